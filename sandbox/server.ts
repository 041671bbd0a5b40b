// Assembles the sandbox: the Hono app over a database (`createSandboxApp`) and a listening HTTP server
// around it (`startSandbox`), which is what the CLI and the tests run.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { createAiRoutes } from './ai';
import { collect, type AreaParts } from './area';
import { SANDBOX_AREAS } from './areas';
import { createAuthRoutes } from './auth';
import { createAuthStore } from './auth-store';
import { createChangeFeedRoutes, createStorefrontRoutes, DEV_FEED_TOKEN } from './changes';
import { createCatalogueStore } from './catalogue-store';
import { CallLog, countCalls, isFeedPoll } from './calls';
import { SandboxClock } from './clock';
import type { SandboxDeps, SandboxEnv } from './context';
import { conditionalRequests } from './conditional';
import { createControlRoutes } from './control';
import { IN_MEMORY, openDatabase, type SandboxDb } from './db';
import { FaultPlan, injectFaults } from './faults';
import { createFilesStore, releaseFileFolder } from './files-store';
import { enforceGrants } from './grants';
import { createHistoryRoutes, type SelfFetch } from './history-routes';
import { inlineReads, MAX_SLOW_READ_MS, readPoolSize, startReadPool, type Reads } from './read-pool';
import { allReadTasks } from './read-tasks';
import { handleError, handleNotFound, validationError } from './respond';
import { createRestRoutes } from './rest';
import { createSavedViewRoutes } from './saved-views';
import { applyScenario, type ScenarioName } from './scenarios';
import { openSeededDatabase } from './seed';
import { createStatusJobControlRoutes, StatusJobs } from './status-jobs';
import { createStatusGuard } from './status-requirements';

const slowReadSchema = z.object({ ms: z.coerce.number().int().min(1).max(MAX_SLOW_READ_MS) });

export const DEFAULT_ACCESS_TTL_SECONDS = 15 * 60;
export const DEFAULT_REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface SandboxAppOptions {
  db: SandboxDb;
  /** Clock in epoch milliseconds; defaults to `Date.now`. POST /__sandbox/clock moves the sandbox ahead of it. */
  now?: () => number;
  accessTtlSeconds?: number;
  refreshTtlSeconds?: number;
  /** Suppresses the request log; login codes are printed regardless. */
  quiet?: boolean;
  /** Where console lines go; defaults to stdout. */
  print?: (line: string) => void;
  /** Runs the heavy reads (sandbox/read-pool.ts); defaults to running them inline over `db`. */
  reads?: Reads;
  /** The service token GET /v1/changes asks for (SANDBOX_LIVE_FEED_TOKEN); defaults to DEV_FEED_TOKEN. */
  feedToken?: string;
}

export interface StartSandboxOptions extends Omit<SandboxAppOptions, 'db'> {
  /** SQLite file, created with its folder when missing; defaults to a private in-memory database. */
  dbPath?: string;
  /** 0 (the default) picks a free port; the one chosen is reported back. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Wipes the database and seeds it afresh; an empty database is seeded either way. */
  reset?: boolean;
  /** With `reset`: the data set to seed (sandbox/scenarios.ts); the demo data by default. */
  scenario?: ScenarioName;
  /**
   * Read workers beside the main thread (sandbox/read-pool.ts); 0 runs heavy reads inline. Defaults to
   * `readPoolSize()` (2-4) for a database file; an in-memory one always runs them inline.
   */
  readers?: number;
  /**
   * Starts loading the read workers at once (the CLI: dev, qa:env, the end-to-end servers), rather than with
   * the first read that wants one; tests starting sandboxes of their own leave it off and pay nothing.
   */
  warmReaders?: boolean;
}

export interface RunningSandbox {
  /** Base URL without a trailing slash: the main API is `${url}/v1`, the AI host `${url}/ai`. */
  url: string;
  port: number;
  /** Stops listening, cuts open connections and closes the database. */
  close(): Promise<void>;
}

function printToStdout(line: string): void {
  process.stdout.write(`${line}\n`);
}

function logRequests(print: (line: string) => void): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const startedAt = performance.now();
    await next();
    const outcome = c.get('isDropped') ? 'dropped' : String(c.res.status);
    if (outcome === '200' && isFeedPoll(c.req.method, c.req.path)) return;
    print(`[sandbox] ${c.req.method} ${c.req.path} ${outcome} ${Math.round(performance.now() - startedAt)}ms`);
  };
}

