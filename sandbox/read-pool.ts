// Reads off the main thread. node:sqlite is synchronous, so a request the main thread computes holds up
// every other until it is done: a two-year revenue chart or a file library listing stalled a products list
// into a 504. A heavy read is therefore a named task (`reads.run('dashboard.figures', input)`)
// that a small pool of worker threads runs, each over its own read-only connection to the same SQLite file:
// in WAL mode readers never wait for the writer nor it for them, and each reads the last committed state,
// so a write answered before a read was asked is always seen. The main thread keeps everything else — the
// request log, the call log, faults, the clock, sessions and grants, every write (serialised, one
// connection) — and hands a task plain JSON input (the clock's value included) and gets plain JSON back.
// An in-memory database (most unit tests) cannot be shared between threads: its tasks run inline.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SandboxDb } from './db';

/** A pure read over the database: JSON in, JSON out, no writes (a worker's connection is read-only). */
export type ReadTask<Input = never, Output = unknown> = (db: SandboxDb, input: Input) => Output;

export type ReadTasks = Readonly<Record<string, ReadTask>>;

export interface Reads {
  /** Runs the named task with `input` (structured-cloned to a worker) and answers what it returns. */
  run<Output>(name: string, input: unknown): Promise<Output>;
  /**
   * Runs the named task in a worker that is free now, or answers `undefined` when none is (all busy, or
   * still loading: the first call starts them), so the caller reads on its own thread rather than queue
   * behind a slow read. An ordinary list read takes this way (sandbox/list-reads.ts).
   */
  tryRun<Output>(name: string, input: unknown): Promise<Output> | undefined;
  /** Tasks running and waiting now, and how many of each name have run since the start (tests wait on these). */
  stats(): ReadStats;
  /** Starts the workers now and resolves once each has loaded or failed to (the server starts them as it starts). */
  warm(): Promise<void>;
  /** Stops the workers; tasks still queued or running are refused. */
  close(): Promise<void>;
}

export interface ReadStats {
  busy: number;
  queued: number;
  ran: Record<string, number>;
}

/** The longest a test-only slow read may take (GET /__sandbox/slow-read). */
export const MAX_SLOW_READ_MS = 10_000;

/** The sandbox's own tasks: a deliberately slow read, to show that one never holds up another call. */
export const CORE_READS: ReadTasks = {
  'sandbox.slow-read': ((db, { ms }: { ms: number }) => {
    const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users');
    const until = performance.now() + Math.min(ms, MAX_SLOW_READ_MS);
    let reads = 0;
    while (performance.now() < until) {
      count.get();
      reads += 1;
    }
    return { ms, reads };
  }) as ReadTask,
};

/** Two to four workers: enough that one slow read leaves another free, few enough for a 2-core machine. */
export function readPoolSize(): number {
  return Math.max(2, Math.min(4, availableParallelism() - 1));
}

function taskOf(tasks: ReadTasks, name: string): ReadTask {
  const task = tasks[name];
  if (!task) throw new Error(`No read task named ${name}`);
  return task;
}

