// `npm run bench`: measures the console's speed against its limits in one run on one machine and
// reports ratios and medians (machines here are shared and noisy, so no lone absolute time counts).
// Prints a table and writes bench/results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { measureFirstLoadJs, resolveSampleRoute } from '../e2e/support/first-load-js.ts';
import { measurePageSpeed, type PageSpeed } from './lighthouse.mts';
import { measureLoads, type LoadFigures } from './load.mts';
import { measureMiddleware, type MiddlewareFigures } from './middleware-cost.mts';
import { measurePaging, type PagingFigures } from './paging.mts';
import { measureThread, type ThreadFigures } from './thread.mts';
import { measureDashboard, type DashboardFigures } from './dashboard.mts';
import { measureFirstData, type FirstDataFigures } from './first-data.mts';
import { contextFor, startSandboxConsole } from './sandbox-console.mts';
import { benchConsoleEnv, startNext } from './servers.mts';
import { signIn as signInAt } from './sign-in.mts';
import { BENCH_CODE, pageBody, RECORD_COUNT, startBenchUpstream } from './upstream.mts';
import { EXPORT_RSS_GROWTH_BUDGET, ROUTE_BUDGETS, UPLOAD_RSS_GROWTH_BUDGET } from './budgets.mts';
import { measureExportMemory, type ExportFigures } from './export.mts';
import { measureUploadMemory, type UploadFigures } from './upload.mts';
import { measureScale, type ScaleFigures } from './scale.mts';
import { measureEquivalence, type EquivalenceFigures } from './equivalence.mts';
import { bffGoals, type BffGoal } from './bff-goals.mts';
import { measureShop, shopTableRows, type ShopFigures } from './shop.mts';
import { measureLive, type LiveFigures } from './live.mts';

/**
 * Every port moves by `BENCH_PORT_OFFSET` (default 0), so a run can share the machine with test servers
 * or another run: 700 puts the console on 3900 and the upstream on 4900.
 */
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
if (!Number.isInteger(OFFSET) || OFFSET < 0 || OFFSET > 20_000) throw new Error('BENCH_PORT_OFFSET must be a whole number from 0 to 20000');
const at = (port: number) => port + OFFSET;
const PORTS = {
  upstream: at(4200),
  console: at(3200),
  floor: at(3201),
  uploadConsole: at(3202),
  exportConsole: at(3203),
  scale: {
    bare20: at(3212),
    one20: at(3213),
    bare24: at(3204),
    one24: at(3205),
    three24: [at(3206), at(3207), at(3208)],
    nginx: at(3209),
    redis: at(6409),
  },
  /** The console started with FIRST_DATA_IN_HTML=off, beside the default one (part first-data). */
  clientFirstConsole: at(3210),
  /** The console on the seeded sandbox that first-load JS is measured on (part js). */
  jsConsole: at(3211),
  /** The console and the file-backed sandbox of the `shop` scenario (part shop). */
  shopConsole: at(3214),
  shopSandbox: at(4201),
  /** Three consoles behind nginx with Redis, and the sandbox, of the live stream's part (part live). */
  live: { consoles: [at(3215), at(3216), at(3217)] as [number, number, number], nginx: at(3218), redis: at(6410), sandbox: at(4202) },
};
const APP_URL = `http://127.0.0.1:${PORTS.console}`;
const SHORT_TTL_MS = 8_000;
const LIST_PATH = '/v1/products?page=1&limit=20';
/** `BENCH_ONLY=bff,js` runs just those parts while working on one of them; the full run is the record. */
const PARTS = ['bff', 'shop', 'live', 'scale', 'middleware', 'refresh', 'js', 'paging', 'thread', 'dashboard', 'first-data', 'lighthouse', 'upload', 'export', 'equivalence'] as const;
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim()).filter(Boolean);
const unknownPart = only?.find((part) => !(PARTS as readonly string[]).includes(part));
if (unknownPart) throw new Error(`BENCH_ONLY: unknown part "${unknownPart}"; the parts are ${PARTS.join(', ')}`);
const runs = (part: (typeof PARTS)[number]) => !only || only.includes(part);

