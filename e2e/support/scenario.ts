// Specs that run on another of the sandbox's scenarios (`large`: 10,000 orders and more) than the demo data
// the rest of the suite expects: call inside the describe block whose tests need it.
import type { ScenarioName } from '@wellness-console/qa';
import { sandbox, test } from './fixtures';

/**
 * Resets the sandbox to `scenario` before the block's first test and back to the demo data after its last.
 * Called in each spec's own describe block, not at a module's top level, where Playwright would register
 * the hooks with only the first spec file that loaded it in a worker.
 */
export function onScenario(scenario: ScenarioName): void {
  // A large scenario's reset takes tens of seconds on a loaded machine: over the test timeout.
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await sandbox.reset(scenario);
  });
  test.afterAll(async () => {
    test.setTimeout(120_000);
    await sandbox.reset('demo');
  });
}
