// User-facing validation messages of the sign-in flow (docs/console-screens.md#sign-in), zod-free so client bundles can import them.
export const MSG_EMAIL_REQUIRED = 'You must provide email';
export const MSG_EMAIL_AND_CODE_REQUIRED = 'You must provide email and login code';