// The upload part brings its own console and sandbox; `BENCH_ONLY=upload` starts nothing else.
const results: Partial<BenchResults> = {};
if (runs('upload')) {
  const figures = await measureUploadMemory(PORTS.uploadConsole);
  const withinBudget = figures.status === 201 && figures.growthBytes <= UPLOAD_RSS_GROWTH_BUDGET;
  results.upload = { ...figures, budgetBytes: UPLOAD_RSS_GROWTH_BUDGET, withinBudget };
  // A row over its budget fails the run.
  if (!withinBudget) process.exitCode = 1;
}
// The export part too: 10,000 orders through GET /api/export/orders.csv.
if (runs('export')) {
  const figures = await measureExportMemory(PORTS.exportConsole);
  const withinBudget = figures.status === 200 && figures.growthBytes <= EXPORT_RSS_GROWTH_BUDGET;
  results.export = { ...figures, budgetBytes: EXPORT_RSS_GROWTH_BUDGET, withinBudget };
  if (!withinBudget) process.exitCode = 1;
}
// The equivalence report's SQL, in-process: no server at all.
if (runs('equivalence')) results.equivalence = measureEquivalence();
// The shop part brings its own sandbox (the `shop` scenario, file-backed) and console.
if (runs('shop')) {
  results.shop = await measureShop({ console: PORTS.shopConsole, sandbox: PORTS.shopSandbox });
  if (results.shop.rows.some((row) => row.met === false)) process.exitCode = 1;
}
// The live part brings three consoles behind nginx, Redis and a sandbox of its own.
if (runs('live')) {
  const figures = await measureLive(PORTS.live);
  results.live = figures;
  if ('rows' in figures) {
    console.info(['| measure | measured | goal | met |', '|---|---|---|---|', ...figures.rows.map((row) => `| ${row.measure} | ${row.measured} | ${row.goal} | ${row.met === undefined ? '—' : row.met ? 'met' : '**not met**'} |`)].join('\n'));
    if (figures.rows.some((row) => row.met === false)) process.exitCode = 1;
  } else console.info(`live: not measured (${figures.skipped})`);
}
const OWN_SERVERS: readonly string[] = ['upload', 'export', 'equivalence', 'shop', 'live'];
const needsBenchConsole = PARTS.some((part) => !OWN_SERVERS.includes(part) && runs(part));

const upstream = await startBenchUpstream({ port: PORTS.upstream, ttlByEmail: { 'short@example.com': SHORT_TTL_MS } });
const consoleEnv = benchConsoleEnv(upstream.url, APP_URL);
Object.assign(process.env, consoleEnv);
const app = needsBenchConsole ? await startNext('.', PORTS.console, consoleEnv, '/api/health') : undefined;
// The floor answers its bare routes with the page the upstream serves, and proxies /api/proxy/… to the upstream.
const floorEnv = { FLOOR_BODY: pageBody(1, 20), FLOOR_UPSTREAM_URL: upstream.url };
// The framework's floor: only the BFF and scale parts compare with it.
const floor = runs('bff') || runs('scale') ? await startNext('bench/floor', PORTS.floor, floorEnv, '/api/floor') : undefined;

const signIn = (email: string) => signInAt(APP_URL, email);

