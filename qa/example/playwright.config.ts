// The example QA suite: Chromium against the console and sandbox of `npm run qa:env` (or wherever
// QA_BASE_URL and QA_SANDBOX_URL point), one test at a time, as they share the sandbox's data.
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const debianChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.QA_BASE_URL || 'http://localhost:3400',
    // The console honours reduced motion: drawers and dialogs appear at once.
    reducedMotion: 'reduce',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: existsSync(debianChromium) ? debianChromium : undefined },
  },
});
