// `npm run bench:profile`: where the BFF's CPU time goes. Starts the built console (`next start`, as the
// bench does) under `node --cpu-prof` against the bench upstream, signs in, drives the proxied list call at
// 50 connections (autocannon; 3 s of warm-up, then PROFILE_SECONDS, 20 by default), stops the console
// (SIGTERM: it drains and exits, and node writes the profile) and prints, for the load only (not the
// start), the share of the console's own code, the self time by place (package, node internals, the
// console's folders: the minified bundles are read through their source maps) and the functions with the
// most self time and total time. PROFILE_NODE runs the console with another node binary (/usr/bin/node for
// Node 20 beside the project's 24, say); PROFILE_KEEP=dir keeps the .cpuprofile there (Chrome DevTools or
// speedscope open it); PROFILE_FILE=file summarises a kept one again (PROFILE_MATCH=' · lib/' lists only
// the console's functions; PROFILE_TOP=n, 15 by default, how many; PROFILE_UNDER=console describes only the samples
// with the console's own code on the stack).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchConsoleEnv, startNext } from './servers.mts';
import { signIn } from './sign-in.mts';
import { BENCH_CODE, pageBody, startBenchUpstream } from './upstream.mts';

// BENCH_PORT_OFFSET moves both ports, as it moves the bench's (60: 4270 and 3271).
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const PORTS = { upstream: 4210 + OFFSET, console: 3211 + OFFSET };
const LIST_PATH = '/v1/products?page=1&limit=20';
const SECONDS = Number(process.env.PROFILE_SECONDS) || 20;
const TOP = Number(process.env.PROFILE_TOP) || 15;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The console's bundles' source maps, read once each (null: none). */
const sourceMaps = new Map<string, SourceMap | null>();

if (process.env.PROFILE_COMPARE) {
  // PROFILE_COMPARE=a.cpuprofile,b.cpuprofile (kept with PROFILE_KEEP): each function's total time per request in
  // both, the largest differences first, to see what one target pays that the other does not.
  const [a, b] = process.env.PROFILE_COMPARE.split(',').map((file) => tally(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, windowOf(file)));
  compare(a, b);
} else if (process.env.PROFILE_FILE) {
  // Summarise a kept profile again, whole (PROFILE_MATCH=lib/ to list only the console's own functions, say).
  const file = process.env.PROFILE_FILE;
  summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, windowOf(file));
} else {
  await profileUnderLoad();
}

async function profileUnderLoad() {
  const dir = process.env.PROFILE_KEEP ? path.resolve(process.env.PROFILE_KEEP) : mkdtempSync(path.join(os.tmpdir(), 'console-profile-'));
  const upstream = await startBenchUpstream({ port: PORTS.upstream });
  const appUrl = `http://127.0.0.1:${PORTS.console}`;
  const env = benchConsoleEnv(upstream.url, appUrl);
  const profiling = ['--cpu-prof', `--cpu-prof-dir=${dir}`];
  const node = process.env.PROFILE_NODE || process.execPath;
  // PROFILE_TARGET=floor profiles the BFF's floor (bench/floor's /api/proxy: the same upstream call, no session)
  // the same way, for comparison; PROFILE_TARGET=bare the bare route handler that answers without calling out.
  const target = process.env.PROFILE_TARGET;
  const floor = target === 'floor' || target === 'bare';
  const floorEnv = { FLOOR_BODY: pageBody(1, 20), FLOOR_UPSTREAM_URL: upstream.url };
  const app = floor
    ? await startNext('bench/floor', PORTS.console, floorEnv, '/api/floor', node, profiling)
    : await startNext('.', PORTS.console, env, '/api/health', node, profiling);
  // Only the load is summarised, not the start: its bounds, as milliseconds before the console's exit.
  let loadStartedAt = Number.NaN;
  let loadEndedAt = Number.NaN;
  let requests = 0;
  try {
    const cookie = floor ? '' : (await signIn(appUrl, 'admin@example.com')).cookie;
    // The floor's proxy sends the bearer the request brings, as the bench's floor row does.
    const headers: Record<string, string> = floor ? { authorization: `Bearer ${await upstreamToken(upstream.url)}` } : { cookie };
    const url = target === 'bare' ? `${appUrl}/api/floor` : floor ? `${appUrl}/api/proxy${LIST_PATH}` : `${appUrl}/api/main${LIST_PATH}`;
    // A few seconds' warm-up first, so the profile shows the steady state rather than first compilations.
    await autocannon({ url, headers, connections: 50, duration: 3 });
    loadStartedAt = performance.now();
    const result = await autocannon({ url, headers, connections: 50, duration: SECONDS });
    loadEndedAt = performance.now();
    requests = result.requests.total;
    console.info(`${Math.round(result.requests.average)} req/s at 50 connections for ${SECONDS} s (${result.non2xx + result.errors} failed) while profiling`);
  } finally {
    await app.stop();
    await upstream.close();
  }
  const exitedAt = performance.now();

  // `next start` and the server it runs each write a profile; the server's is the one with the most samples.
  const profiles = readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(dir, name))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  if (profiles.length === 0) throw new Error(`no .cpuprofile was written to ${dir}`);
  const profile = JSON.parse(readFileSync(profiles[0], 'utf8')) as CpuProfile;
  const window: LoadWindow = { fromMsBeforeEnd: exitedAt - loadStartedAt, toMsBeforeEnd: exitedAt - loadEndedAt, requests };
  summarise(profile, window);
  // The load's bounds beside the profile, for PROFILE_FILE.
  if (process.env.PROFILE_KEEP) writeFileSync(`${profiles[0]}.window.json`, JSON.stringify(window));
  if (process.env.PROFILE_KEEP) console.info(`\nProfiles kept in ${dir}: ${profiles.map((file) => path.basename(file)).join(', ')}`);
  else rmSync(dir, { recursive: true, force: true });
}

