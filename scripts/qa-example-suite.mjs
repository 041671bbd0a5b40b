// The QA kit's example suite as CI runs it (a phase of `npm test`, after the standalone smoke): builds the
// kit (@wellness-console/qa, a few seconds), starts `npm run qa:env` on ports of its own on the production
// build already in .next (it builds nothing itself: without a build it stops), runs qa/example against it
// as a QA team would, and stops the environment whatever the outcome. Exits with the suite's code.
//
// Ports 3410 (console) and 4410 (sandbox), moved by E2E_PORT_OFFSET like the end-to-end suite's.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const consolePort = 3410 + offset;
const sandboxPort = 4410 + offset;
const baseUrl = `http://localhost:${consolePort}`;
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
const info = (message) => console.info(`[qa example] ${message}`);

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (!fs.existsSync(path.join(root, '.next/BUILD_ID'))) {
  console.error('[qa example] no console build in .next: run npm run build:standalone first');
  process.exit(1);
}

if ((await run('npm', ['run', '--silent', 'build', '-w', '@wellness-console/qa'])) !== 0) process.exit(1);

// Its own process group, so stopping it stops the console and the sandbox it started.
const env = spawn('node', ['scripts/qa-env.mjs', '--port', String(consolePort), '--sandbox-port', String(sandboxPort)], {
  cwd: root,
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let envOutput = '';
env.stdout.on('data', (chunk) => (envOutput += chunk));
env.stderr.on('data', (chunk) => (envOutput += chunk));
const envExited = new Promise((resolve) => env.on('exit', (code) => resolve(code)));

async function stopEnv() {
  if (env.exitCode !== null) return;
  try {
    process.kill(-env.pid, 'SIGTERM');
  } catch {
    return;
  }
  await envExited;
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopEnv().then(() => process.exit(130)));

// qa:env prints its "ready" block once both servers answer their health URL.
const isReady = await Promise.race([
  new Promise((resolve) => {
    const timer = setInterval(() => {
      if (envOutput.includes('[qa:env] ready')) {
        clearInterval(timer);
        resolve(true);
      }
    }, 200);
    envExited.then(() => {
      clearInterval(timer);
      resolve(false);
    });
  }),
  new Promise((resolve) => setTimeout(() => resolve(false), 120_000)),
]);
if (!isReady) {
  console.error(`[qa example] qa:env did not become ready:\n${envOutput}`);
  await stopEnv();
  process.exit(1);
}
info(`qa:env ready on ${baseUrl} (sandbox ${sandboxUrl}); running qa/example`);

const code = await run('npx', ['playwright', 'test'], { cwd: path.join(root, 'qa/example'), env: { QA_BASE_URL: baseUrl, QA_SANDBOX_URL: sandboxUrl } });
await stopEnv();
if (code !== 0) console.error(`[qa example] the suite failed; qa:env said:\n${envOutput.slice(-5_000)}`);
process.exit(code);