export function createSandboxApp(options: SandboxAppOptions): Hono<SandboxEnv> {
  const print = options.print ?? printToStdout;
  // Every expiry and timestamp reads this one clock, so moving it on lapses them all alike.
  const clock = new SandboxClock(options.now ?? Date.now);
  const deps: SandboxDeps = {
    store: createAuthStore(options.db),
    now: clock.now,
    accessTtlMs: (options.accessTtlSeconds ?? DEFAULT_ACCESS_TTL_SECONDS) * 1000,
    refreshTtlMs: (options.refreshTtlSeconds ?? DEFAULT_REFRESH_TTL_SECONDS) * 1000,
    print,
    latestTokens: new Map(),
  };
  const calls = new CallLog();
  const faults = new FaultPlan();
  const reads = options.reads ?? inlineReads(options.db, allReadTasks());

  const app = new Hono<SandboxEnv>();
  if (!options.quiet) app.use(logRequests(print));
  // Mounted before the call log and the faults: reading the counts must not change them, and no
  // planned fault can lock a test out of the endpoint that clears it.
  const statusJobs = new StatusJobs(clock.now);
  const resetTo = (scenario: ScenarioName, scale?: number) => {
    // Jobs stop first: none may write a record of the new data between the reset's steps.
    statusJobs.clear();
    applyScenario(options.db, scenario, clock.now(), scale);
    deps.latestTokens.clear();
  };
  // GET /__sandbox/slow-read?ms= – a read that holds its worker for `ms`, to show it holds up no other call
  app.get('/__sandbox/slow-read', async (c) => {
    const parsed = slowReadSchema.safeParse(c.req.query());
    if (!parsed.success) throw validationError(parsed.error);
    return c.json({ data: await reads.run('sandbox.slow-read', parsed.data) });
  });
  // GET /__sandbox/reads – the read pool's tasks running and waiting now, and how many of each name have run
  // (tests wait on these rather than for a fixed time)
  app.get('/__sandbox/reads', (c) => c.json({ data: reads.stats() }));
  app.route('/__sandbox', createControlRoutes(deps, calls, faults, clock, resetTo));
  app.route('/__sandbox', createStatusJobControlRoutes(statusJobs));
  app.use(countCalls(calls), injectFaults(faults));

  // GET /health – liveness for scripts and the dev launcher
  app.get('/health', (c) => c.json({ ok: true }));
  const files = createFilesStore(options.db);
  const catalogue = createCatalogueStore(options.db);
  const fileOf: AreaParts['fileOf'] = (id) => {
    const file = files.find(id);
    return file && { kind: file.kind, mime_type: file.mime_type };
  };
  const parts: AreaParts = {
    deps,
    db: options.db,
    catalogue,
    files,
    fileOf,
    fileKind: (id) => files.find(id)?.kind,
    statusGuard: createStatusGuard(collect(SANDBOX_AREAS, 'statusRequirements'), { store: catalogue, fileOf }),
    statusJobs,
    reads,
  };
  for (const area of SANDBOX_AREAS) if (area.before) app.route('/v1', area.before(parts));
  // The change feed and the storefront are no staff calls: the feed asks for its service token instead.
  app.route('/v1', createChangeFeedRoutes({ deps, db: options.db, catalogue, feedToken: options.feedToken ?? DEV_FEED_TOKEN }));
  app.route('/__sandbox', createStorefrontRoutes({ deps, db: options.db, catalogue }));
  app.use('/v1/*', enforceGrants(deps, 'main'));
  app.use('/ai/v1/*', enforceGrants(deps, 'ai', '/ai'));
  // A request the sandbox sends itself, as the caller: a 412's current record, a restore's save.
  const self: SelfFetch = (c, path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', c.req.header('authorization') ?? '');
    return Promise.resolve(app.fetch(new Request(new URL(path, c.req.url), { ...init, headers }), c.env));
  };
  app.use('/v1/*', conditionalRequests((c) => self(c, c.req.path), clock.now));
  app.route('/v1', createAuthRoutes(deps));
  // Saved views belong to every list rather than to one area; so does every record's history.
  app.route('/v1', createSavedViewRoutes(deps, options.db));
  app.route('/v1', createHistoryRoutes(options.db, self));
  // The areas' own calls answer before the generic REST of every declared resource.
  for (const area of SANDBOX_AREAS) if (area.routes) app.route('/v1', area.routes(parts));
  app.route('/v1', createRestRoutes(SANDBOX_AREAS, parts));
  app.route('/ai', createAiRoutes(SANDBOX_AREAS, parts));

  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

function baseUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

const MINUTE = 60_000;

export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const { dbPath = IN_MEMORY, port = 0, host = '127.0.0.1', reset = false, scenario = 'demo', readers = readPoolSize(), warmReaders = false, ...appOptions } = options;
  const now = appOptions.now ?? Date.now;
  let db: SandboxDb;
  if (reset) {
    db = openDatabase(dbPath);
    applyScenario(db, scenario, now());
  } else {
    // On the real clock, the demo data as seeded at the start of this minute: sandboxes started within it
    // are copies of one seed (sandbox/seed.ts), dated at most a minute before their start.
    db = openSeededDatabase(dbPath, appOptions.now ? now() : Math.floor(now() / MINUTE) * MINUTE);
  }

  const reads = db.isInMemory || readers === 0 ? inlineReads(db, allReadTasks()) : startReadPool(dbPath, readers);
  // The workers start loading now, while whoever started the sandbox waits for the console too, rather than
  // on the first list a page asks for (their load took the machine's cores from that page). Not awaited:
  // until they are ready, lists are read on the main thread as before.
  if (warmReaders) void reads.warm();
  const app = createSandboxApp({ ...appOptions, db, reads });
  const server = createServer(getRequestListener(app.fetch));
  let address: AddressInfo;
  try {
    address = await listen(server, port, host);
  } catch (error) {
    await reads.close();
    db.close();
    throw error;
  }

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve, reject) => {
      server.close((error) => {
        void reads.close().finally(() => {
          db.close();
          releaseFileFolder(db);
          if (error) reject(error);
          else resolve();
        });
      });
      // Keep-alive connections (fetch keeps them) would otherwise hold `close` open.
      server.closeAllConnections();
    }));

  return { url: baseUrl(host, address.port), port: address.port, close };
}
