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
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

function timeOne(agent: Agent, url: URL, headers: Record<string, string>): Promise<{ ms: number; ok: boolean }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ms: performance.now() - started, ok: res.statusCode === 200 }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function latencyAtOneConnection(url: string, headers: Record<string, string>, count: number) {
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
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), errors };
}

function throughputAt50(url: string, headers: Record<string, string>, seconds: number): Promise<{ rps: number; errors: number }> {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 50, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      resolve({ rps: result.requests.average, errors: result.errors + result.non2xx });
    });
  });
}

export async function measureLoad(
  url: string,
  headers: Record<string, string> = {},
  { seconds = 5, samples = 1500 } = {},
): Promise<LoadFigures> {
  const latency = await latencyAtOneConnection(url, headers, samples);
  const load = await throughputAt50(url, headers, seconds);
  return { throughput: load.rps, p50: latency.p50, p99: latency.p99, errors: latency.errors + load.errors };
}