async function upstreamToken(): Promise<string> {
  const response = await fetch(`${upstream.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', code: BENCH_CODE }),
  });
  return ((await response.json()) as { data: { session: { access_token: string } } }).data.session.access_token;
}

interface BenchResults {
  bff: {
    direct: LoadFigures;
    /** The floor: a bare route handler making the same upstream call with the same keep-alive client, no session. */
    proxyFloor: LoadFigures;
    /** The second reference: a bare route handler answering the same page without calling out. */
    bareHandler: LoadFigures;
    /** A catch-all floor route given the BFF's path and query (diagnostic, not budgeted). */
    bareCatchAll: LoadFigures;
    bff: LoadFigures;
    throughputBffOverBare: number;
    throughputBffOverFloor: number;
    /** BFF − direct upstream. */
    addedP50Ms: number;
    addedP99Ms: number;
    /** BFF − the proxy floor. */
    overFloorP50Ms: number;
    overFloorP99Ms: number;
    goals: BffGoal[];
  };
  /** The `shop` scenario's screens and calls against their goals (shop.mts). */
  shop: ShopFigures;
  /** The live stream: memory and idle CPU of 500 streams, cross-instance and storefront delivery (live.mts). */
  live: LiveFigures | { skipped: string };
  /** 9. Node 24 beside Node 20, and three instances behind nginx beside one. */
  scale: ScaleFigures;
  middleware: MiddlewareFigures;
  refresh: { requests: number; upstreamRefreshCalls: number; failed: number };
  firstLoadJs: Record<string, { gzipBytes: number; budget: number; withinBudget: boolean }>;
  paging: PagingFigures;
  /** 8. The 1,000-message conversation opened at its last message. */
  thread: ThreadFigures;
  /** 9. The dashboard: time to the first KPI and to the charts. */
  dashboard: DashboardFigures;
  /** 11. First data with the HTML beside first data fetched by the browser: the list's first row, the first KPI. */
  firstData: FirstDataFigures;
  lighthouse: Record<string, PageSpeed>;
  /** 7. The console's resident memory while a 150 MB video uploads through the BFF. */
  upload: UploadFigures & { budgetBytes: number; withinBudget: boolean };
  /** 8. The console's resident memory while 10,000 orders export as CSV through the BFF. */
  export: ExportFigures & { budgetBytes: number; withinBudget: boolean };
  /** 10. The GB/US equivalence report's SQL over 10,000 content items. */
  equivalence: EquivalenceFigures;
  machine: { cpu?: string; cores: number; memoryGiB: number; node: string; at: string };
}

/**
 * 1. BFF overhead (goals in bff-goals.mts): the upstream directly, the proxy floor (a bare route handler making the same
 * call with the same keep-alive client and no session), the bare handler that answers without calling out,
 * a catch-all floor route taking the BFF's path and query (diagnostic), and the real BFF, interleaved over
 * three rounds. The goals compare the BFF with the proxy floor and with the upstream directly.
 */
async function benchBff(cookie: string): Promise<BenchResults['bff']> {
  const [bffApp, bareFloor] = [app!, floor!];
  const bearer = { authorization: `Bearer ${await upstreamToken()}` };
  const { direct, proxyFloor, bare, bareCatchAll, bff } = await measureLoads({
    direct: { url: `${upstream.url}${LIST_PATH}`, headers: bearer },
    proxyFloor: { url: `${bareFloor.url}/api/proxy${LIST_PATH}`, headers: bearer, cpuSeconds: bareFloor.cpuSeconds },
    bare: { url: `${bareFloor.url}/api/floor`, cpuSeconds: bareFloor.cpuSeconds },
    bareCatchAll: { url: `${bareFloor.url}/api/floor${LIST_PATH}`, cpuSeconds: bareFloor.cpuSeconds },
    bff: { url: `${APP_URL}/api/main${LIST_PATH}`, headers: { cookie }, cpuSeconds: bffApp.cpuSeconds },
  });
  const figures = {
    addedP50Ms: bff.p50 - direct.p50,
    addedP99Ms: bff.p99 - direct.p99,
    overFloorP50Ms: bff.p50 - proxyFloor.p50,
    overFloorP99Ms: bff.p99 - proxyFloor.p99,
    throughputBffOverFloor: bff.throughput / proxyFloor.throughput,
  };
  return {
    direct,
    proxyFloor,
    bareHandler: bare,
    bareCatchAll,
    bff,
    throughputBffOverBare: bff.throughput / bare.throughput,
    ...figures,
    goals: bffGoals(figures),
  };
}

/** 3. Refresh under load: 200 requests as the access token crosses expired_at − 5 s. */
async function benchRefresh(): Promise<BenchResults['refresh']> {
  const short = await signIn('short@example.com');
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, short.expiresAt - 5_000 - Date.now() + 20)));
  upstream.resetCounts();
  const answers = await Promise.all(
    Array.from({ length: 200 }, () =>
      fetch(`${APP_URL}/api/main${LIST_PATH}`, { headers: { cookie: short.cookie } }).then((r) => r.status, () => 0),
    ),
  );
  return { requests: 200, upstreamRefreshCalls: upstream.refreshCalls(), failed: answers.filter((s) => s !== 200).length };
}

/** 11. The bench console beside a second one whose pages bring no data (FIRST_DATA_IN_HTML=off, the switch kept for this). */
async function benchFirstData(browser: Browser, cookie: string): Promise<FirstDataFigures> {
  const clientUrl = `http://127.0.0.1:${PORTS.clientFirstConsole}`;
  const clientFirst = await startNext('.', PORTS.clientFirstConsole, { ...benchConsoleEnv(upstream.url, clientUrl), FIRST_DATA_IN_HTML: 'off' }, '/api/health');
  try {
    const { cookie: clientCookie } = await signInAt(clientUrl, 'admin@example.com');
    return await measureFirstData(browser, { url: APP_URL, cookie }, { url: clientUrl, cookie: clientCookie });
  } finally {
    await clientFirst.stop();
  }
}

/**
 * 4. First-load JS per route, measured as `npm test`'s budget check measures it (e2e/bundle-budget.spec.ts):
 * on a console of the seeded sandbox, each route opened by the role that has it, counted until the
 * screen is ready.
 */
async function benchFirstLoadJs(browser: Browser): Promise<BenchResults['firstLoadJs']> {
  const measured = await startSandboxConsole(browser, PORTS.jsConsole);
  try {
    const firstLoad: BenchResults['firstLoadJs'] = {};
    for (const [path, budget] of Object.entries(ROUTE_BUDGETS)) {
      const page = await contextFor(measured, path).newPage();
      const { gzipBytes } = await measureFirstLoadJs(page, `${measured.url}${await resolveSampleRoute(page, path, measured.url)}`);
      firstLoad[path] = { gzipBytes, budget, withinBudget: gzipBytes <= budget };
      await page.close();
    }
    return firstLoad;
  } finally {
    await measured.stop();
  }
}

/** 4. First-load JS and 6. list paging, in Chromium. */
async function benchInBrowser(cookie: string, into: Partial<BenchResults>) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const [name, value] = cookie.split(/=(.*)/s);
    const signedIn = await browser.newContext();
    await signedIn.addCookies([{ name, value, url: APP_URL }]);
    if (runs('js')) into.firstLoadJs = await benchFirstLoadJs(browser);
    if (runs('paging')) into.paging = await measurePaging(await signedIn.newPage(), `${APP_URL}/products`, RECORD_COUNT);
    if (runs('thread')) into.thread = await measureThread(await signedIn.newPage(), APP_URL);
    if (runs('dashboard')) into.dashboard = await measureDashboard(await signedIn.newPage(), APP_URL);
    if (runs('first-data')) into.firstData = await benchFirstData(browser, cookie);
  } finally {
    await browser.close();
  }
}

