// User-facing validation messages of the sign-in flow (SPEC §5), zod-free so client bundles can import them.
export const MSG_EMAIL_REQUIRED = 'You must provide email';
export const MSG_EMAIL_AND_CODE_REQUIRED = 'You must provide email and login code';
