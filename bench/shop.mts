// The `shop` part: the console on a file-backed sandbox reset to the `shop` scenario (a mid-sized
// real shop: 200,000 orders, 20,000 content items, 5,000 files…), measured against its goals (SHOP_GOALS) in one
// run. Every list in the menu is taken from the area registry, not a hand list: its first page, a sort, a
// filter and a search, timed at the server (the BFF call the screen makes, from the bench, p75) and as a
// person sees them (click to rows in Chromium, p75), and the full page load of each list. Beside them: a
// picker's search and the equivalence report, then the file library, the dashboard's KPI cards and charts for
// periods up to two years, and last a CSV export of every order with records written while it runs (the
// part's deadline, `BENCH_SHOP_DEADLINE_SECONDS`, default 780, leaves what it cuts as not measured).
//
// `BENCH_SHOP_SCENARIO` names another scenario (e.g. `large`, to try the bench where `shop` is not there
// yet); `BENCH_SHOP_ROUNDS` (default 2) the browser rounds, `BENCH_SHOP_SAMPLES` (default 8) the server
// samples per call (`BENCH_SHOP_SERVER_SECONDS`, default 90, stops starting rounds after three).
// `BENCH_SHOP_ONLY` (below) measures some stages only, `BENCH_SHOP_LISTS` some lists; `BENCH_SHOP_RESET_SECONDS` (default 480) is how long
// the shop sandbox may take to reset on a loaded machine. The sandbox runs in a process of its own
// (`node --import tsx sandbox/main.ts`), as the real one does, so the bench's own work does not share its
// event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { cardFiguresForRole, FIGURES, type FigureName } from '../areas/dashboard/contract.ts';
import { pickerQuery } from '../components/resource/record-picker-query.ts';
import { RESOURCES } from '../areas/registry.ts';
import { listApiUrl, parseListState, resourceListMeta, sortOrderParam } from '../lib/resources/list-state.ts';
import type { ResourceMeta } from '../lib/resources/types.ts';
import { MENU } from '../lib/routes.ts';
import type { MenuEntry } from '../lib/menu.ts';
import { percentile } from './load.mts';
import { benchConsoleEnv, startNext } from './servers.mts';
import { mutationHeaders, signInWithMailbox } from './sign-in.mts';
import { groupRssBytes } from './memory.mts';

/** The goals README's Performance sets for the shop, in ms (the export's in MB). */
export const SHOP_GOALS = {
  listServerP75: 150,
  listClickP75: 300,
  pickerServerP75: 200,
  kpisP75: 500,
  chartP75: 1_000,
  fileLibraryP75: 300,
  equivalenceP75: 500,
  listPageLoadP75: 1_000,
  exportRssGrowthMb: 32,
  /** The export's rate over its last quarter, at least this share of its rate over its first. */
  exportSteadiness: 0.5,
} as const;

export interface ShopRow {
  /** What was measured ("orders: sort by total, server"). */
  measure: string;
  goal: string;
  measured: string;
  /** Undefined where nothing could be measured (the row says why). */
  met: boolean | undefined;
  /** The figure in ms (or MB, or a ratio), for bench/results. */
  value?: number;
}

export interface ShopFigures {
  scenario: string;
  /** Seconds the sandbox took to reset to the scenario and answer. */
  resetSeconds: number;
  rounds: number;
  samples: number;
  rows: ShopRow[];
  seconds: number;
}

const ROUNDS = Number(process.env.BENCH_SHOP_ROUNDS ?? 2);
const SAMPLES = Number(process.env.BENCH_SHOP_SAMPLES ?? 8);
/** No server round starts after this many seconds once three are done (`BENCH_SHOP_SERVER_SECONDS`). */
const SERVER_BUDGET_SECONDS = Number(process.env.BENCH_SHOP_SERVER_SECONDS ?? 90);
const SCENARIO = process.env.BENCH_SHOP_SCENARIO ?? 'shop';
/** How long the sandbox may take to reset and answer (`BENCH_SHOP_RESET_SECONDS`): its start under tsx included. */
const RESET_SECONDS = Number(process.env.BENCH_SHOP_RESET_SECONDS ?? 480);
/**
 * `BENCH_SHOP_ONLY=dashboard` (or `lists`, `library`, `export`, comma-separated) measures only those stages,
 * so a change to one is measured without the half hour the whole part takes on a loaded machine; unset, all.
 */
const SHOP_STAGES = ['lists', 'library', 'dashboard', 'export'] as const;
const ONLY = new Set((process.env.BENCH_SHOP_ONLY ?? SHOP_STAGES.join(',')).split(',').map((stage) => stage.trim()));
for (const stage of ONLY) if (!(SHOP_STAGES as readonly string[]).includes(stage)) throw new Error(`BENCH_SHOP_ONLY: ${stage} is none of ${SHOP_STAGES.join(', ')}`);
const stageOn = (stage: (typeof SHOP_STAGES)[number]) => ONLY.has(stage);
/** `BENCH_SHOP_LISTS=/orders,/content` takes only those lists in the lists stage (their paths); unset, every list in the menu. */
const LISTS_ONLY = process.env.BENCH_SHOP_LISTS ? new Set(process.env.BENCH_SHOP_LISTS.split(',').map((path) => path.trim())) : undefined;
/**
 * The part stops asking after this many seconds from its start (`BENCH_SHOP_DEADLINE_SECONDS`): a sandbox that
 * answers one call at a time is held by a call that takes minutes, so what is left is reported as not
 * measured instead of the part running on for half an hour.
 */
