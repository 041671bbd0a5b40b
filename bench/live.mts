// The bench's `live` part (issue 49, README "Live updates"): the live stream (GET /api/events) on three
// consoles behind nginx sharing a redis-server (deploy/nginx.conf, the topology of compose.yaml), with the
// seeded sandbox as the main API.
//   - 500 streams open on one instance: its resident memory per stream, and its CPU while they idle;
//   - a save through instance 1 → its event on a stream that nginx gave to instance 3: p50/p95/max;
//   - the storefront placing an order (no console involved) → its event on a stream, through the
//     upstream's change feed (GET /v1/changes): p50/max, goal 2 s;
//   - the same, as staff see it: the orders list open in Chromium (through nginx) shows "Show 1 new order"
//     after the storefront placed it: p50/p95/max, goal 2 s.
// nginx and redis-server come from Debian; without them the part says so and measures nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { openStream as openEventStream } from '../scripts/cluster-checks.mjs';
import { writeNginxConfig } from '../scripts/nginx-config.mjs';
import { percentile } from './load.mts';
import { groupRssBytes } from './memory.mts';
import { benchConsoleEnv, startNext, waitFor, which, type RunningProcess } from './servers.mts';
import { signedInContext } from './shop.mts';
import { mutationHeaders, signInWithMailbox } from './sign-in.mts';

export const LIVE_GOALS = { crossInstanceP95Ms: 500, storefrontMs: 2_000 } as const;

export interface LivePorts {
  consoles: [number, number, number];
  nginx: number;
  redis: number;
  sandbox: number;
}

export interface LiveRow {
  measure: string;
  measured: string;
  goal: string;
  met: boolean | undefined;
}

export interface LiveFigures {
  streams: number;
  idleSeconds: number;
  /** The instance's resident memory (its process group) before the streams and with them open. */
  rssBeforeBytes: number;
  rssWithStreamsBytes: number;
  rssPerStreamBytes: number;
  /** CPU seconds the instance used over the idle window, as a share of one core. */
  idleCpuShare: number;
  crossInstance: { samples: number; p50Ms: number; p95Ms: number; maxMs: number; missed: number };
  storefront: { samples: number; p50Ms: number; maxMs: number; missed: number };
  /** From the storefront's order to "Show 1 new order" on the orders list open in Chromium; a reason when not measured. */
  storefrontInBrowser: { samples: number; p50Ms: number; p95Ms: number; maxMs: number; missed: number } | { skipped: string };
  /** The machine's load averages as the part started and ended (it shares its cores). */
  loadBefore: number[];
  loadAfter: number[];
  rows: LiveRow[];
}

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 500);
const IDLE_SECONDS = Number(process.env.BENCH_LIVE_IDLE_SECONDS ?? 30);
const CROSS_SAMPLES = 60;
const STOREFRONT_SAMPLES = 10;
const BROWSER_STOREFRONT_SAMPLES = Number(process.env.BENCH_LIVE_BROWSER_ORDERS ?? 20);
const METRICS_TOKEN = 'bench-only-metrics-token-0123456789abcdef';
const FEED_TOKEN = 'bench-only-live-feed-token-0123456789';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const progress = (line: string) => console.info(`[bench live] ${line}`);

interface StreamEvent {
  event: string;
  data: { resource?: string; recordId?: string; version?: unknown; action?: string; state?: string };
  at: number;
}

/**
 * One SSE connection, parsed by the multi-instance test's reader (scripts/cluster-checks.mjs); `events` fills
 * as they come, each stamped with performance.now() as it arrives, `close()` ends it.
 */
async function openStream(url: string, cookie: string): Promise<{ status: number; events: StreamEvent[]; close: () => void }> {
  const stream = await openEventStream(url, { jar: { header: () => cookie } });
  const events: StreamEvent[] = [];
  stream.listeners.add((received) => events.push({ event: received.event, data: received.data as StreamEvent['data'], at: performance.now() }));
  return { status: stream.status, events, close: stream.close };
}

async function waitForEvent(events: StreamEvent[], match: (event: StreamEvent) => boolean, ms: number): Promise<StreamEvent | undefined> {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    const found = events.find(match);
    if (found) return found;
    await sleep(5);
  }
  return undefined;
}

