// End-to-end tests: real Chromium against `next build && next start`, talking to the sandbox API over
// HTTP, plus a second console instance on an independent stand-in upstream that speaks only docs/api-contract.md#auth-calls.
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/support/ports';
import { SECURITY, securityConsoleEnv } from './e2e/support/security-console';

const debianChromium = '/usr/bin/chromium';
const isCI = Boolean(process.env.CI);

/** `next start` on a port, its output also kept in a log file that tests scan for tokens. */
function nextStart(port: number, logFile: string): string {
  return `mkdir -p ${E2E.logDir} && npx next start --port ${port} --hostname 127.0.0.1 2>&1 | tee ${logFile}`;
}

/** The service token the e2e consoles read their sandbox's change feed with. */
const E2E_LIVE_FEED_TOKEN = 'e2e-only-live-feed-token';

/** A seeded sandbox of its own for one browser project. */
function sandboxServer(port: number, database: string) {
  return {
    command: 'npx tsx sandbox/main.ts --reset',
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      SANDBOX_PORT: String(port),
      SANDBOX_DB: database,
      SANDBOX_ACCESS_TTL_SECONDS: String(E2E.accessTtlSeconds),
      SANDBOX_QUIET: '1',
      SANDBOX_LIVE_FEED_TOKEN: E2E_LIVE_FEED_TOKEN,
    },
  };
}

/**
 * The browser specs run by the second project, on their own sandbox and console: the longest
 * (the accessibility walk, the first-load budgets) and enough others that both halves take about as long.
 */
const SECOND_SANDBOX_SPECS = /(a11y|bundle-budget|shell|first-hour-messages|drafts)\.spec\.ts/;

/** The console as `next start` runs it, pointed at one upstream. */
function consoleServer(port: number, upstream: string) {
  return {
    command: nextStart(port, `${E2E.logDir}/console-${port}.log`),
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      MAIN_API_URL: upstream,
      AI_API_URL: `${upstream}/ai`,
      APP_URL: `http://localhost:${port}`,
      APP_ENV: 'test',
      SESSION_PASSWORD: 'e2e-only-session-password-0123456789abcdef',
      // Writes made beside the console (the sandbox's storefront orders) reach the streams through the change
      // feed; the stand-in upstream has none.
      ...(upstream === E2E.standInUrl ? {} : { LIVE_FEED_TOKEN: E2E_LIVE_FEED_TOKEN }),
      // The whole suite signs in from one address many times; the security console tests the limits.
      AUTH_RATE_LIMIT_PER_EMAIL: '10000',
      AUTH_RATE_LIMIT_PER_ADDRESS: '10000',
      // One JSON line per request would bury the run's output; the security console logs them all (and its log is scanned for tokens).
      LOG_LEVEL: 'warn',
    },
  };
}

export default defineConfig({
  // The specs of e2e/, and an area's own beside its code (areas/<area>/<area>.spec.ts, as npm run new:area writes them).
  testDir: '.',
  testMatch: /(^|\/)(e2e|areas\/[^/]+)\/[^/]+\.spec\.ts$/,
  outputDir: './test-results',
  // Two workers, one per project at a time. Within a project the specs run one after another (sign-in
  // codes are per e-mail, and the specs share the project's data). The browser specs are split over two
  // projects, each with its own sandbox and console, so both workers drive a browser; the request-level
  // security catalogue and the spec-only upstream, each with its own console and upstream, take turns with
  // the second.
  workers: 2,
  fullyParallel: false,
  forbidOnly: isCI,
  // One retry on CI, reported as flaky rather than hidden: the suite shares two cores with three servers.
  retries: isCI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Nothing large is written unless a test fails: no HTML report (`--reporter=html` gives one on demand),
  // a trace only of a first retry, a screenshot only of a failure. `npm test` adds the JSON report that
  // its timing table reads.
  reporter: [['list']],
  use: {
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: existsSync(debianChromium) ? debianChromium : undefined,
      // This network is closed: without these Chromium keeps trying to reach Google's services.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    {
      name: 'sandbox',
      testIgnore: [/spec-upstream\.spec\.ts/, /security-bff\.spec\.ts/, SECOND_SANDBOX_SPECS],
      workers: 1,
      // Reduced motion, as staff may set it (components/ui/system.ts): drawers, dialogs and toasts appear
      // at once, so no step waits for a slide or a fade to settle. e2e/shell.spec.ts checks both settings.
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${E2E.consolePort}`, reducedMotion: 'reduce' },
    },
    {
      // The same kind of browser specs on a console and sandbox of their own (support/fixtures.ts reads
      // `sandboxUrl` for its mailbox, faults and clock), in the second worker beside the first project.
      name: 'sandbox 2',
      testMatch: SECOND_SANDBOX_SPECS,
      workers: 1,
      metadata: { sandboxUrl: E2E.secondSandboxUrl },
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${E2E.secondConsolePort}`, reducedMotion: 'reduce' },
    },
    {
      // Browserless: HTTP requests to the security console, whose upstream the test process runs.
      name: 'requests',
      testMatch: /security-bff\.spec\.ts/,
      workers: 1,
    },
    {
      name: 'spec-upstream',
      testMatch: /spec-upstream\.spec\.ts/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${E2E.standInConsolePort}` },
    },
  ],
  webServer: [
    sandboxServer(E2E.sandboxPort, 'e2e/.data/sandbox.db'),
    sandboxServer(E2E.secondSandboxPort, 'e2e/.data/sandbox-2.db'),
    {
      command: 'npx tsx e2e/support/spec-upstream.ts',
      url: `${E2E.standInUrl}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { STANDIN_PORT: String(E2E.standInPort) },
    },
    consoleServer(E2E.consolePort, E2E.sandboxUrl),
    consoleServer(E2E.secondConsolePort, E2E.secondSandboxUrl),
    consoleServer(E2E.standInConsolePort, E2E.standInUrl),
    {
      // Its upstream is the fault server that e2e/security-bff.spec.ts runs in the test process.
      command: nextStart(E2E.securityConsolePort, SECURITY.logFile),
      url: `${SECURITY.url}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe' as const,
      env: { NEXT_TELEMETRY_DISABLED: '1', ...securityConsoleEnv() },
    },
  ],
});
