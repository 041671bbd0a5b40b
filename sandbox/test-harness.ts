// For the sandbox's own tests: one sandbox per test file (or per test), signed in as a role if asked, with
// the calls a test makes to it, stopped and its temp folder removed afterwards. It registers its own Jest
// hooks, so a test file says once what sandbox it needs instead of carrying the start, sign-in and cleanup.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginDataSchema, type LoginData } from '@/lib/contract/auth';
import { openDatabase, type SandboxDb } from './db';
import { startSandbox, type RunningSandbox, type StartSandboxOptions } from './server';
import { callSandbox, dataOf, type SandboxAnswer } from './test-client';

export interface TestSandboxOptions extends Pick<StartSandboxOptions, 'now' | 'print'> {
  /** 'test' starts a fresh sandbox for every test, for tests that change what the others read; defaults to 'file'. */
  lifetime?: 'file' | 'test';
  /** Keeps the database in a file (in a temp folder of its own) that a test can open beside the sandbox; in memory otherwise. */
  hasDbFile?: boolean;
  /** Signs this e-mail in once the sandbox is up; its access token is then the bearer `call` and `data` send by default. */
  signedInAs?: string;
}

export interface TestSandbox {
  /** The base URL of the running sandbox, and its port; a restart changes them. */
  readonly url: string;
  readonly port: number;
  /** The database file; only with `hasDbFile` or after `restartOn`. */
  readonly dbPath: string;
  /** A handle on the database file, to set up rows no call makes; closed before the sandbox stops. Only with `hasDbFile`. */
  openDatabase(): SandboxDb;
  /** Signs `email` in with the code the sandbox mailed it: who signed in, and their session. */
  signIn(email: string): Promise<LoginData>;
  /** Signs `email` in and answers the access token alone. */
  tokenFor(email: string): Promise<string>;
  /** One JSON call; `token` defaults to the signed-in role's (an empty string sends none). */
  call(method: string, path: string, body?: unknown, token?: string): Promise<SandboxAnswer>;
  /** The record a 2xx answer holds; any other answer throws naming its status and text. */
  data<T = unknown>(method: string, path: string, body?: unknown, token?: string): Promise<T>;
  /** Starts the sandbox again on a new database file that `prepare` writes first (an older table, a stored setting), and signs the role in again. */
  restartOn(prepare: (db: SandboxDb) => void): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

export function testSandbox(options: TestSandboxOptions = {}): TestSandbox {
  const { lifetime = 'file', hasDbFile = false, signedInAs, ...startOptions } = options;
  const folders: string[] = [];
  const handles: SandboxDb[] = [];
  let running: RunningSandbox | undefined;
  let dbPath: string | undefined;
  let token: string | undefined;

  const runningNow = () => {
    if (!running) throw new Error('The test sandbox is not running: it starts in a beforeAll or beforeEach hook');
    return running;
  };
  const url = () => runningNow().url;

  const newDbPath = () => {
    const folder = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
    folders.push(folder);
    return join(folder, 'sandbox.db');
  };

  const fileDbPath = () => {
    if (!dbPath) throw new Error('This test sandbox keeps its database in memory: ask for hasDbFile');
    return dbPath;
  };

  const call = (method: string, path: string, body?: unknown, bearer = token) => callSandbox(url(), method, path, { body, token: bearer });
  const data = async <T = unknown>(method: string, path: string, body?: unknown, bearer = token) => dataOf<T>(await call(method, path, body, bearer));

  const signIn = async (email: string) => {
    await data('POST', '/v1/auth/request-code', { email }, '');
    const { code } = await data<{ code: string }>('GET', `/__sandbox/mailbox?email=${encodeURIComponent(email)}`, undefined, '');
    return loginDataSchema.parse(await data('POST', '/v1/auth/login', { email, code }, ''));
  };
  const tokenFor = async (email: string) => (await signIn(email)).session.access_token;

  const start = async (path: string | undefined) => {
    dbPath = path;
    running = await startSandbox({ quiet: true, print: () => {}, ...startOptions, dbPath });
    token = signedInAs === undefined ? undefined : await tokenFor(signedInAs);
  };

  const closeRunning = async () => {
    for (const db of handles.splice(0)) db.close();
    await running?.close();
    running = undefined;
  };

  const stop = async () => {
    await closeRunning();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  };

  const [before, after] = lifetime === 'test' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  // Seeding a whole sandbox takes a few seconds, and more on a busy machine (CI runs the tests beside the build).
  before(() => start(hasDbFile ? newDbPath() : undefined), START_TIMEOUT_MS);
  after(stop);

  return {
    get url() {
      return url();
    },
    get port() {
      return runningNow().port;
    },
    get dbPath() {
      return fileDbPath();
    },
    openDatabase() {
      const db = openDatabase(fileDbPath());
      handles.push(db);
      return db;
    },
    signIn,
    tokenFor,
    call,
    data,
    async restartOn(prepare) {
      await closeRunning();
      const path = newDbPath();
      const db = openDatabase(path);
      try {
        prepare(db);
      } finally {
        db.close();
      }
      await start(path);
    },
  };
}
