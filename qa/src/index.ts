// @wellness-console/qa: Playwright fixtures and page objects for suites against the Wellness Console
// (docs/qa.md). Import `test` and `expect` from here instead of @playwright/test.
export { ACCOUNTS, emailOf, type Role } from './accounts.js';
export { DEFAULT_SANDBOX_URL, expect, test, type QaFixtures, type QaOptions } from './fixtures.js';
export { SandboxCallError, SandboxClient, type ClockReading, type Fault, type ScenarioName } from './sandbox-client.js';
export { sameOriginHeaders, signIn } from './sign-in.js';
export { Drawer } from './pages/drawer.js';
export { FormPage, type FieldValue } from './pages/form-page.js';
export { ListPage, type AllMatchingOutcome, type SortOrder } from './pages/list-page.js';
export { ScreenPage } from './pages/screen-page.js';
export { SignInPage } from './pages/sign-in-page.js';
export { StepDialog } from './pages/step-dialog.js';
export { Toasts } from './pages/toasts.js';