try {
  const admin = needsBenchConsole ? await signIn('admin@example.com') : undefined;
  if (admin) await runConsoleParts(admin.cookie);
} finally {
  await Promise.all([app?.stop(), floor?.stop(), upstream.close()]);
}

async function runConsoleParts(cookie: string) {
  const admin = { cookie };
  if (runs('bff')) results.bff = await benchBff(admin.cookie);
  if (runs('scale')) {
    results.scale = await measureScale({ app: app!, floor: floor!, consoleEnv, floorEnv, cookie: admin.cookie, listPath: LIST_PATH, ports: PORTS.scale });
  }
  // 2. Middleware cost
  if (runs('middleware')) results.middleware = await measureMiddleware(admin.cookie, APP_URL);
  if (runs('refresh')) results.refresh = await benchRefresh();
  if (runs('js') || runs('paging') || runs('thread') || runs('dashboard') || runs('first-data')) await benchInBrowser(admin.cookie, results);
  // 5. Page speed
  if (runs('lighthouse')) {
    results.lighthouse = {
      '/login': await measurePageSpeed(`${APP_URL}/login`, undefined),
      '/dashboard': await measurePageSpeed(`${APP_URL}/dashboard`, admin.cookie),
      '/products': await measurePageSpeed(`${APP_URL}/products`, admin.cookie),
    };
  }
}

