// One read worker (sandbox/read-pool.ts): a read-only connection to the sandbox's database file, running
// the named read tasks the main thread posts, one at a time, and posting back their JSON or their error.
import { parentPort, workerData } from 'node:worker_threads';
import { SandboxDb } from './db';
import type { ReadAnswer, ReadRequest } from './read-pool';
import { allReadTasks } from './read-tasks';

const { dbPath } = workerData as { dbPath: string };
const db = new SandboxDb(dbPath, { readOnly: true });
const tasks = allReadTasks();

parentPort?.on('message', ({ id, name, input }: ReadRequest) => {
  let answer: ReadAnswer;
  try {
    const task = tasks[name];
    if (!task) throw new Error(`No read task named ${name}`);
    answer = { id, value: task(db, input as never) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
parentPort?.postMessage('ready');
