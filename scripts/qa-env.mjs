// `npm run qa:env`: a test environment for QA's own Playwright suites (docs/qa.md). Starts the sandbox API
// on a data scenario and the production build of the console pointed at it, waits until both answer their
// health URL, prints what to point a suite at, and stops both on Ctrl+C or SIGTERM. Builds the console
// first when there is no build (`npm run build:standalone`, a minute or two), and says so.
//
//   npm run qa:env -- [--scenario demo|empty|large|shop] [--port 3400] [--sandbox-port 4400] [--build]
//
//   --scenario      the data the sandbox starts with (QA_SCENARIO; default demo): demo is the seed, empty
//                   the staff accounts alone, large 10,000 orders and 10,000 content items, shop a
//                   mid-sized shop (200,000 orders, 20,000 content items…; about a minute to generate)
//   --port          the console's port (QA_CONSOLE_PORT; default 3400)
//   --sandbox-port  the sandbox's port (QA_SANDBOX_PORT; default 4400)
//   --build         build the console again even when a build exists
//
// The defaults stay clear of `npm run dev` (3000, 4010) and the end-to-end suite (3100–3103, 4110–4115).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildStandalone, node24 } from './standalone-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCENARIOS = ['demo', 'empty', 'large', 'shop'];
export const QA_DEFAULTS = { consolePort: 3400, sandboxPort: 4400, scenario: 'demo' };
const ACCOUNTS = [
  ['admin@example.com', 'admin'],
  ['editor@example.com', 'editor'],
];

const { values: flags } = parseArgs({
  options: {
    scenario: { type: 'string', default: process.env.QA_SCENARIO || QA_DEFAULTS.scenario },
    port: { type: 'string', default: process.env.QA_CONSOLE_PORT || String(QA_DEFAULTS.consolePort) },
    'sandbox-port': { type: 'string', default: process.env.QA_SANDBOX_PORT || String(QA_DEFAULTS.sandboxPort) },
    build: { type: 'boolean', default: false },
  },
});

function fail(message) {
  console.error(`[qa:env] ${message}`);
  process.exit(1);
}

const port = (name, value) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65_535) fail(`${name} must be a port number, not ${value}`);
  return number;
};
const scenario = flags.scenario;
if (!SCENARIOS.includes(scenario)) fail(`--scenario must be one of ${SCENARIOS.join(', ')}, not ${scenario}`);
const consolePort = port('--port', flags.port);
const sandboxPort = port('--sandbox-port', flags['sandbox-port']);
const baseUrl = `http://localhost:${consolePort}`;
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
const startedAt = Date.now();
const seconds = () => ((Date.now() - startedAt) / 1000).toFixed(1);
const info = (message) => console.info(`[qa:env] ${message}`);

/** Processes started here, each in its own process group, so stopping one stops what it started too. */
const children = [];
let isStopping = false;

function start(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  // Each line prefixed with who said it; login codes appear here as `[sandbox] login code for …`.
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop();
      for (const line of lines) if (line.trim()) process.stdout.write(line.startsWith('[') ? `${line}\n` : `[${name}] ${line}\n`);
    });
  }
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  child.on('exit', (code, signal) => {
    if (!isStopping) {
      console.error(`[qa:env] the ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
      void stopAll(1);
    }
  });
  children.push({ name, child, exited });
  return child;
}

async function stopAll(exitCode) {
  if (isStopping) return;
  isStopping = true;
  await Promise.all(
    children.map(async ({ child, exited }) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return; // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }),
  );
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    info(`${signal}: stopping the console and the sandbox`);
    void stopAll(0);
  });
}

async function waitFor(name, url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (isStopping) return;
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`[qa:env] the ${name} did not answer ${url} within ${timeoutMs / 1000} s`);
  await stopAll(1);
}

async function isPortFree(portNumber) {
  try {
    await fetch(`http://127.0.0.1:${portNumber}/`, { signal: AbortSignal.timeout(1_000) });
    return false;
  } catch (error) {
    return error?.cause?.code === 'ECONNREFUSED';
  }
}

for (const [name, portNumber] of [['console', consolePort], ['sandbox', sandboxPort]]) {
  if (!(await isPortFree(portNumber))) fail(`port ${portNumber} (the ${name}'s) is in use: stop what runs there, or choose another with --${name === 'console' ? 'port' : 'sandbox-port'}`);
}

const hasBuild = fs.existsSync(path.join(root, '.next/BUILD_ID'));
if (flags.build || !hasBuild) {
  info(hasBuild ? 'building the console again (--build)' : 'no console build in .next: building it first (npm run build:standalone, a minute or two)');
  buildStandalone(node24());
  info(`built in ${seconds()} s`);
}

// The console reads the sandbox's change feed (the storefront's orders reach open lists) with a token of this run.
const liveFeedToken = randomBytes(24).toString('base64url');
start('sandbox', 'npx', ['tsx', 'sandbox/main.ts', '--scenario', scenario], {
  SANDBOX_PORT: String(sandboxPort),
  SANDBOX_LIVE_FEED_TOKEN: liveFeedToken,
  // A database of its own, so it never touches `npm run dev`'s.
  SANDBOX_DB: `sandbox/data/qa-${sandboxPort}.db`,
  SANDBOX_QUIET: '1',
});
start('console', 'npx', ['next', 'start', '--port', String(consolePort), '--hostname', '127.0.0.1'], {
  MAIN_API_URL: sandboxUrl,
  AI_API_URL: `${sandboxUrl}/ai`,
  APP_URL: baseUrl,
  APP_ENV: 'test',
  // A throwaway key: sessions end when the environment stops.
  SESSION_PASSWORD: randomBytes(32).toString('base64url'),
  LIVE_FEED_TOKEN: liveFeedToken,
  // Suites sign in over and over from one address.
  AUTH_RATE_LIMIT_PER_EMAIL: '10000',
  AUTH_RATE_LIMIT_PER_ADDRESS: '10000',
  LOG_LEVEL: 'warn',
});

await Promise.all([waitFor('sandbox', `${sandboxUrl}/health`, 120_000), waitFor('console', `${baseUrl}/api/health`, 120_000)]);
if (!isStopping) {
  console.info(`
[qa:env] ready in ${seconds()} s, scenario ${scenario}
  console   ${baseUrl}
  sandbox   ${sandboxUrl}   (test-only calls under ${sandboxUrl}/__sandbox, see docs/qa.md)
  accounts  ${ACCOUNTS.map(([email, role]) => `${email} (${role})`).join(', ')}
            sign in with the code printed here ([sandbox] login code for …) or read from ${sandboxUrl}/__sandbox/mailbox?email=
  a suite   QA_BASE_URL=${baseUrl} QA_SANDBOX_URL=${sandboxUrl} npx playwright test
            (the example: npm test -w qa/example, in another shell)
  Ctrl+C stops both.
`);
}
