// For the server's unit tests on a real redis-server: starts one on a port of its own (a free one, found
// afresh per file, so test files running side by side in Jest's workers never share a server), waits until it
// answers PING, and stops it the way an outage does (SIGKILL), to start it again on the same port.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import Redis from 'ioredis';

export interface TestRedisServer {
  /** The port it listens on; set by the first start. */
  readonly port: number;
  /** `redis://127.0.0.1:<port>`, for createRedis. */
  readonly url: string;
  /** Starts it (again, on the same port after the first time) and resolves once it answers PING. */
  start(): Promise<void>;
  /** Kills it at once, as an outage does, and resolves once it has gone; nothing when it is not running. */
  stop(): Promise<void>;
}

/** A port nothing listens on now: the system's pick for a listener on port 0, let go at once. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const isRunning = (child: ChildProcess | undefined): child is ChildProcess => !!child && child.exitCode === null && child.signalCode === null;

/** Resolves true once the server on `port` answers PING, false if `child` exits first or 5 s pass. */
async function answersPing(port: number, child: ChildProcess): Promise<boolean> {
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    for (let tries = 0; tries < 100 && isRunning(child); tries += 1) {
      try {
        await probe.connect();
        await probe.ping();
        return true;
      } catch {
        probe.disconnect();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * A redis-server for one test file, not started yet; `args` go on its command line after the port and
 * the no-persistence flags (e.g. `['--stream-node-max-entries', '4']`).
 */
export function testRedisServer(args: readonly string[] = []): TestRedisServer {
  let port = 0;
  let child: ChildProcess | undefined;

  const launch = () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...args], { stdio: 'ignore' });
    return child;
  };

  return {
    get port() {
      if (!port) throw new Error('the test redis-server has not been started');
      return port;
    },
    get url() {
      return `redis://127.0.0.1:${this.port}`;
    },
    async start() {
      if (isRunning(child)) return;
      // The first time, another process may take the free port before the server binds it: try another.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const first = !port;
        if (first) port = await freePort();
        if (await answersPing(port, launch())) return;
        await this.stop();
        if (!first) break;
        port = 0;
      }
      throw new Error(`redis-server did not answer on 127.0.0.1:${port || 'a free port'} (is it installed?)`);
    },
    async stop() {
      const running = child;
      if (!isRunning(running)) return;
      await new Promise((resolve) => {
        running.once('exit', resolve);
        running.kill('SIGKILL');
      });
    },
  };
}
