// The servers a test driver starts and stops (scripts/standalone-smoke.mjs, scripts/multi-instance-test.mjs):
// each in a process group of its own so its whole tree can be stopped, its output kept in whole lines for
// the failure report, waited for until it answers, and stopped with SIGTERM then SIGKILL, on Ctrl-C too.
import { spawn } from 'node:child_process';

/** The promise's value, or null if it takes longer than `ms`. */
export async function within(promise, ms) {
  let timer;
  const timeout = new Promise((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A process still running: no exit code or signal yet, and it did start. */
export const isAlive = (entry) => entry.child.exitCode === null && entry.child.signalCode === null && Boolean(entry.child.pid);

/** Sends `name` to the process's whole group (or the process alone); one already gone is passed over. */
export function signalProcess(entry, name, group = true) {
  if (!isAlive(entry)) return;
  try {
    process.kill(group ? -entry.child.pid : entry.child.pid, name);
  } catch {
    // already gone
  }
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves with how it ended, or null if it had to be killed. */
export async function stopProcess(entry, graceMs) {
  signalProcess(entry, 'SIGTERM');
  const ended = await within(entry.exited, graceMs);
  if (ended === null) {
    signalProcess(entry, 'SIGKILL');
    await entry.exited;
  }
  return ended;
}

/** What a process printed since `mark` (an earlier `entry.written`), as far as the kept output reaches. */
export function outputSince(entry, mark) {
  return entry.output.slice(Math.max(0, entry.output.length - (entry.written - mark)));
}

/**
 * The processes of one driver run. `tag` prefixes its own lines (`[smoke]`); `fail(message)` makes the
 * driver's own failure, so a server that never answers is reported as a failed check, not a crash.
 */
export function processGroup({ tag, fail = (message) => new Error(message) }) {
  /** Every process started, in order, for the failure report and the clean-up. */
  const children = [];

  /** Starts a process in a group of its own, its output kept as `entry.output` (the last 200,000 characters or so). */
  function start(name, command, args, options) {
    const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    // `written` counts every character, so `outputSince` finds a mark once the start has been cut.
    const entry = { name, child, output: '', written: 0, exited: null };
    const keep = (text) => {
      entry.written += text.length;
      entry.output += text;
      if (entry.output.length > 200_000) {
        const cut = entry.output.length - 200_000;
        entry.output = entry.output.slice(entry.output.indexOf('\n', cut) + 1 || cut);
      }
    };
    // Whole lines only: a pipe hands over chunks that may end mid-line, and stdout's and stderr's chunks
    // interleave, which would splice a warning into the middle of a JSON log line.
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const text = partial + chunk;
        const end = text.lastIndexOf('\n') + 1;
        partial = text.slice(end);
        if (end > 0) keep(text.slice(0, end));
      });
      stream.on('end', () => {
        if (partial) keep(`${partial}\n`);
        partial = '';
      });
    }
    entry.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    child.on('error', (error) => keep(`\n${tag} could not start ${name}: ${error.message}\n`));
    children.push(entry);
    return entry;
  }

  /** Waits until `url` answers as `accept` wants (a 2xx by default), failing at once if the process exits. */
  async function waitUntilAnswering(url, entry, timeoutMs, accept = (response) => response.ok) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!isAlive(entry)) throw fail(`${entry.name} exited before answering ${url}:\n${entry.output.slice(-3000)}`);
      try {
        if (accept(await fetch(url, { signal: AbortSignal.timeout(2_000) }))) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw fail(`${entry.name} did not answer ${url} within ${timeoutMs / 1000} s`);
  }

  /** Stops every process started, each given `graceMs` after SIGTERM. */
  const stopAll = (graceMs) => Promise.all(children.map((entry) => stopProcess(entry, graceMs)));

  /** On Ctrl-C or SIGTERM, `cleanUp` once, then exit 130. */
  function cleanUpOnInterrupt(cleanUp) {
    let isInterrupted = false;
    for (const name of ['SIGINT', 'SIGTERM']) {
      process.on(name, () => {
        if (isInterrupted) return;
        isInterrupted = true;
        console.error(`${tag} ${name}: stopping`);
        cleanUp().finally(() => process.exit(130));
      });
    }
  }

  return { children, start, waitUntilAnswering, stopAll, cleanUpOnInterrupt };
}
