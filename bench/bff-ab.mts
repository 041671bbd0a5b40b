// `npx tsx bench/bff-ab.mts <other build's dir>`: the BFF's cost per request in two builds of the console, side
// by side in one interleaved run, for judging a change to the BFF's own work on a shared machine (where two
// runs an hour apart differ by more than the change). Starts this directory's build and the other's (`next
// start`, each built already: `npm run build:standalone` in both) against one bench upstream, with the proxy
// floor beside them, signs in to each and measures the proxied list call as `BENCH_ONLY=bff` does
// (bench/load.mts: 50 connections, CPU per request from /proc, latency at 1 connection), AB_ROUNDS rounds
// (5 by default). Ports: 3200–3202 and 4200, moved by BENCH_PORT_OFFSET.
import path from 'node:path';
import { measureLoads, type LoadFigures } from './load.mts';
import { benchConsoleEnv, startNext } from './servers.mts';
import { signIn } from './sign-in.mts';
import { BENCH_CODE, pageBody, startBenchUpstream } from './upstream.mts';

const other = process.argv[2];
if (!other) throw new Error('Name the other build’s directory: npx tsx bench/bff-ab.mts ../before');
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const ROUNDS = Number(process.env.AB_ROUNDS) || 5;
const LIST_PATH = '/v1/products?page=1&limit=20';
const at = (port: number) => port + OFFSET;

const upstream = await startBenchUpstream({ port: at(4200) });
const urlOf = (port: number) => `http://127.0.0.1:${port}`;
const [self, them, floor] = await Promise.all([
  startNext('.', at(3200), benchConsoleEnv(upstream.url, urlOf(at(3200))), '/api/health'),
  startNext(path.resolve(other), at(3201), benchConsoleEnv(upstream.url, urlOf(at(3201))), '/api/health'),
  startNext('bench/floor', at(3202), { FLOOR_BODY: pageBody(1, 20), FLOOR_UPSTREAM_URL: upstream.url }, '/api/floor'),
]);
try {
  const login = await fetch(`${upstream.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', code: BENCH_CODE }),
  });
  const token = ((await login.json()) as { data: { session: { access_token: string } } }).data.session.access_token;
  const [selfCookie, themCookie] = [(await signIn(self.url, 'admin@example.com')).cookie, (await signIn(them.url, 'admin@example.com')).cookie];
  const figures = await measureLoads(
    {
      floor: { url: `${floor.url}/api/proxy${LIST_PATH}`, headers: { authorization: `Bearer ${token}` }, cpuSeconds: floor.cpuSeconds },
      other: { url: `${them.url}/api/main${LIST_PATH}`, headers: { cookie: themCookie }, cpuSeconds: them.cpuSeconds },
      this: { url: `${self.url}/api/main${LIST_PATH}`, headers: { cookie: selfCookie }, cpuSeconds: self.cpuSeconds },
    },
    { rounds: ROUNDS },
  );
  const row = (name: string, f: LoadFigures) =>
    `${name.padEnd(24)} ${Math.round(f.throughput).toString().padStart(6)} req/s  p50 ${f.p50.toFixed(2)} ms  p99 ${f.p99.toFixed(2)} ms  CPU ${Math.round(f.cpuUsPerRequest ?? Number.NaN)} µs/req`;
  console.info(row('proxy floor', figures.floor));
  console.info(row(`BFF, ${other}`, figures.other));
  console.info(row('BFF, this build', figures.this));
  const over = (f: LoadFigures) => (f.cpuUsPerRequest ?? Number.NaN) - (figures.floor.cpuUsPerRequest ?? Number.NaN);
  console.info(`CPU over the floor: ${Math.round(over(figures.other))} → ${Math.round(over(figures.this))} µs/req; throughput ÷ floor ${(figures.other.throughput / figures.floor.throughput).toFixed(2)} → ${(figures.this.throughput / figures.floor.throughput).toFixed(2)}`);
} finally {
  await Promise.all([self.stop(), them.stop(), floor.stop(), upstream.close()]);
}
