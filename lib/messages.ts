// User-facing validation messages of the sign-in flow (docs/console-screens.md#sign-in), zod-free so client bundles can import them.
export const MSG_EMAIL_REQUIRED = 'You must provide email';
export const MSG_EMAIL_AND_CODE_REQUIRED = 'You must provide email and login code';
/** A malformed address: a field problem, shown under the field like the missing-e-mail one. */
export const MSG_EMAIL_INVALID = 'Enter an e-mail address such as name@example.com';