const machine = {
  cpu: os.cpus()[0]?.model,
  cores: os.cpus().length,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  at: new Date().toISOString(),
};
results.machine = machine;
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL(only ? './results/partial.json' : './results/latest.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
printTable({ ...results, machine });
// The shop part's table as Markdown too, ready for the README's Performance section.
if (results.shop) {
  const lines = ['| measure | measured | goal | met |', '|---|---|---|---|', ...results.shop.rows.map((row) => `| ${row.measure} | ${row.measured} | ${row.goal} | ${row.met === undefined ? '—' : row.met ? 'met' : '**not met**'} |`)];
  writeFileSync(new URL('./results/shop.md', import.meta.url), `${lines.join('\n')}\n`);
  console.info('The shop part\'s table: bench/results/shop.md');
}

function printTable(r: Partial<BenchResults> & Pick<BenchResults, 'machine'>) {
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const rows: [string, string, string][] = [];
  if (r.bff) {
    const { direct, proxyFloor, bareHandler, bareCatchAll, bff } = r.bff;
    const cpu = (figures: LoadFigures) => (figures.cpuUsPerRequest === undefined ? '' : ` · server CPU ${Math.round(figures.cpuUsPerRequest)} µs/req`);
    const load = (figures: LoadFigures) => `p50 ${ms(figures.p50)} · p99 ${ms(figures.p99)}${cpu(figures)}`;
    rows.push(
      ['BFF: direct upstream', `${Math.round(direct.throughput)} req/s`, load(direct)],
      ['BFF: proxy floor (same call, no session)', `${Math.round(proxyFloor.throughput)} req/s`, load(proxyFloor)],
      ['BFF: bare route handler, no call', `${Math.round(bareHandler.throughput)} req/s`, `${load(bareHandler)} (reference)`],
      ['BFF: bare catch-all, same query', `${Math.round(bareCatchAll.throughput)} req/s`, `${load(bareCatchAll)} (diagnostic)`],
      ['BFF: /api/main (real)', `${Math.round(bff.throughput)} req/s`, load(bff)],
      ['BFF ÷ bare handler throughput', r.bff.throughputBffOverBare.toFixed(2), '(reference, no goal)'],
    );
    for (const goal of r.bff.goals) rows.push([`BFF goal: ${goal.measure}`, goal.measured, `${goal.met ? 'met' : 'NOT MET'} (goal ${goal.goal})`]);
  }
  if (r.scale) {
    const { scale } = r;
    const rps = (figures: LoadFigures) => `${Math.round(figures.throughput)} req/s`;
    const lat = (figures: LoadFigures) => `p50 ${ms(figures.p50)} · p99 ${ms(figures.p99)}`;
    rows.push(
      [`Node 20 (${scale.node20}): bare route handler`, rps(scale.bare20), lat(scale.bare20)],
      ['Node 20: BFF, one instance', rps(scale.one20), `${lat(scale.one20)} · +${ms(scale.addedP50Ms20)} p50 over bare`],
      [`Node 24 (${scale.node24}): bare route handler`, rps(scale.bare24), lat(scale.bare24)],
      ['Node 24: BFF, one instance', rps(scale.one24), `${lat(scale.one24)} · +${ms(scale.addedP50Ms24)} p50 over bare`],
    );
    if (scale.three24) {
      rows.push([
        'Node 24: BFF, 3 behind nginx + Redis',
        rps(scale.three24),
        `${lat(scale.three24)} · ${scale.threeOverOne?.toFixed(2)}× one instance (${r.machine.cores} cores shared by all)`,
      ]);
    } else {
      rows.push(['Node 24: BFF, 3 behind nginx', 'skipped', 'nginx or redis-server is not installed']);
    }
  }
  for (const [k, v] of Object.entries(r.middleware ?? {})) rows.push([`middleware: ${k}`, `p50 ${v.toFixed(4)} ms`, 'budget ≤ 0.3 ms']);
  if (r.refresh) {
    rows.push(['refresh under 200 concurrent', `${r.refresh.upstreamRefreshCalls} upstream refresh`, `${r.refresh.failed} failed (budget 1 / 0)`]);
  }
  for (const [k, v] of Object.entries(r.firstLoadJs ?? {})) {
    rows.push([`first-load JS ${k}`, `${(v.gzipBytes / 1000).toFixed(1)} KB gzip`, `budget ${(v.budget / 1000).toFixed(0)} KB`]);
  }
  if (r.upload) {
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
    const { upload } = r;
    rows.push([
      `upload ${mb(upload.fileBytes)} video via BFF`,
      `RSS +${mb(upload.growthBytes)}`,
      `${upload.withinBudget ? '' : 'FAIL: '}peak ${mb(upload.peakRssBytes)} · ${upload.seconds.toFixed(1)} s · ${upload.status} (budget ≤ +${mb(upload.budgetBytes)})`,
    ]);
  }
  if (r.export) {
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
    const { export: figures } = r;
    rows.push([
      `export ${figures.rows} orders as CSV via BFF`,
      `RSS +${mb(figures.growthBytes)}`,
      `${figures.withinBudget ? '' : 'FAIL: '}peak ${mb(figures.peakRssBytes)} · ${mb(figures.csvBytes)} CSV · ${figures.seconds.toFixed(1)} s · ${figures.status} (budget ≤ +${mb(figures.budgetBytes)})`,
    ]);
  }
  if (r.equivalence) {
    const { equivalence: e } = r;
    rows.push([`equivalence report, ${e.items.toLocaleString('en-GB')} items, from its index`, `p50 ${ms(e.p50)}`, `p95 ${ms(e.p95)} · ${e.calls} calls, ${e.problems} problem rows (no budget)`]);
    rows.push([`equivalence report, the same calls in turns, from the items' JSON`, `p50 ${ms(e.unindexed.p50)}`, `p95 ${ms(e.unindexed.p95)} (no budget)`]);
  }
  if (r.shop) rows.push(...shopTableRows(r.shop));
  if (r.paging) rows.push(['paging next page', `p50 ${ms(r.paging.p50)}`, `p75 ${ms(r.paging.p75)} (budget p75 ≤ 200 ms)`]);
  if (r.thread) {
    rows.push(['open 1,000-message thread', `median ${ms(r.thread.openMs)}`, `longest scroll frame ${ms(r.thread.longestScrollFrameMs)} (no budget yet)`]);
  }
  if (r.dashboard) {
    rows.push(['dashboard: time to first KPI', `median ${ms(r.dashboard.firstKpiMs)}`, 'from navigation (no budget yet)']);
    rows.push(['dashboard: time to charts', `median ${ms(r.dashboard.chartsMs)}`, 'from navigation, three charts drawn (no budget yet)']);
  }
  for (const [screen, v] of Object.entries(r.firstData?.screens ?? {})) {
    rows.push([
      `first data on ${screen}: with the HTML`,
      `median ${ms(v.serverMs)}`,
      `fetched by the browser ${ms(v.clientMs)} · ${Math.round(v.gain * 100)} % faster (goal ≥ 30 %, ${r.firstData!.rounds} rounds)`,
    ]);
  }
  for (const [k, v] of Object.entries(r.lighthouse ?? {})) {
    rows.push([
      `lighthouse ${k}`,
      `score ${v.performance}`,
      `LCP ${Math.round(v.lcpMs)} ms · TBT ${Math.round(v.tbtMs)} ms · CLS ${v.cls.toFixed(3)} (budget ≥ 95)`,
    ]);
  }
  const width = Math.max(...rows.map((row) => row[0].length));
  const width2 = Math.max(...rows.map((row) => row[1].length));
  console.info(`\nBenchmark on ${r.machine.cores} × ${r.machine.cpu}, Node ${r.machine.node}\n`);
  for (const [a, b, c] of rows) console.info(`${a.padEnd(width)}  ${b.padEnd(width2)}  ${c}`);
  console.info(`\nWritten to bench/results/${only ? 'partial' : 'latest'}.json`);
}
