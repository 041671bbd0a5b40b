// The Playwright fixtures of the kit: `sandbox` (the control calls of the suite's sandbox, its faults and
// clock put back after each test) and `signedInAs` (the test's page, signed in as a role or an e-mail).
// Options, set in a suite's playwright.config `use` or with `test.use`: `sandboxUrl` and `scenario`.
import { test as base, type Page } from '@playwright/test';
import type { Role } from './accounts.js';
import { SandboxClient, type ScenarioName } from './sandbox-client.js';
import { signIn } from './sign-in.js';

/** Where `npm run qa:env` puts the sandbox by default. */
export const DEFAULT_SANDBOX_URL = 'http://127.0.0.1:4400';

/** How long the `sandbox` fixture may take to reset to a scenario, apart from the test's own timeout. */
export const SCENARIO_RESET_TIMEOUT_MS = 120_000;

/** Options of the kit's fixtures. */
export interface QaOptions {
  /** The sandbox behind the console under test: QA_SANDBOX_URL, else http://127.0.0.1:4400 (qa:env's default). */
  sandboxUrl: string;
  /**
   * Resets the data to this scenario before each test that uses `sandbox` or `signedInAs` (before signing
   * in, as a reset ends every session); unset, the data is left as the last test left it.
   */
  scenario: ScenarioName | undefined;
}

/** The kit's test fixtures. */
export interface QaFixtures {
  /** The sandbox's control calls; after the test its planned faults are dropped and its clock put back. */
  sandbox: SandboxClient;
  /**
   * Signs the test's `page` in as `'admin'`, `'editor'` or a seeded account's e-mail and returns it:
   * `const page = await signedInAs('editor')`. Calling it again signs the same page in as someone else.
   */
  signedInAs: (who: Role | string) => Promise<Page>;
}

/** Playwright's `test` with the kit's fixtures and options. */
export const test = base.extend<QaFixtures & QaOptions>({
  sandboxUrl: [process.env.QA_SANDBOX_URL || DEFAULT_SANDBOX_URL, { option: true }],
  scenario: [undefined, { option: true }],
  // The reset reseeds the whole data set (10 s on a loaded machine for the demo, far more for `large`): it
  // has a minute of its own, not the test's 30 s, which it ate a third of before the test had begun.
  sandbox: [
    async ({ sandboxUrl, scenario }, provide) => {
      const sandbox = new SandboxClient(sandboxUrl);
      if (scenario) await sandbox.reset(scenario);
      await provide(sandbox);
      await sandbox.clearFaults();
      await sandbox.resetClock();
    },
    { timeout: SCENARIO_RESET_TIMEOUT_MS },
  ],
  signedInAs: async ({ page, sandbox, baseURL }, provide) => {
    await provide(async (who) => {
      await signIn(page, who, { sandbox, baseURL });
      return page;
    });
  },
});

export { expect } from '@playwright/test';
