// Starts and stops the `next start` processes a benchmark run measures (the console and the floor), and
// finds the Debian daemons the multi-instance parts put beside them (nginx, redis-server).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next');

export interface RunningProcess {
  url: string;
  /** The process group of the server and its children (for /proc readings). */
  groupId: number;
  /** CPU seconds the server's processes have used so far (user + system), or NaN without /proc. */
  cpuSeconds: () => number;
  stop: () => Promise<void>;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds used by every live process of a process group, read from /proc (Linux). */
function groupCpuSeconds(groupId: number): number {
  try {
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // ended meanwhile
      }
      // Fields after the command name: state ppid pgrp … utime (12th) stime (13th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === groupId) ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** Waits until `url` answers with anything below 500. */
export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
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

/** Stops the whole process group: `next start` runs its server in a child process of its own. */
function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      child.removeAllListeners('exit');
      if (child.exitCode !== null || child.pid === undefined) return resolve();
      child.once('exit', () => resolve());
      process.kill(-child.pid, 'SIGTERM');
    });
}

/** `next start` in `dir` on `port`, with `env`, ready when `readyPath` answers. */
export async function startNext(
  dir: string,
  port: number,
  env: Record<string, string>,
  readyPath: string,
  /** The node binary to run it with (Node 24 for the scale part); this process's by default. */
  nodeBinary: string = process.execPath,
  /** Options for node itself (`--cpu-prof`, which Node 20 does not take from NODE_OPTIONS). */
  nodeOptions: string[] = [],
): Promise<RunningProcess> {
  const url = `http://127.0.0.1:${port}`;
  try {
    await fetch(url);
    throw new Error(`port ${port} is already in use; stop whatever listens there and run again`);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('port ')) throw error;
  }
  const child = spawn(nodeBinary, [...nodeOptions, NEXT_BIN, 'start', dir, '--port', String(port), '--hostname', '127.0.0.1'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  child.once('exit', (code) => {
    if (code) console.error(`next start ${dir} exited with ${code}`);
  });
  await waitFor(`${url}${readyPath}`);
  const groupId = child.pid ?? -1;
  return { url, groupId, cpuSeconds: () => groupCpuSeconds(groupId), stop: stopper(child) };
}

/** The console's environment for a bench run against the bench upstream at `upstreamUrl`. */
export function benchConsoleEnv(upstreamUrl: string, appUrl: string): Record<string, string> {
  return {
    MAIN_API_URL: upstreamUrl,
    AI_API_URL: `${upstreamUrl}/ai`,
    APP_URL: appUrl,
    APP_ENV: 'production',
    SESSION_PASSWORD: 'bench-only-session-password-0123456789abcdef',
  };
}

/** The path of a program: `fallback` where it is, else whatever `command -v` finds; undefined if neither. */
export function which(name: string, fallback: string): string | undefined {
  if (existsSync(fallback)) return fallback;
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}
