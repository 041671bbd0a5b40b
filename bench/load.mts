// Load measurements: throughput under 50 connections (autocannon) and per-request latency at one
// connection (a keep-alive loop timed with performance.now, finer than autocannon's milliseconds).
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';

export interface LoadFigures {
  /** Requests per second at 50 connections. */
  throughput: number;
  /** Latency percentiles at 1 connection, in ms. */
  p50: number;
  p99: number;
  errors: number;
  /** Server CPU per request under the 50-connection load, in µs (median of the rounds), when known. */
  cpuUsPerRequest?: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/**
 * Takes the cookies an answer sets into `headers.cookie`, as a browser would. The BFF moves a session's
 * last-seen time forward once a minute and sends the re-sealed cookie; a load that kept sending the old one
 * would have it re-sent on every answer after the first minute (a Set-Cookie no browser would cause), and
 * the rounds measured after it would count that too. The latency loop runs before each round's load, and
 * the load sends the same headers object, so every round starts with the cookie the BFF last set.
 */
export function keepCookies(headers: Record<string, string>, setCookies: readonly string[] | undefined) {
  if (!setCookies || headers.cookie === undefined) return;
  const jar = new Map(
    headers.cookie
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  );
  for (const line of setCookies) {
    const pair = line.split(';')[0];
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

function timeOne(agent: Agent, url: URL, headers: Record<string, string>): Promise<{ ms: number; ok: boolean }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent, headers }, (res) => {
      keepCookies(headers, res.headers['set-cookie']);
      res.resume();
      res.on('end', () => resolve({ ms: performance.now() - started, ok: res.statusCode === 200 }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function latencySamples(url: string, headers: Record<string, string>, count: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const target = new URL(url);
  const samples: number[] = [];
  let errors = 0;
  for (let i = 0; i < count + 50; i += 1) {
    const { ms, ok } = await timeOne(agent, target, headers);
    if (!ok) errors += 1;
    if (i >= 50) samples.push(ms); // the first 50 warm the connection and the server's caches
  }
  agent.destroy();
  return { samples, errors };
}

function throughputAt50(url: string, headers: Record<string, string>, seconds: number): Promise<{ rps: number; requests: number; errors: number }> {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 50, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      resolve({ rps: result.requests.average, requests: result.requests.total, errors: result.errors + result.non2xx });
    });
  });
}

export interface LoadTarget {
  url: string;
  headers?: Record<string, string>;
  /** The serving processes' CPU seconds so far (servers.mts); gives CPU per request under load. */
  cpuSeconds?: () => number;
}

/**
 * Measures several targets, each warmed first, in interleaved rounds (A B C, A B C, …) so that a slow moment of a shared
 * machine falls on all of them alike: throughput is the median of the rounds, latency percentiles
 * are taken over every round's samples together. Where a target says how to read its server's CPU
 * time, the CPU per request under load is reported too: steadier than throughput on a shared machine,
 * and what the throughput of a CPU-bound server follows.
 */
export async function measureLoads<K extends string>(
  targets: Record<K, LoadTarget>,
  { rounds = 3, seconds = 3, samplesPerRound = 600, warmSeconds = 2 } = {},
): Promise<Record<K, LoadFigures>> {
  const names = Object.keys(targets) as K[];
  // Every target first gets a short load that is not counted: an instance started just before (the scale
  // part's) would otherwise be measured in its first round while its JIT and Next's lazy loading settle.
  for (const name of names) await throughputAt50(targets[name].url, targets[name].headers ?? {}, warmSeconds);
  const collected = new Map<K, { rps: number[]; cpuUs: number[]; samples: number[]; errors: number }>(
    names.map((name) => [name, { rps: [], cpuUs: [], samples: [], errors: 0 }]),
  );
  for (let round = 0; round < rounds; round += 1) {
    for (const name of names) {
      const { url, headers = {}, cpuSeconds } = targets[name];
      const into = collected.get(name)!;
      const latency = await latencySamples(url, headers, samplesPerRound);
      const cpuBefore = cpuSeconds?.() ?? Number.NaN;
      const load = await throughputAt50(url, headers, seconds);
      const cpuUsed = (cpuSeconds?.() ?? Number.NaN) - cpuBefore;
      into.samples.push(...latency.samples);
      into.rps.push(load.rps);
      if (Number.isFinite(cpuUsed) && load.requests > 0) into.cpuUs.push((cpuUsed * 1e6) / load.requests);
      into.errors += latency.errors + load.errors;
    }
  }
  const figures = {} as Record<K, LoadFigures>;
  for (const name of names) {
    const { rps, cpuUs, samples, errors } = collected.get(name)!;
    samples.sort((a, b) => a - b);
    figures[name] = {
      throughput: percentile(rps.sort((a, b) => a - b), 50),
      p50: percentile(samples, 50),
      p99: percentile(samples, 99),
      errors,
      ...(cpuUs.length > 0 && { cpuUsPerRequest: percentile(cpuUs.sort((a, b) => a - b), 50) }),
    };
  }
  return figures;
}
