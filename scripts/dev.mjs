// `npm run dev`: the console in development mode. Without MAIN_API_URL it starts the sandbox API
// beside it and points the console there, so a fresh clone runs with no configuration at all.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import nextEnv from '@next/env';

nextEnv.loadEnvConfig(process.cwd(), true);

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const port = env.PORT ?? '3000';
const children = [];

function start(command, args, extraEnv = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  children.push(child);
  child.on('exit', (code) => stopAll(code ?? 0));
  return child;
}

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitForSandbox(url) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The sandbox did not start at ${url}`);
}

if (!env.MAIN_API_URL) {
  const sandboxPort = env.SANDBOX_PORT ?? '4010';
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  // The sandbox's change feed (writes made elsewhere, e.g. its storefront's orders) read with a token of this run.
  env.LIVE_FEED_TOKEN ??= randomBytes(24).toString('base64url');
  start('npx', ['tsx', 'sandbox/main.ts'], { SANDBOX_PORT: sandboxPort, SANDBOX_LIVE_FEED_TOKEN: env.LIVE_FEED_TOKEN });
  await waitForSandbox(sandboxUrl);
  env.MAIN_API_URL = sandboxUrl;
  env.AI_API_URL ??= `${sandboxUrl}/ai`;
  console.info(`[dev] MAIN_API_URL is unset: using the sandbox at ${sandboxUrl}`);
}
env.APP_URL ??= `http://localhost:${port}`;
env.APP_ENV ??= 'development';
if (!env.SESSION_PASSWORD) {
  // A throwaway key: sessions end when the dev server restarts. Set SESSION_PASSWORD to keep them.
  env.SESSION_PASSWORD = randomBytes(32).toString('base64url');
  console.info('[dev] SESSION_PASSWORD is unset: using a random one for this run');
}

start('npx', ['next', 'dev', '--port', port]);