async function liveStreamsOn(url: string): Promise<number> {
  const text = await (await fetch(`${url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(/^console_live_streams (\d+)/m.exec(text)?.[1] ?? 0);
}

function startDaemon(command: string, args: string[], env?: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true, env });
}

function stopDaemon(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    const kill = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    process.kill(-child.pid, 'SIGTERM');
  });
}

/** The list's button for the records a re-read would bring in: "Show 1 new order", "Show 3 new orders". */
const SHOW_NEW = /^Show [\d,]+ new orders?$/;

/**
 * Starts watching the page for the list's "Show N new orders" button and returns the reading: the page's
 * wall clock (Date.now, as this process's) when the button entered the document, or null after `ms`. A
 * MutationObserver, so the time is that of the render, not of a poll; in place once this resolves.
 */
async function watchForShowNew(page: Page, ms: number): Promise<() => Promise<number | null>> {
  // A string, not a function: tsx names the page's inner functions with a helper the page does not have.
  await page.evaluate(`(() => {
    const pattern = new RegExp(${JSON.stringify(SHOW_NEW.source)});
    const shown = () => [...document.querySelectorAll('button')].some((button) => pattern.test(button.getAttribute('aria-label') ?? ''));
    window.benchShowNew = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve(Date.now());
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        resolve(null);
      }, ${ms});
      observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    });
  })()`);
  return () => page.evaluate<number | null>('window.benchShowNew');
}

/**
 * The storefront's order as staff see it: the orders list open in Chromium through nginx (its stream on any
 * instance), each order timed from sending it to the list's "Show 1 new order"; pressing it must draw the
 * order's row at the top (newest first), which also clears the count for the next order.
 */
async function measureStorefrontInBrowser(nginxUrl: string, sandboxUrl: string, cookie: string): Promise<LiveFigures['storefrontInBrowser']> {
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) return { skipped: `no Chromium at ${executablePath}` };
  const browser = await chromium.launch({ executablePath, args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    const page = await (await signedInContext(browser, nginxUrl, cookie)).newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`${nginxUrl}/orders`);
    const table = page.getByRole('table', { name: 'Orders' });
    await table.getByRole('row').nth(1).waitFor();
    // The stream's code loads once the browser is idle after the first draw: an order before it is not news.
    await page.locator('[data-live-state="live"]').waitFor({ state: 'attached' });
    const samples: number[] = [];
    let missed = 0;
    for (let n = 0; n < BROWSER_STOREFRONT_SAMPLES; n += 1) {
      const seen = await watchForShowNew(page, 10_000);
      const sentAt = Date.now();
      const placed = await fetch(`${sandboxUrl}/__sandbox/storefront/orders`, { method: 'POST' });
      if (placed.status !== 201) throw new Error(`the storefront's order answered ${placed.status}`);
      const orderNumber = ((await placed.json()) as { data: { order_number: string } }).data.order_number;
      const at = await seen();
      if (at === null) {
        missed += 1;
        // Whatever came late is cleared with a reload, so the next order starts from a list with no count.
        await page.reload();
        await table.getByRole('row').nth(1).waitFor();
        await page.locator('[data-live-state="live"]').waitFor({ state: 'attached' });
        continue;
      }
      samples.push(at - sentAt);
      await page.getByRole('button', { name: SHOW_NEW }).click();
      await table.getByRole('row').nth(1).filter({ hasText: orderNumber }).waitFor();
      await page.getByRole('button', { name: SHOW_NEW }).waitFor({ state: 'detached' });
    }
    samples.sort((a, b) => a - b);
    return { samples: samples.length, p50Ms: percentile(samples, 50), p95Ms: percentile(samples, 95), maxMs: samples.at(-1) ?? Number.NaN, missed };
  } finally {
    await browser.close();
  }
}