const DEADLINE_SECONDS = Number(process.env.BENCH_SHOP_DEADLINE_SECONDS ?? 780);
const NOT_MEASURED = 'not measured: the part ran out of time behind a slow call';
/** Beyond this a sample counts as it stands and the call is not asked again: a miss by far is clear enough. */
const SLOW_MS = 2_000;
const CLICK_TIMEOUT_MS = 15_000;
const DAY = 86_400_000;
/** Every picker of the forms, from the registry's collection fields: `resource labelField` → labelField. */
const PICKERS = new Map<string, string>();
for (const meta of Object.values(RESOURCES) as ResourceMeta[]) {
  for (const field of meta.fields) if (field.type === 'collection') PICKERS.set(`${field.resource} ${field.labelField}`, field.labelField);
}

/** From when the shop's sandbox and console are up: the reset's own time (minutes on a loaded machine) is not the part's measuring time. */
let partStartedAt = performance.now();
const secondsLeft = () => DEADLINE_SECONDS - (performance.now() - partStartedAt) / 1000;
const progress = (what: string) => console.info(`[shop ${Math.round((performance.now() - partStartedAt) / 1000)} s] ${what}`);

// ---------------------------------------------------------------- servers

interface Sandbox {
  url: string;
  dbPath: string;
  stop: () => Promise<void>;
}

/**
 * The sandbox CLI on a fresh database file, reset to the scenario; ready when it answers. `BENCH_SHOP_DB` names
 * a database already generated (`scripts/shop-lists.mts --reset`): a copy of it is served instead, sparing the
 * reset's minutes on a loaded machine (the row of the reset then gives the copy's time).
 */