/** Tasks run on the calling thread, over its own connection (an in-memory database). */
export function inlineReads(db: SandboxDb, tasks: ReadTasks): Reads {
  const ran: Record<string, number> = {};
  const run = <Output>(name: string, input: unknown) =>
    new Promise<Output>((resolve) => {
      ran[name] = (ran[name] ?? 0) + 1;
      resolve(taskOf(tasks, name)(db, input as never) as Output);
    });
  return {
    run,
    // No other thread to hand it to: the caller reads as it would have.
    tryRun: () => undefined,
    stats: () => ({ busy: 0, queued: 0, ran: { ...ran } }),
    warm: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/** What a worker posts back for one task. */
export type ReadAnswer = { id: number; value: unknown } | { id: number; error: string };

/** What the main thread posts a worker. */
export interface ReadRequest {
  id: number;
  name: string;
  input: unknown;
}

interface Job extends ReadRequest {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** The worker's entry: a module that registers tsx and loads read-worker.ts, under tsx, Jest or plain Node alike. */
const WORKER_ENTRY = join(__dirname, 'read-worker.mjs');

/**
 * A pool of `size` workers over the database file at `dbPath`, started by `warm` (the sandbox's server
 * starts them as it starts, so the seconds they take to load — far more on a loaded machine — are not
 * spent on the first list a test opens) or else with the first task. A task is handed to an idle worker, or queued for the first to
 * finish. A worker that fails to load fails the tasks waiting for it; one that dies later takes its task
 * with it and another takes its place.
 */
export function startReadPool(dbPath: string, size: number = readPoolSize()): Reads {
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const queue: Job[] = [];
  /** Every worker alive, loading or not, so closing stops them all. */
  const workers = new Set<Worker>();
  let nextId = 1;
  let closed = false;
  let isStarted = false;
  /** Workers started and not ready yet. */
  let loading = 0;
  const ran: Record<string, number> = {};
  /** Called each time a worker has loaded or failed to, so `warm` can tell when none is loading. */
  const settled: (() => void)[] = [];
  const onSettled = () => {
    if (loading === 0) for (const resolve of settled.splice(0)) resolve();
  };

  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const job = queue.shift()!;
      busy.set(worker, job);
      ran[job.name] = (ran[job.name] ?? 0) + 1;
      worker.postMessage({ id: job.id, name: job.name, input: job.input } satisfies ReadRequest);
    }
  };

  const spawn = () => {
    const worker = new Worker(WORKER_ENTRY, { workerData: { dbPath } });
    workers.add(worker);
    loading += 1;
    let isReady = false;
    const forget = () => {
      const job = busy.get(worker);
      busy.delete(worker);
      const at = idle.indexOf(worker);
      if (at !== -1) idle.splice(at, 1);
      return job;
    };
    worker.on('message', (message: ReadAnswer | 'ready') => {
      if (message === 'ready') {
        isReady = true;
        loading -= 1;
        idle.push(worker);
        dispatch();
        onSettled();
        return;
      }
      const job = busy.get(worker);
      if (!job || job.id !== message.id) return;
      busy.delete(worker);
      idle.push(worker);
      if ('error' in message) job.reject(new Error(message.error));
      else job.resolve(message.value);
      dispatch();
    });
    // 'error' is followed by 'exit': the worker is replaced once.
    let isGone = false;
    const lost = (error: Error) => {
      if (isGone) return;
      isGone = true;
      workers.delete(worker);
      forget()?.reject(error);
      if (closed) return;
      if (isReady) {
        spawn();
        return;
      }
      // One that cannot load (a syntax error, a missing file) would fail again: not replaced, and once no
      // worker is left to take them, the tasks waiting fail with its error.
      loading -= 1;
      if (loading === 0 && idle.length === 0 && busy.size === 0) for (const job of queue.splice(0)) job.reject(error);
      onSettled();
    };
    worker.once('error', lost);
    worker.once('exit', (code) => {
      if (!closed) lost(new Error(`A read worker stopped (exit code ${code})`));
    });
  };

  const start = () => {
    if (isStarted) return;
    isStarted = true;
    for (let n = 0; n < size; n += 1) spawn();
  };

  const run = <Output>(name: string, input: unknown) => {
    if (closed) return Promise.reject(new Error('The sandbox is closing'));
    start();
    return new Promise<Output>((resolve, reject) => {
      queue.push({ id: nextId++, name, input, resolve: resolve as (value: unknown) => void, reject });
      dispatch();
    });
  };

  return {
    run,
    tryRun<Output>(name: string, input: unknown) {
      if (closed) return undefined;
      start();
      return idle.length > queue.length ? run<Output>(name, input) : undefined;
    },
    stats: () => ({ busy: busy.size, queued: queue.length, ran: { ...ran } }),
    warm() {
      if (closed) return Promise.resolve();
      start();
      return loading === 0 ? Promise.resolve() : new Promise<void>((resolve) => settled.push(resolve));
    },
    async close() {
      closed = true;
      const stopping = new Error('The sandbox is closing');
      for (const job of queue.splice(0)) job.reject(stopping);
      for (const job of busy.values()) job.reject(stopping);
      idle.length = 0;
      busy.clear();
      await Promise.all([...workers].map((worker) => worker.terminate()));
      workers.clear();
    },
  };
}
