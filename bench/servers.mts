// Starts and stops the processes a benchmark run measures: `next start` for the console and the floor.
import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningProcess {
  url: string;
  stop: () => Promise<void>;
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** `next start` in `dir` on `port`, with `env`, ready when `readyPath` answers. */
export async function startNext(
  dir: string,
  port: number,
  env: Record<string, string>,
  readyPath: string,
): Promise<RunningProcess> {
  const child = spawn('npx', ['next', 'start', dir, '--port', String(port), '--hostname', '127.0.0.1'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${readyPath}`);
  return { url, stop: stopper(child) };
}

/** Runs a command to completion, failing loudly. */
export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}