async function startShopSandbox(port: number): Promise<Sandbox & { resetSeconds: number }> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-shop-'));
  const dbPath = join(folder, 'sandbox.db');
  const startedAt = performance.now();
  const given = process.env.BENCH_SHOP_DB;
  if (given) {
    copyFileSync(given, dbPath);
    if (existsSync(`${given}.files`)) cpSync(`${given}.files`, `${dbPath}.files`, { recursive: true });
  }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', ...(given ? [] : ['--scenario', SCENARIO])], {
    env: { ...process.env, SANDBOX_DB: dbPath, SANDBOX_PORT: String(port), SANDBOX_HOST: '127.0.0.1', SANDBOX_QUIET: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? 1));
  const url = `http://127.0.0.1:${port}`;
  // A sandbox busy with one long call hears SIGTERM only when it is done: after 5 s it is killed.
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.pid === undefined) return resolve();
      const pid = child.pid;
      const kill = setTimeout(() => process.kill(-pid, 'SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      process.kill(-pid, 'SIGTERM');
    }).then(() => rmSync(folder, { recursive: true, force: true }));
  // The reset writes ~1.3 GB: 40 s on a quiet machine, over 3 minutes at a load average of 20.
  const deadline = Date.now() + RESET_SECONDS * 1000;
  for (;;) {
    if (exited !== null) {
      await stop();
      throw new Error(`the sandbox stopped (exit ${exited}) before answering: is "${SCENARIO}" a scenario (sandbox/scenarios.ts)? BENCH_SHOP_SCENARIO names another`);
    }
    try {
      if ((await fetch(`${url}/v1/auth/me`)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the ${SCENARIO} sandbox did not answer within ${RESET_SECONDS} s (BENCH_SHOP_RESET_SECONDS)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, dbPath, stop, resetSeconds: (performance.now() - startedAt) / 1000 };
}

// ---------------------------------------------------------------- server times

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** One GET through the console's BFF, timed to the answer's last byte; the body as text. */
function timedGet(url: string, cookie: string): Promise<{ ms: number; status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const call = request(url, { agent, headers: { cookie, accept: 'application/json' } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ ms: performance.now() - started, status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    call.on('error', reject);
    // Never past the part's deadline: the sandbox may be held by another call for minutes.
    call.setTimeout(Math.ceil(Math.max(1, secondsLeft()) * 1000), () => call.destroy(new Error(NOT_MEASURED)));
    call.end();
  });
}

/** A call measured at the server: several samples taken in turns with the other calls. */
interface ServerCall {
  key: string;
  /** Every URL is asked together and the sample is the slowest (the dashboard's cards load at once). */
  urls: string[];
  cookie: string;
  samples: number[];
  failures: string[];
}

/**
 * Takes `samples` rounds over the calls, each call once a round; after three rounds no further round starts
 * once `budgetSeconds` have passed (slow paths on a loaded machine would otherwise keep the part going for
 * many minutes: the row then says how many samples it has).
 */
type Labelled = ServerCall & { label: string };

async function sampleInTurns(calls: ServerCall[], samples: number, budgetSeconds: number, keepSeconds = 0): Promise<number> {
  const startedAt = performance.now();
  let round = 0;
  for (; round < samples; round += 1) {
    // After three rounds, none starts past the budget or into the time kept for the parts after this one.
    if (round >= 3 && (performance.now() - startedAt > budgetSeconds * 1000 || secondsLeft() <= keepSeconds)) break;
    for (const call of calls) {
      // A call far over its goal, or failing, is not asked again: the miss is clear, and on a sandbox that
      // answers one call at a time it would hold up the others' samples.
      if (call.samples.some((sample) => sample > SLOW_MS) || call.failures.length > 0) continue;
      if (secondsLeft() <= 0) return round;
      const answers = await Promise.all(call.urls.map((url) => timedGet(url, call.cookie).catch((error: unknown) => ({ ms: Number.NaN, status: 0, body: String(error) }))));
      const failed = answers.find((answer) => answer.status !== 200);
      if (failed?.body.includes(NOT_MEASURED)) return round;
      if (failed) call.failures.push(`${failed.status} ${failed.body.slice(0, 120)}`);
      else call.samples.push(Math.max(...answers.map((answer) => answer.ms)));
    }
  }
  return round;
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-GB')} ms`;

function rowOf(measure: string, goalMs: number, samples: readonly number[], failures: readonly string[], what = 'p75'): ShopRow {
  const goal = `${what} ≤ ${ms(goalMs)}`;
  if (samples.length === 0 && failures.length === 0) return { measure, goal, measured: NOT_MEASURED, met: undefined };
  if (samples.length === 0) return { measure, goal, measured: `failed: ${failures[0]}`, met: false };
  const sorted = [...samples].sort((a, b) => a - b);
  const value = percentile(sorted, 75);
  const note = failures.length > 0 ? ` (${failures.length} failed: ${failures[0]})` : sorted.length < SAMPLES && what === 'p75' ? ` (${sorted.length} samples)` : '';
  return { measure, goal, measured: `${what} ${ms(value)}${note}`, met: value <= goalMs && failures.length === 0, value };
}

// ---------------------------------------------------------------- the lists

interface ListPlan {
  meta: ResourceMeta;
  role: 'admin' | 'editor';
  /** The list's URL query for each measured view, as the screen writes it. */
  views: { kind: 'first page' | 'sort' | 'filter' | 'search'; what: string; query: URLSearchParams }[];
  /** The planning call for the first page, when it was far over its goal or failed: it counts, and is not asked again. */
  slowFirst?: { ms: number; status: number; body: string };
  /** The column heading clicked to sort, the filter's label and value, the search text. */
  sortLabel?: string;
  filter?: { label: string; value: string };
  search?: string;
}

/** Every href of the menu. */
function menuHrefs(entries: readonly MenuEntry[]): Set<string> {
  const hrefs = new Set<string>();
  for (const entry of entries) {
    if (entry.href) hrefs.add(entry.href);
    if (entry.children) for (const href of menuHrefs(entry.children)) hrefs.add(href);
  }
  return hrefs;
}

/** Every list in the menu, from the area registry: its views, and a search text read from its own first row. */
async function planLists(appUrl: string, cookies: Record<'admin' | 'editor', string>, metas: readonly ResourceMeta[]): Promise<ListPlan[]> {
  const plans: ListPlan[] = [];
  for (const meta of metas) {
    if (secondsLeft() <= 0) break;
    const role = meta.roles.includes('admin') ? 'admin' : 'editor';
    const listMeta = resourceListMeta(meta);
    const plan: ListPlan = { meta, role, views: [{ kind: 'first page', what: 'first page', query: new URLSearchParams() }] };
    const sortColumn = meta.columns.find((column) => column.sortable && column.field !== meta.defaultSort.field);
    if (sortColumn) {
      plan.sortLabel = sortColumn.label;
      plan.views.push({ kind: 'sort', what: `sort by ${sortColumn.label.toLowerCase()}`, query: new URLSearchParams({ sort: sortColumn.field, [sortOrderParam(listMeta)]: 'asc' }) });
    }
    const filter = meta.filters.find((candidate) => candidate.options.length > 0);
    if (filter) {
      plan.filter = { label: filter.label, value: String(filter.options[0].value) };
      plan.views.push({ kind: 'filter', what: `${filter.label.toLowerCase()} ${filter.options[0].label}`, query: new URLSearchParams({ [filter.field]: plan.filter.value }) });
    }
    const first = await timedGet(`${appUrl}${listApiUrl(meta.resource, parseListState(new URLSearchParams(), listMeta))}`, cookies[role]).catch((error: unknown) => ({
      ms: Number.NaN,
      status: 0,
      body: String(error),
    }));
    if (first.status !== 200 || first.ms > SLOW_MS) plan.slowFirst = first;
    const record = first.status === 200 ? ((JSON.parse(first.body) as { data: { records: Record<string, unknown>[] } }).data.records[0] ?? {}) : {};
    const text = meta.searchFields.map((field) => record[field]).find((value) => typeof value === 'string' && value.trim() !== '') as string | undefined;
    const word = text?.split(/\s+/).find((part) => part.length >= 3) ?? text?.trim();
    if (word) {
      plan.search = word.slice(0, 40);
      plan.views.push({ kind: 'search', what: `search "${plan.search}"`, query: new URLSearchParams({ search: plan.search }) });
    }
    plans.push(plan);
  }
  return plans;
}

const apiUrlOf = (appUrl: string, plan: ListPlan, query: URLSearchParams) =>
  `${appUrl}${listApiUrl(plan.meta.resource, parseListState(query, resourceListMeta(plan.meta)))}`;

// ---------------------------------------------------------------- click to rows, in the page

// Passed as source text: the bundler that runs this file would wrap named functions in a helper the page
// does not have (bench/paging.mts). The list's table is ready when it is not busy, shows no skeleton and
// has rows, or says under it that none were found (Chakra's EmptyState: a filter's first choice can match
// nothing, and that answer was never taken for one). The file library draws a grid of tiles instead (a list
// marked busy while it loads, skeleton tiles first, areas/files/files-screen.tsx), or an empty state: ready
// on its tiles, or on the empty state.
const READY = `(() => {
  const isEmptyState = () => document.querySelector('[class*="chakra-empty-state"], [data-scope="empty-state"]') !== null;
  const table = document.querySelector('table[aria-label]') ?? document.querySelector('table');
  if (!table) {
    const grid = document.querySelector('main ul[aria-busy], [role="main"] ul[aria-busy]') ?? document.querySelector('ul[aria-busy]:not(nav ul)');
    if (!grid) return isEmptyState();
    if (grid.getAttribute('aria-busy') === 'true' || grid.querySelector('[data-testid="skeleton-tile"]')) return false;
    return grid.querySelectorAll(':scope > li').length > 0;
  }
  if (table.getAttribute('aria-busy') === 'true') return false;
  if (table.querySelector('.chakra-skeleton, [data-scope="skeleton"]')) return false;
  return table.querySelectorAll('tbody tr').length > 0 || isEmptyState();
})()`;

/**
 * Set in the page just before the bench acts (a Playwright click, select or key): the time and address, and
 * a watch, frame by frame, for the address to change (or be `pathname`) and the rows to be ready. The time
 * starts at the act's first input event in the page (pointer or key down, input, change, focus leaving),
 * so Playwright's own driving is not counted: its checks before a select's change, and its waits after,
 * took up to a second on a page just drawn, and the rows, ready meanwhile, were only seen once it returned.
 */
function markFor(pathname?: string): string {
  return `(() => {
    const mark = { started: performance.now(), before: location.href, readyAt: -1 };
    window.__benchMark = mark;
    const types = ['pointerdown', 'mousedown', 'keydown', 'input', 'change', 'focusout'];
    const onInput = (event) => {
      mark.started = event.timeStamp;
      for (const type of types) removeEventListener(type, onInput, true);
    };
    for (const type of types) addEventListener(type, onInput, true);
    const giveUp = mark.started + ${CLICK_TIMEOUT_MS};
    const check = () => {
      if (window.__benchMark !== mark) return;
      // A menu link's list may be open already under another address (its search, from the last round).
      const moved = location.href !== mark.before${pathname ? ` && location.pathname === ${JSON.stringify(pathname)}` : ''};
      if (moved && ${READY}) return void (mark.readyAt = performance.now());
      if (performance.now() < giveUp) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })()`;
}

/** Resolves with the ms from the act's first input event until the rows were ready (-1: not within the time allowed). */
const WAIT_FROM_MARK = `new Promise((resolve) => {
  const mark = window.__benchMark;
  const giveUp = performance.now() + ${CLICK_TIMEOUT_MS};
  const check = () => {
    if (mark.readyAt >= 0) return resolve(mark.readyAt - mark.started);
    if (performance.now() > giveUp) return resolve(-1);
    requestAnimationFrame(check);
  };
  check();
})`;

/**
 * The page's time when its rows are first ready (-1 after 30 s), watched frame by frame. Evaluated as source
 * text through the protocol: Playwright's waitForFunction builds its check with eval inside the page, which
 * the console's CSP refuses, so on some screens every wait failed at once and the bench read a page that had
 * no rows yet (three lists' page loads were never measured).
 */
async function rowsReadyAt(page: Page): Promise<number> {
  return (await page.evaluate(`new Promise((resolve) => {
    const giveUp = performance.now() + 30000;
    const check = () => {
      if (${READY}) return resolve(performance.now());
      if (performance.now() > giveUp) return resolve(-1);
      requestAnimationFrame(check);
    };
    check();
  })`)) as number;
}

async function waitForRows(page: Page): Promise<void> {
  if ((await rowsReadyAt(page)) < 0) throw new Error('no rows within 30 s');
}

interface BrowserSamples {
  click: Map<string, number[]>;
  clickFailures: Map<string, string[]>;
  pageLoad: Map<string, number[]>;
}

const push = <V,>(map: Map<string, V[]>, key: string, value: V) => map.set(key, [...(map.get(key) ?? []), value]);

/**
 * Marks the page, acts through Playwright as a person would, and reads from the page the time from the
 * act's first input event to the new rows.
 */
async function timeClick(page: Page, into: BrowserSamples, key: string, act: () => Promise<unknown>, pathname?: string) {
  const elapsed = (await page
    .evaluate(markFor(pathname))
    .then(act)
    .then(() => page.evaluate(WAIT_FROM_MARK))
    .catch((error: unknown) => {
    push(into.clickFailures, key, String(error).split('\n')[0]);
    return null;
  })) as number | null;
  if (elapsed === null) return;
  if (elapsed < 0) push(into.clickFailures, key, `no rows within ${CLICK_TIMEOUT_MS / 1000} s`);
  else push(into.click, key, elapsed);
}

/**
 * Waits (up to 5 s) until React has hydrated `target`, so what the bench does to it is heard: a list whose
 * rows came with its HTML is "ready" before its controls answer, and a select changed before then changed
 * nothing until hydration caught up, which the time to rows then included. A person meets that wait only
 * when acting within the first moments of a page load; the sort already waited for its heading's button,
 * which is drawn as the page hydrates.
 */
async function hydrated(target: Locator): Promise<boolean> {
  const until = Date.now() + 5_000;
  while (Date.now() < until) {
    const ready = await target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))).catch(() => false);
    if (ready) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

/** The label of the menu group holding `href`, when it is in one (its links are drawn once it is opened). */
function menuGroupOf(href: string, entries: readonly MenuEntry[] = MENU): string | undefined {
  for (const entry of entries) if (entry.children?.some((child) => child.href === href)) return entry.label;
  return undefined;
}

/** One round over every list in one role's page: menu click, sort, filter, search, and a full page load. */
async function browseList(page: Page, appUrl: string, plan: ListPlan, into: BrowserSamples) {
  const name = plan.meta.basePath;
  // First page: from the page shown (the previous list, or the account screen /me), the menu's link, its
  // group opened first (not timed) when the link is not drawn yet.
  const link = page.locator(`nav a[href="${name}"]`).first();
  const group = menuGroupOf(name);
  if (!(await link.isVisible()) && group) await page.locator('nav').getByRole('button', { name: group, exact: true }).first().click().catch(() => undefined);
  if (await link.isVisible()) {
    await timeClick(page, into, `${name} first page`, () => link.click(), name);
  } else {
    push(into.clickFailures, `${name} first page`, 'no menu link on the page');
  }
  // Full page load: navigation start to rows ready, read in the page itself.
  await page.goto(`${appUrl}${name}`);
  const loaded = await rowsReadyAt(page);
  if (loaded >= 0) push(into.pageLoad, name, loaded);
  if (plan.sortLabel) {
    const heading = page.locator('th[aria-sort]').filter({ hasText: plan.sortLabel }).first().getByRole('button');
    // Waited for: a page whose rows came with its HTML draws the heading's button as it hydrates. The file
    // library opens on its grid, which has no column headings: it is sorted in its list view (`?view=list`).
    const hasHeading = () => heading.waitFor({ timeout: 5_000 }).then(() => true, () => false);
    let found = await hasHeading();
    if (!found) {
      await page.goto(`${appUrl}${name}?view=list`);
      await waitForRows(page).catch(() => undefined);
      found = await hasHeading();
    }
    if (found) await timeClick(page, into, `${name} sort`, () => heading.click());
    else push(into.clickFailures, `${name} sort`, 'no column heading to sort by, in the first view or the list view');
  }
  if (plan.filter) {
    await page.goto(`${appUrl}${name}`);
    await waitForRows(page).catch(() => undefined);
    const select = page.getByLabel(plan.filter.label, { exact: true }).first();
    await hydrated(select);
    await timeClick(page, into, `${name} filter`, () => select.selectOption(plan.filter!.value));
  }
  if (plan.search) {
    await page.goto(`${appUrl}${name}`);
    await waitForRows(page).catch(() => undefined);
    const box = page.getByLabel('Search', { exact: true }).first();
    await hydrated(box);
    // Typed, then committed at once by leaving the box, without waiting out the typing pause.
    await box.fill(plan.search);
    await timeClick(page, into, `${name} search`, () => box.evaluate((element) => (element as HTMLInputElement).blur()));
  }
}

export async function signedInContext(browser: Browser, appUrl: string, cookie: string): Promise<BrowserContext> {
  const [name, value] = cookie.split(/=(.*)/s);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name, value, url: appUrl }]);
  return context;
}