/** Where a function lives: the package it comes from, the console's own bundles, or node itself. */
function placeOf(url: string, line = 0, column = 0): string {
  if (url === '') return '(native / V8)';
  const mapped = original(url, line, column);
  if (mapped) {
    const modules = mapped.source.lastIndexOf('node_modules/');
    if (modules < 0) return `console: ${mapped.source.split('/').slice(0, 2).join('/')}`;
    const parts = mapped.source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.startsWith('node:')) return 'node internals';
  const file = url.replace(/^file:\/\//, '');
  const modules = file.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = file.slice(modules + '/node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (file.includes('/.next/server/')) return 'console bundles (.next/server)';
  return path.relative(process.cwd(), file) || file;
}

/** The console's bundles are minified: their source maps give the original file, line and name. */
function original(url: string, line: number, column: number) {
  if (!url.includes('/.next/server/')) return undefined;
  const file = url.replace(/^file:\/\//, '');
  if (!sourceMaps.has(file)) {
    sourceMaps.set(file, existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null);
  }
  const entry = sourceMaps.get(file)?.findEntry(line, column);
  if (!entry || !('originalSource' in entry)) return undefined;
  const source = entry.originalSource.replace(/^.*?(?:\.\.\/)+/, '').replace(/^\[project\]\//, '');
  return { source, line: entry.originalLine, name: (entry as { name?: string }).name };
}

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  if (url === '') return functionName || '(anonymous)';
  const mapped = original(url, lineNumber, columnNumber);
  if (mapped) return `${mapped.name || functionName || '(anonymous)'} · ${mapped.source}:${mapped.line + 1}`;
  const file = url.startsWith('node:') ? url : `${placeOf(url)} ${path.basename(url)}`;
  return `${functionName || '(anonymous)'} · ${file}:${lineNumber + 1}:${columnNumber + 1}`;
}

/** The load's bounds in a profile, as milliseconds before its end. */
interface LoadWindow {
  fromMsBeforeEnd: number;
  toMsBeforeEnd: number;
  /** Requests answered in it, for CPU time per request. */
  requests?: number;
}

/** The load's bounds kept beside a profile, if any. */
function windowOf(file: string): LoadWindow | undefined {
  return existsSync(`${file}.window.json`) ? (JSON.parse(readFileSync(`${file}.window.json`, 'utf8')) as LoadWindow) : undefined;
}

interface Tally {
  all: number;
  idle: number;
  withConsole: number;
  self: Map<string, number>;
  total: Map<string, number>;
  places: Map<string, number>;
  requests?: number;
}

/** Self and total time by function and by place within the load's bounds. */
function tally(profile: CpuProfile, window: LoadWindow = { fromMsBeforeEnd: Number.POSITIVE_INFINITY, toMsBeforeEnd: 0 }): Tally {
  const from = profile.endTime - window.fromMsBeforeEnd * 1000;
  const to = profile.endTime - window.toMsBeforeEnd * 1000;
  const underConsole = process.env.PROFILE_UNDER === 'console';
  let at = profile.startTime;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const places = new Map<string, number>();
  let all = 0;
  let idle = 0;
  /** Samples with the console's own code anywhere on the stack: what it does and what it calls. */
  let withConsole = 0;
  const isConsole = new Map<number, boolean>();
  const consoleFrame = (nodeId: number) => {
    let known = isConsole.get(nodeId);
    if (known === undefined) {
      const { url, lineNumber, columnNumber } = byId.get(nodeId)!.callFrame;
      known = placeOf(url, lineNumber, columnNumber).startsWith('console:');
      isConsole.set(nodeId, known);
    }
    return known;
  };
  profile.samples.forEach((id, i) => {
    const micros = profile.timeDeltas[i] ?? 0;
    at += micros;
    if (at < from || at > to) return;
    const node = byId.get(id)!;
    const name = label(node);
    all += micros;
    if (node.callFrame.functionName === '(idle)') {
      idle += micros;
      return;
    }
    // Total: every function on the stack once (a recursive one is not counted twice).
    const stack: string[] = [];
    let console_ = false;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      console_ ||= consoleFrame(at);
      stack.push(label(byId.get(at)!));
    }
    if (console_) withConsole += micros;
    // PROFILE_UNDER=console: only what the console's own code does (the lines below then describe just that).
    if (underConsole && !console_) return;
    self.set(name, (self.get(name) ?? 0) + micros);
    const place = placeOf(node.callFrame.url, node.callFrame.lineNumber, node.callFrame.columnNumber);
    places.set(place, (places.get(place) ?? 0) + micros);
    for (const frame of new Set(stack)) total.set(frame, (total.get(frame) ?? 0) + micros);
  });
  return { all, idle, withConsole, self, total, places, requests: window.requests };
}

/** Function by function, the time per request of two profiles (the second's over the first's), largest gaps first. */
function compare(a: Tally, b: Tally) {
  if (!a.requests || !b.requests) throw new Error('compare needs profiles kept with their load window (PROFILE_KEEP)');
  const per = (t: Tally, micros = 0) => micros / t.requests!;
  console.info(`busy CPU per request: ${Math.round(per(a, a.all - a.idle))} → ${Math.round(per(b, b.all - b.idle))} µs`);
  for (const kind of ['self', 'total'] as const) {
    const names = new Set([...a[kind].keys(), ...b[kind].keys()]);
    const rows = [...names]
      .map((name) => ({ name, from: per(a, a[kind].get(name)), to: per(b, b[kind].get(name)) }))
      .sort((x, y) => Math.abs(y.to - y.from) - Math.abs(x.to - x.from))
      .slice(0, TOP);
    console.info(`\n${kind === 'self' ? 'Self' : 'Total'} time per request, largest differences:`);
    for (const row of rows) console.info(`  ${Math.round(row.from).toString().padStart(6)} → ${Math.round(row.to).toString().padStart(6)} µs  ${row.name}`);
  }
}

function summarise(profile: CpuProfile, window?: LoadWindow) {
  const { all, idle, withConsole, self, total, places } = tally(profile, window);
  const match = process.env.PROFILE_MATCH;
  const busy = all - idle;
  const requests = window?.requests;
  const perRequest = requests ? (micros: number) => ` ${Math.round(micros / requests).toString().padStart(5)} µs/req` : () => "";
  const pct = (micros: number) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %${perRequest(micros)}`;
  const top = (map: Map<string, number>, skip: (name: string) => boolean = () => false) =>
    [...map.entries()].filter(([name]) => !skip(name) && (!match || name.includes(match))).sort((a, b) => b[1] - a[1]).slice(0, TOP);
  console.info(`\nProfiled ${(all / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s,${perRequest(busy) || " no request count"} (shares below are of the busy time)`);
  console.info(`The console's own code on the stack (itself and what it calls synchronously): ${pct(withConsole).trim()}`);
  console.info('\nSelf time by place:');
  for (const [name, micros] of top(places)) console.info(`  ${pct(micros)}  ${name}`);
  console.info('\nSelf time by function:');
  for (const [name, micros] of top(self)) console.info(`  ${pct(micros)}  ${name}`);
  // The roots (program, event loop ticks) are on every stack and say nothing.
  const roots = new Set(['(root)', '(program)', '(garbage collector)', 'processTicksAndRejections', 'processImmediate', 'listOnTimeout']);
  console.info('\nTotal time by function (with what it calls):');
  for (const [name, micros] of top(total, (name) => roots.has(name.split(' · ')[0]))) console.info(`  ${pct(micros)}  ${name}`);
}

/** An access token of the bench upstream, for the floor, which opens no session of its own. */
async function upstreamToken(upstreamUrl: string): Promise<string> {
  const response = await fetch(`${upstreamUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', code: BENCH_CODE }),
  });
  return ((await response.json()) as { data: { session: { access_token: string } } }).data.session.access_token;
}