/** The row of the storefront's orders on the list in Chromium. */
function browserRow(figures: LiveFigures['storefrontInBrowser']): LiveRow {
  const measure = `storefront places an order → "Show 1 new order" on the orders list open in Chromium (${BROWSER_STOREFRONT_SAMPLES} orders)`;
  if ('skipped' in figures) return { measure, measured: `not measured: ${figures.skipped}`, goal: `p95 ≤ ${ms(LIVE_GOALS.storefrontMs)}`, met: undefined };
  return {
    measure,
    measured: figures.samples ? `p50 ${ms(figures.p50Ms)}, p95 ${ms(figures.p95Ms)}, max ${ms(figures.maxMs)}${figures.missed ? `, ${figures.missed} never shown` : ''}` : `none shown within 10 s (${figures.missed} orders)`,
    goal: `p95 ≤ ${ms(LIVE_GOALS.storefrontMs)}`,
    met: figures.missed === 0 && figures.p95Ms <= LIVE_GOALS.storefrontMs,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('en-GB', { maximumFractionDigits: 1 })} MB`;
const ms = (value: number) => `${Math.round(value).toLocaleString('en-GB')} ms`;

export async function measureLive(ports: LivePorts): Promise<LiveFigures | { skipped: string }> {
  const nginx = which('nginx', '/usr/sbin/nginx');
  const redisServer = which('redis-server', '/usr/bin/redis-server');
  if (!nginx || !redisServer) return { skipped: 'nginx or redis-server is not installed' };
  const loadBefore = os.loadavg();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-bench-live-'));
  const started: RunningProcess[] = [];
  const daemons: ChildProcess[] = [];
  const open: { close: () => void }[] = [];
  try {
    daemons.push(startDaemon(redisServer, ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir]));
    const sandboxUrl = `http://127.0.0.1:${ports.sandbox}`;
    daemons.push(
      startDaemon(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', '--reset'], {
        ...process.env,
        SANDBOX_DB: path.join(dir, 'sandbox.db'),
        SANDBOX_PORT: String(ports.sandbox),
        SANDBOX_HOST: '127.0.0.1',
        SANDBOX_QUIET: '1',
        SANDBOX_LIVE_FEED_TOKEN: FEED_TOKEN,
      }),
    );
    await waitFor(`${sandboxUrl}/health`, 120_000);
    const nginxUrl = `http://127.0.0.1:${ports.nginx}`;
    const env = {
      ...benchConsoleEnv(sandboxUrl, nginxUrl),
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      TRUSTED_PROXY_HOPS: '1',
      METRICS_TOKEN,
      LIVE_FEED_TOKEN: FEED_TOKEN,
      // One bench account holds every stream: the per-user limit (6 by default) would refuse the 500.
      LIVE_MAX_STREAMS_PER_USER: String(STREAMS + 50),
      LIVE_MAX_STREAMS: String(STREAMS + 100),
    };
    const consoles = await Promise.all(ports.consoles.map((port) => startNext('.', port, env, '/api/health')));
    started.push(...consoles);
    mkdirSync(path.join(dir, 'nginx'));
    daemons.push(startDaemon(nginx, ['-c', writeNginxConfig(path.join(dir, 'nginx'), ports.nginx, ports.consoles), '-e', path.join(dir, 'nginx/error.log'), '-g', 'daemon off;']));
    await waitFor(`${nginxUrl}/api/health`, 20_000);
    const cookie = await signInWithMailbox(nginxUrl, sandboxUrl, 'admin@example.com');
    progress('three consoles, nginx, redis-server and the sandbox are up');

    // 1. Streams on instance 1: memory per stream, CPU at idle.
    const [one, , three] = consoles;
    const warm = await openStream(one.url, cookie);
    await waitForEvent(warm.events, (event) => event.event === 'state', 5_000);
    warm.close();
    await sleep(2_000);
    const rssBefore = groupRssBytes(one.groupId);
    for (let n = 0; n < STREAMS; n += 1) {
      const stream = await openStream(one.url, cookie);
      if (stream.status !== 200) throw new Error(`stream ${n + 1} of ${STREAMS} answered ${stream.status}`);
      open.push(stream);
    }
    const held = await liveStreamsOn(one.url);
    progress(`${STREAMS} streams open on instance 1 (it counts ${held}); idle for ${IDLE_SECONDS} s`);
    await sleep(3_000);
    const cpuStart = one.cpuSeconds();
    const idleStart = performance.now();
    await sleep(IDLE_SECONDS * 1000);
    const idleCpuShare = (one.cpuSeconds() - cpuStart) / ((performance.now() - idleStart) / 1000);
    const rssWithStreams = groupRssBytes(one.groupId);
    for (const stream of open.splice(0)) stream.close();

    // 2. A save through instance 1 → the event on a stream nginx gave to instance 3.
    let stream: Awaited<ReturnType<typeof openStream>> | undefined;
    for (let attempt = 0; attempt < 9 && !stream; attempt += 1) {
      const before = await liveStreamsOn(three.url);
      const candidate = await openStream(nginxUrl, cookie);
      await waitForEvent(candidate.events, (event) => event.event === 'state', 5_000);
      if ((await liveStreamsOn(three.url)) > before) stream = candidate;
      else candidate.close();
    }
    if (!stream) throw new Error('no stream through nginx landed on instance 3');
    open.push(stream);
    const headers = { ...mutationHeaders(nginxUrl), cookie };
    const list = (await (await fetch(`${one.url}/api/main/v1/products?page=1&limit=1`, { headers: { cookie } })).json()) as { data: { records: { id: number }[] } };
    const productId = list.data.records[0].id;
    const record = ((await (await fetch(`${one.url}/api/main/v1/products/${productId}`, { headers: { cookie } })).json()) as { data: Record<string, unknown> }).data;
    const { id: _id, version: _version, updated_by: _by, created_at: _created, updated_at: _updated, ...body } = record;
    const cross: number[] = [];
    let crossMissed = 0;
    for (let n = 0; n < CROSS_SAMPLES; n += 1) {
      const sentAt = performance.now();
      const saved = await fetch(`${one.url}/api/main/v1/products/${productId}`, { method: 'PUT', headers, body: JSON.stringify({ ...body, name: `${String(body.name)} ${n}` }) });
      if (!saved.ok) throw new Error(`save ${n + 1} answered ${saved.status}: ${await saved.text()}`);
      const version = ((await saved.json()) as { data: { version: number } }).data.version;
      const event = await waitForEvent(stream.events, (item) => item.event === 'change' && item.data.recordId === String(productId) && String(item.data.version) === String(version), 5_000);
      if (event) cross.push(event.at - sentAt);
      else crossMissed += 1;
      await sleep(50);
    }
    cross.sort((a, b) => a - b);
    progress(`saves on instance 1 → events on instance 3: p95 ${ms(percentile(cross, 95))}`);

    // 3. The storefront places an order → its event, through the change feed.
    const storefront: number[] = [];
    let storefrontMissed = 0;
    for (let n = 0; n < STOREFRONT_SAMPLES; n += 1) {
      const sentAt = performance.now();
      const placed = await fetch(`${sandboxUrl}/__sandbox/storefront/orders`, { method: 'POST' });
      if (placed.status !== 201) throw new Error(`the storefront's order answered ${placed.status}`);
      const orderId = String(((await placed.json()) as { data: { id: number } }).data.id);
      const event = await waitForEvent(stream.events, (item) => item.event === 'change' && item.data.resource === 'orders' && item.data.recordId === orderId, 5_000);
      if (event) storefront.push(event.at - sentAt);
      else storefrontMissed += 1;
    }
    storefront.sort((a, b) => a - b);
    progress(`storefront orders → events: ${storefront.length} of ${STOREFRONT_SAMPLES} heard`);

    // 4. The same, on the orders list open in Chromium.
    const storefrontInBrowser = await measureStorefrontInBrowser(nginxUrl, sandboxUrl, cookie);
    progress('skipped' in storefrontInBrowser ? `storefront orders in Chromium: not measured (${storefrontInBrowser.skipped})` : `storefront orders → "Show 1 new order" in Chromium: p95 ${ms(storefrontInBrowser.p95Ms)}`);

    const rssPerStream = (rssWithStreams - rssBefore) / STREAMS;
    const figures = {
      streams: STREAMS,
      idleSeconds: IDLE_SECONDS,
      rssBeforeBytes: rssBefore,
      rssWithStreamsBytes: rssWithStreams,
      rssPerStreamBytes: rssPerStream,
      idleCpuShare,
      crossInstance: { samples: cross.length, p50Ms: percentile(cross, 50), p95Ms: percentile(cross, 95), maxMs: cross.at(-1) ?? Number.NaN, missed: crossMissed },
      storefront: { samples: storefront.length, p50Ms: percentile(storefront, 50), maxMs: storefront.at(-1) ?? Number.NaN, missed: storefrontMissed },
      storefrontInBrowser,
      loadBefore,
      loadAfter: os.loadavg(),
    };
    const rows: LiveRow[] = [
      { measure: `${STREAMS} open streams on one instance: resident memory per stream`, measured: `${(rssPerStream / 1024).toLocaleString('en-GB', { maximumFractionDigits: 1 })} KB (${mb(rssBefore)} → ${mb(rssWithStreams)})`, goal: 'measured', met: undefined },
      { measure: `${STREAMS} open streams, idle ${IDLE_SECONDS} s: CPU of the instance`, measured: `${(idleCpuShare * 100).toLocaleString('en-GB', { maximumFractionDigits: 1 })} % of a core`, goal: 'measured', met: undefined },
      {
        measure: `save through instance 1 → event on a stream held by instance 3 behind nginx (${cross.length} saves)`,
        measured: `p50 ${ms(figures.crossInstance.p50Ms)}, p95 ${ms(figures.crossInstance.p95Ms)}, max ${ms(figures.crossInstance.maxMs)}${crossMissed ? `, ${crossMissed} never heard` : ''}`,
        goal: `p95 ≤ ${ms(LIVE_GOALS.crossInstanceP95Ms)}`,
        met: crossMissed === 0 && figures.crossInstance.p95Ms <= LIVE_GOALS.crossInstanceP95Ms,
      },
      {
        measure: `storefront places an order → event on a stream (${STOREFRONT_SAMPLES} orders, through GET /v1/changes)`,
        measured: storefront.length ? `p50 ${ms(figures.storefront.p50Ms)}, max ${ms(figures.storefront.maxMs)}${storefrontMissed ? `, ${storefrontMissed} never heard` : ''}` : `none heard within 5 s (${storefrontMissed} orders)`,
        goal: `≤ ${ms(LIVE_GOALS.storefrontMs)}`,
        met: storefrontMissed === 0 && figures.storefront.maxMs <= LIVE_GOALS.storefrontMs,
      },
      browserRow(storefrontInBrowser),
    ];
    return { ...figures, rows };
  } finally {
    for (const stream of open) stream.close();
    await Promise.all([...started.map((s) => s.stop()), ...daemons.map(stopDaemon)]);
    rmSync(dir, { recursive: true, force: true });
  }
}