// ---------------------------------------------------------------- the export

interface ExportResult {
  rows: number;
  bytes: number;
  seconds: number;
  growthBytes: number;
  /** How much of that came after the first quarter of the download: what grows with the file, not the working set. */
  lateGrowthBytes: number;
  steadiness: number;
  rowsPerSecond: number;
  missing: number;
  duplicated: number;
  written: { inserted: number; stepped: number; notes: string[] };
  status: number;
}

/**
 * Every order as CSV through the console, while the console's memory is sampled and records are written:
 * new orders placed (rows straight into the sandbox's database, as the storefront would) and awaiting ones
 * marked placed through the BFF (a staff step). Every order that existed before must be in the file once.
 */
async function measureExport(appUrl: string, cookie: string, sandbox: Sandbox, groupId: number): Promise<ExportResult> {
  const totalOf = async (query: string) =>
    ((JSON.parse((await timedGet(`${appUrl}/api/main/v1/orders?page=1&limit=5${query}`, cookie)).body) as { data: { total: number; records: { id: number }[] } }).data);
  // Warm the route, then take the baseline.
  await (await fetch(`${appUrl}/api/export/orders.csv?status=cancelled`, { headers: { cookie }, signal: AbortSignal.timeout(Math.ceil(Math.max(1, secondsLeft()) * 1000)) })).arrayBuffer();
  const before = (await totalOf('')).total;
  const awaiting = (await timedGet(`${appUrl}/api/main/v1/orders?page=1&limit=100&status=awaiting`, cookie)).body;
  const toStep = ((JSON.parse(awaiting) as { data?: { records?: { id: number }[] } }).data?.records ?? []).map((record) => record.id);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const baseline = groupRssBytes(groupId);
  let peak = baseline;
  const memory: { at: number; rss: number }[] = [];
  const sampler = setInterval(() => {
    const rss = groupRssBytes(groupId);
    peak = Math.max(peak, rss);
    memory.push({ at: performance.now(), rss });
  }, 25);

  const written = { inserted: 0, stepped: 0, notes: [] as string[] };
  let exporting = true;
  // The writer: a placed order and a staff step every 100 ms while the file downloads.
  const writer = (async () => {
    let store: { insert: (resource: string, data: Record<string, unknown>) => unknown; close: () => void } | undefined;
    let template: Record<string, unknown> | undefined;
    try {
      const [{ openDatabase }, { createCatalogueStore }] = await Promise.all([import('../sandbox/db.ts'), import('../sandbox/catalogue-store.ts')]);
      const db = openDatabase(sandbox.dbPath);
      const catalogue = createCatalogueStore(db);
      const latest = (await totalOf('')).records[0];
      const found = latest ? await timedGet(`${appUrl}/api/main/v1/orders/${latest.id}`, cookie) : undefined;
      template = found?.status === 200 ? (JSON.parse(found.body) as { data: Record<string, unknown> }).data : undefined;
      store = { insert: (resource, data) => catalogue.insert(resource, data), close: () => db.close() };
    } catch (error) {
      written.notes.push(`no orders placed: ${String(error).split('\n')[0]}`);
    }
    let n = 0;
    while (exporting) {
      n += 1;
      if (store && template) {
        try {
          const { id: _id, version: _version, ...rest } = template;
          store.insert('orders', { ...rest, order_number: `BENCH-${String(n).padStart(6, '0')}`, created_at: new Date().toISOString(), updated_at: new Date().toISOString() });
          written.inserted += 1;
        } catch (error) {
          if (written.notes.length < 3) written.notes.push(`a placed order failed: ${String(error).split('\n')[0]}`);
        }
      }
      const id = toStep.shift();
      if (id !== undefined) {
        const answer = await fetch(`${appUrl}/api/main/v1/orders/${id}/status`, {
          method: 'POST',
          headers: { ...mutationHeaders(appUrl), cookie },
          body: JSON.stringify({ from: 'awaiting', to: 'placed' }),
        }).catch(() => undefined);
        if (answer?.ok) written.stepped += 1;
        else if (written.notes.length < 3) written.notes.push(`a step answered ${answer?.status ?? 'nothing'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    store?.close();
  })();

  // The download, counting order numbers (the first column) without keeping the file.
  const seen = new Map<string, number>();
  const windows: { at: number; bytes: number }[] = [];
  const startedAt = performance.now();
  let bytes = 0;
  let status = 0;
  try {
    const response = await fetch(`${appUrl}/api/export/orders.csv`, { headers: { cookie }, signal: AbortSignal.timeout(Math.ceil(Math.max(1, secondsLeft()) * 1000)) });
    status = response.status;
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let carry = '';
    let header = true;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += Buffer.byteLength(value);
      windows.push({ at: performance.now() - startedAt, bytes });
      const lines = (carry + value).split('\n');
      carry = lines.pop() ?? '';
      for (const line of lines) {
        if (header) {
          header = false;
          continue;
        }
        // The order number has no comma or quote in it: the first field as written.
        const number = line.slice(0, line.indexOf(',')).replace(/^"|"$/g, '');
        if (number) seen.set(number, (seen.get(number) ?? 0) + 1);
      }
    }
  } finally {
    exporting = false;
    clearInterval(sampler);
    await writer;
  }
  const seconds = (performance.now() - startedAt) / 1000;
  peak = Math.max(peak, groupRssBytes(groupId));
  // Steadiness: the rate over the last quarter of the time against the rate over the first quarter.
  const bytesAt = (t: number) => windows.findLast((window) => window.at <= t)?.bytes ?? 0;
  const quarter = (seconds * 1000) / 4;
  const firstRate = bytesAt(quarter) / quarter;
  const lastRate = (bytes - bytesAt(3 * quarter)) / quarter;
  let existing = 0;
  let duplicated = 0;
  for (const [number, count] of seen) {
    if (number.startsWith('BENCH-')) continue;
    existing += 1;
    if (count > 1) duplicated += 1;
  }
  const rows = [...seen.values()].reduce((sum, count) => sum + count, 0);
  return {
    rows,
    bytes,
    seconds,
    growthBytes: peak - baseline,
    lateGrowthBytes: Math.max(0, peak - memory.filter((sample) => sample.at - startedAt <= quarter).reduce((most, sample) => Math.max(most, sample.rss), baseline)),
    steadiness: firstRate > 0 ? lastRate / firstRate : 0,
    rowsPerSecond: rows / seconds,
    missing: Math.max(0, before - existing),
    duplicated,
    written,
    status,
  };
}

// ---------------------------------------------------------------- the part

export async function measureShop(ports: { console: number; sandbox: number }): Promise<ShopFigures> {
  const startedAt = performance.now();
  const sandbox = await startShopSandbox(ports.sandbox);
  progress(`sandbox reset to ${SCENARIO} and ready in ${sandbox.resetSeconds.toFixed(1)} s`);
  const appUrl = `http://127.0.0.1:${ports.console}`;
  const app = await startNext('.', ports.console, benchConsoleEnv(sandbox.url, appUrl), '/api/health').catch(async (error: unknown) => {
    await sandbox.stop();
    throw error;
  });
  partStartedAt = performance.now();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const cookies = {
      admin: await signInWithMailbox(appUrl, sandbox.url, 'admin@example.com'),
      editor: await signInWithMailbox(appUrl, sandbox.url, 'editor@example.com'),
    };
    const rows: ShopRow[] = [];
    const today = Date.now();
    const day = (offset: number) => new Date(today - offset * DAY).toISOString().slice(0, 10);
    const periods: [string, number][] = [['7 days', 7], ['30 days', 30], ['90 days', 90], ['1 year', 365], ['2 years', 730]];
    const charts = (FIGURES as readonly FigureName[]).filter((figure) => !cardFiguresForRole('admin').includes(figure));
    const figureUrl = (figure: FigureName, days: number) => `${appUrl}/api/main/v1/dashboard/${figure}?${new URLSearchParams({ region: 'all', from: day(days - 1), to: day(0) })}`;
    const call = (key: string, label: string, urls: string[], cookie = cookies.admin): Labelled => ({ key, label, urls, cookie, samples: [], failures: [] });
    const kpiCalls = periods.map(([label, days]) =>
      call(`kpis ${label}`, `dashboard KPI cards (${cardFiguresForRole('admin').length} at once), ${label}`, cardFiguresForRole('admin').map((figure) => figureUrl(figure, days))),
    );
    const chartCalls = periods.flatMap(([label, days]) => charts.map((figure) => call(`chart ${figure} ${label}`, `dashboard chart ${figure}, ${label}`, [figureUrl(figure, days)])));
    const reportCalls = [
      call('report', 'equivalence report, every problem', [`${appUrl}/api/main/v1/content/equivalence?page=1&limit=20`]),
      call('report drift', 'equivalence report, drift, GB', [`${appUrl}/api/main/v1/content/equivalence?page=1&limit=20&problem=drift&region=gb`]),
    ];
    const libraryCalls = [
      call('library', 'file library, first page', [`${appUrl}/api/main/v1/files?page=1&limit=12&sort=created_at&order=desc`]),
      call('library images', 'file library, images', [`${appUrl}/api/main/v1/files?page=1&limit=12&sort=created_at&order=desc&kind=image`]),
    ];

    /**
     * Every list of `metas` at the server and in the browser, with `extra` calls sampled in the same turns;
     * the rows of the lists, their pickers and then of `extra` are added to `rows`.
     */
    const measureLists = async (metas: readonly ResourceMeta[], extra: readonly { calls: Labelled[]; goalMs: number }[], keepSeconds: number) => {
      const plans = await planLists(appUrl, cookies, metas);
      for (const meta of metas.slice(plans.length)) rows.push({ measure: `${meta.label} (${meta.basePath}): every view`, goal: 'as the others', measured: NOT_MEASURED, met: undefined });
      const listCalls = plans.flatMap((plan) =>
        plan.views.map((view) => call(`${plan.meta.basePath} ${view.kind}`, `${plan.meta.label} (${plan.meta.basePath}): ${view.what}`, [apiUrlOf(appUrl, plan, view.query)], cookies[plan.role])),
      );
      // Every picker the forms have (their collection fields), each once per resource and label: its own call, 8 matches.
      const pickerCalls = [...PICKERS.entries()].flatMap(([key, labelField]) => {
        const resource = key.split(' ')[0];
        const plan = plans.find((candidate) => candidate.meta.resource === resource);
        if (!plan?.search) return [];
        // The console's own rule (components/resource/record-picker-query.ts): nothing picked yet, so 8 asked for.
        const params = pickerQuery({ resource, labelField, excludedCount: 0, search: plan.search });
        const order = params.has('sort') ? `A to Z by ${labelField}` : 'in the list\'s order';
        return [call(`picker ${key}`, `picker search of ${plan.meta.label.toLowerCase()} ${order} "${plan.search}"`, [`${appUrl}/api/main/v1/${resource}?${params}`], cookies[plan.role])];
      });
      for (const plan of plans) {
        const first = listCalls.find((candidate) => candidate.key === `${plan.meta.basePath} first page`)!;
        const slow = plan.slowFirst;
        if (slow?.status === 200) first.samples.push(slow.ms);
        else if (slow) first.failures.push(`${slow.status} ${slow.body.slice(0, 120)}`);
      }
      const serverCalls: Labelled[] = [...listCalls, ...pickerCalls, ...extra.flatMap((group) => group.calls)];
      progress(`${plans.length} lists; ${serverCalls.length} calls × up to ${SAMPLES} samples at the server`);
      const serverRounds = await sampleInTurns(serverCalls, SAMPLES, SERVER_BUDGET_SECONDS, keepSeconds);
      progress(`server times taken in ${serverRounds} rounds; ${ROUNDS} browser rounds`);

      // In the browser: every list, each round in the menu's order, the admin's lists then the editor's.
      const browserSamples: BrowserSamples = { click: new Map(), clickFailures: new Map(), pageLoad: new Map() };
      // Rounds outermost, so every list has its first round before any has a second; a later round stops
      // where the time kept for the parts after this one begins.
      const pages = new Map<'admin' | 'editor', { context: BrowserContext; page: Page }>();
      for (const role of ['admin', 'editor'] as const) {
        if (!plans.some((plan) => plan.role === role)) continue;
        const context = await signedInContext(browser, appUrl, cookies[role]);
        const page = await context.newPage();
        page.setDefaultTimeout(20_000);
        await page.goto(`${appUrl}/me`).catch(() => undefined);
        pages.set(role, { context, page });
      }
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const plan of plans) {
          if (secondsLeft() <= (round === 0 ? 0 : keepSeconds)) break;
          const { page } = pages.get(plan.role)!;
          // A screen that does not come within its time is a miss of that list, not the end of the run.
          await browseList(page, appUrl, plan, browserSamples).catch((error: unknown) => push(browserSamples.clickFailures, `${plan.meta.basePath} first page`, String(error).split('\n')[0]));
        }
        progress(`browser round ${round + 1} done`);
      }
      for (const { context } of pages.values()) await context.close();
      for (const plan of plans) {
        for (const view of plan.views) {
          const key = `${plan.meta.basePath} ${view.kind}`;
          const measured = listCalls.find((candidate) => candidate.key === key)!;
          rows.push(rowOf(`${measured.label}, server`, SHOP_GOALS.listServerP75, measured.samples, measured.failures));
          rows.push(rowOf(`${measured.label}, click to rows`, SHOP_GOALS.listClickP75, browserSamples.click.get(key) ?? [], browserSamples.clickFailures.get(key) ?? []));
        }
        rows.push(rowOf(`${plan.meta.label} (${plan.meta.basePath}): full page load`, SHOP_GOALS.listPageLoadP75, browserSamples.pageLoad.get(plan.meta.basePath) ?? [], []));
      }
      for (const picker of pickerCalls) rows.push(rowOf(picker.label, SHOP_GOALS.pickerServerP75, picker.samples, picker.failures));
      for (const group of extra) for (const measured of group.calls) rows.push(rowOf(measured.label, group.goalMs, measured.samples, measured.failures));
    };

    // Every list in the menu, from the area registry, with the pickers and the equivalence report sampled in
    // the same turns; then the file library, the dashboard, and the export last: it runs for a minute or
    // more and writes orders meanwhile, so every other figure is taken on the shop as it was seeded.
    const inMenu = menuHrefs(MENU);
    const lists = (Object.values(RESOURCES) as ResourceMeta[]).filter((meta) => inMenu.has(meta.basePath) && (!LISTS_ONLY || LISTS_ONLY.has(meta.basePath)));
    const isFiles = (meta: ResourceMeta) => meta.resource === 'files';
    // Each stage keeps time for those after it (seconds left when its later rounds stop): the file library
    // and the dashboard about a minute each, the export two or more.
    if (stageOn('lists')) await measureLists(lists.filter((meta) => !isFiles(meta)), [{ calls: reportCalls, goalMs: SHOP_GOALS.equivalenceP75 }], 300);
    progress('the lists browsed; the file library');
    if (stageOn('library')) await measureLists(lists.filter(isFiles), [{ calls: libraryCalls, goalMs: SHOP_GOALS.fileLibraryP75 }], 220);
    progress('the dashboard');
    if (stageOn('dashboard')) {
      await measureLists([], [
        { calls: kpiCalls, goalMs: SHOP_GOALS.kpisP75 },
        { calls: chartCalls, goalMs: SHOP_GOALS.chartP75 },
      ], 150);
    }
    progress('the export');
    // The export needs a minute or more; without one left it is reported as not measured.
    const exported = !stageOn('export') ? undefined : secondsLeft() > 60 ? await measureExport(appUrl, cookies.admin, sandbox, app.groupId).catch((error: unknown) => String(error).split('\n')[0]) : NOT_MEASURED;
    // Not asked for (BENCH_SHOP_ONLY), the export has no rows.
    if (typeof exported === 'string') {
      const unmeasured = exported.includes(NOT_MEASURED) || exported.includes('aborted') ? NOT_MEASURED : `failed: ${exported}`;
      for (const [measure, goal] of [['memory', `≤ +${SHOP_GOALS.exportRssGrowthMb} MB`], ['steady rate (last quarter ÷ first)', `≥ ${SHOP_GOALS.exportSteadiness}`], ['consistent while orders are written', 'every earlier order once']]) {
        rows.push({ measure: `CSV export of every order: ${measure}`, goal, measured: unmeasured, met: unmeasured === NOT_MEASURED ? undefined : false });
      }
    } else if (exported !== undefined) {
      const mb = (value: number) => `${(value / 2 ** 20).toFixed(1)} MB`;
      const exportName = `CSV export of ${exported.rows.toLocaleString('en-GB')} orders`;
      rows.push(
        {
          measure: `${exportName}: console memory`,
          goal: `≤ +${SHOP_GOALS.exportRssGrowthMb} MB`,
          measured: `+${mb(exported.growthBytes)}, +${mb(exported.lateGrowthBytes)} after the first quarter (${mb(exported.bytes)} in ${exported.seconds.toFixed(1)} s, ${exported.status})`,
          met: exported.status === 200 && exported.growthBytes <= SHOP_GOALS.exportRssGrowthMb * 2 ** 20,
          value: exported.growthBytes / 2 ** 20,
        },
        {
          measure: `${exportName}: steady rate (last quarter ÷ first)`,
          goal: `≥ ${SHOP_GOALS.exportSteadiness}`,
          // Under 4 s (a small scenario) the quarters are a chunk or two each: nothing to judge.
          measured: `${exported.steadiness.toFixed(2)} (${Math.round(exported.rowsPerSecond).toLocaleString('en-GB')} rows/s${exported.seconds < 4 ? ', too short to judge' : ''})`,
          met: exported.seconds < 4 ? undefined : exported.steadiness >= SHOP_GOALS.exportSteadiness,
          value: exported.steadiness,
        },
        {
          measure: `${exportName}: consistent while ${exported.written.inserted.toLocaleString('en-GB')} orders were placed and ${exported.written.stepped} marked placed`,
          goal: 'every earlier order once',
          measured: `${exported.missing.toLocaleString('en-GB')} missing, ${exported.duplicated.toLocaleString('en-GB')} twice${exported.written.notes.length ? ` (${exported.written.notes.join('; ')})` : ''}`,
          met: exported.status === 200 && exported.missing === 0 && exported.duplicated === 0,
        },
      );
    }
    if (secondsLeft() <= 0) progress(`the part's ${DEADLINE_SECONDS} s ran out; the rows left say so`);
    return { scenario: SCENARIO, resetSeconds: sandbox.resetSeconds, rounds: ROUNDS, samples: SAMPLES, rows, seconds: (performance.now() - startedAt) / 1000 };
  } finally {
    agent.destroy();
    await browser.close();
    await app.stop();
    await sandbox.stop();
  }
}

/** The part's rows for the bench's table: measure, measured, goal and met. */
export function shopTableRows(shop: ShopFigures): [string, string, string][] {
  const met = shop.rows.filter((row) => row.met).length;
  return [
    [`shop (${shop.scenario}): sandbox reset and ready`, `${shop.resetSeconds.toFixed(1)} s`, `part took ${Math.round(shop.seconds)} s; ${met} of ${shop.rows.length} goals met`],
    ...shop.rows.map((row): [string, string, string] => [`shop: ${row.measure}`, row.measured, `${row.met === undefined ? '—' : row.met ? 'met' : 'NOT MET'} (goal ${row.goal})`]),
  ];
}
