// The console's resident memory while one heavy call runs through it (the upload and export parts): a
// `next start` console of its own against a sandbox, signed in as admin, warmed up so the route's code is
// loaded before the baseline, then the whole process group's memory sampled from /proc (Linux) every 25 ms.
import { readdirSync, readFileSync } from 'node:fs';
import { benchConsoleEnv, startNext } from './servers.mts';
import { signInWithMailbox } from './sign-in.mts';

const SAMPLE_EVERY_MS = 25;

/** Resident memory of every live process of a process group (VmRSS), from /proc (Linux). */
export function groupRssBytes(groupId: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== groupId) continue;
      const rss = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

export interface MemoryFigures {
  seconds: number;
  /** Resident memory of the console's processes just before the measured call. */
  baselineRssBytes: number;
  peakRssBytes: number;
  growthBytes: number;
  samples: number;
}

interface MemoryRun<T> {
  consolePort: number;
  sandboxUrl: string;
  /** Added to the console's environment. */
  env?: Record<string, string>;
  /** A small call of the same route, made three times before the baseline. */
  warmUp: (appUrl: string, cookie: string) => Promise<unknown>;
  /** The heavy call whose memory is measured. */
  measured: (appUrl: string, cookie: string) => Promise<T>;
}

/** Runs `measured` once on a console of its own, with the memory it took; the console is stopped after. */
export async function measureConsoleMemory<T>({ consolePort, sandboxUrl, env = {}, warmUp, measured }: MemoryRun<T>): Promise<MemoryFigures & { result: T }> {
  const appUrl = `http://127.0.0.1:${consolePort}`;
  const app = await startNext(
    '.',
    consolePort,
    { ...benchConsoleEnv(sandboxUrl, appUrl), ...env },
    '/api/health',
  );
  try {
    const cookie = await signInWithMailbox(appUrl, sandboxUrl, 'admin@example.com');
    for (let i = 0; i < 3; i += 1) await warmUp(appUrl, cookie);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rss = () => groupRssBytes(app.groupId);
    const baseline = rss();
    let peak = baseline;
    let samples = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss());
      samples += 1;
    }, SAMPLE_EVERY_MS);
    const startedAt = performance.now();
    let result: T;
    try {
      result = await measured(appUrl, cookie);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, rss());
    return { result, seconds: (performance.now() - startedAt) / 1000, baselineRssBytes: baseline, peakRssBytes: peak, growthBytes: peak - baseline, samples };
  } finally {
    await app.stop();
  }
}
