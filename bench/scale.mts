// The BFF under Node 24 (the image's Node line: the project's own `node` devDependency, which npm scripts
// run under) beside Node 20 (the machine's): requests per second at 50 connections and latency
// for the bare route handler and the BFF on one instance, and for three instances behind nginx sharing
// Redis (deploy/nginx.conf, the topology of compose.yaml), all in one interleaved measurement.
// nginx and redis-server come from Debian; without them the three-instance row is left out.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeNginxConfig } from '../scripts/nginx-config.mjs';
import { measureLoads, type LoadFigures, type LoadTarget } from './load.mts';
import { startNext, waitFor, which, type RunningProcess } from './servers.mts';

export interface ScaleFigures {
  node24: string;
  node20: string;
  bare20: LoadFigures;
  one20: LoadFigures;
  bare24: LoadFigures;
  one24: LoadFigures;
  /** Three Node 24 instances behind nginx, with REDIS_URL; absent without nginx or redis-server. */
  three24?: LoadFigures;
  /** The BFF's added latency over the bare route handler, p50, per runtime (ms). */
  addedP50Ms20: number;
  addedP50Ms24: number;
  /** Throughput of three instances behind nginx over one instance (Node 24). */
  threeOverOne?: number;
}

function version(binary: string): string {
  return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
}

/**
 * A Node 24 binary: the running one when it is 24 (npm scripts run under the project's own, the `node`
 * devDependency), else that devDependency's, else the registry's node@24 through npx.
 */
function node24(): string {
  const own = fileURLToPath(new URL('../node_modules/node/bin/node', import.meta.url));
  for (const candidate of [process.execPath, own]) {
    if (existsSync(candidate) && version(candidate).startsWith('v24.')) return candidate;
  }
  const execPath = execFileSync('npx', ['-y', '-p', 'node@24', 'node', '-p', 'process.execPath'], { cwd: os.tmpdir(), encoding: 'utf8' }).trim();
  if (!version(execPath).startsWith('v24.')) throw new Error(`npx -p node@24 gave ${version(execPath)}`);
  return execPath;
}

/**
 * A Node 20 binary: BENCH_NODE20, the running one when it is 20, or the machine's (the first `node` on
 * PATH outside node_modules, where npm puts the project's Node 24 first).
 */
function node20(): string {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter((dir) => dir && !dir.includes('node_modules'));
  const candidates = [process.env.BENCH_NODE20, process.execPath, ...onPath.map((dir) => path.join(dir, 'node')), '/usr/bin/node'];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate) && version(candidate).startsWith('v20.')) return candidate;
  }
  throw new Error('the scale part needs a Node 20 binary beside Node 24: set BENCH_NODE20 to one');
}

function startDaemon(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  return child;
}

function stopDaemon(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid, 'SIGTERM');
  });
}

export interface ScaleSetup {
  /** The console and floor the bench already runs, under this process's Node. */
  app: RunningProcess;
  floor: RunningProcess;
  consoleEnv: Record<string, string>;
  floorEnv: Record<string, string>;
  cookie: string;
  listPath: string;
  ports: { bare20: number; one20: number; bare24: number; one24: number; three24: number[]; nginx: number; redis: number };
}

export async function measureScale(setup: ScaleSetup): Promise<ScaleFigures> {
  const node = node24();
  const twenty = node20();
  const nginx = which('nginx', '/usr/sbin/nginx');
  const redisServer = which('redis-server', '/usr/bin/redis-server');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-bench-scale-'));
  const started: RunningProcess[] = [];
  const daemons: ChildProcess[] = [];
  try {
    // The bench's own floor and console run under this process's Node; the other line gets a pair of its own.
    const pairUnder = async (binary: string, ports: { bare: number; one: number }) => {
      if (binary === process.execPath) return { bare: setup.floor, one: setup.app };
      const pair = {
        bare: await startNext('bench/floor', ports.bare, setup.floorEnv, '/api/floor', binary),
        one: await startNext('.', ports.one, setup.consoleEnv, '/api/health', binary),
      };
      started.push(pair.bare, pair.one);
      return pair;
    };
    const { bare: bare20, one: one20 } = await pairUnder(twenty, { bare: setup.ports.bare20, one: setup.ports.one20 });
    const { bare: bare24, one: one24 } = await pairUnder(node, { bare: setup.ports.bare24, one: setup.ports.one24 });
    const targets: Record<string, LoadTarget> = {
      bare20: { url: `${bare20.url}/api/floor`, cpuSeconds: bare20.cpuSeconds },
      one20: { url: `${one20.url}/api/main${setup.listPath}`, headers: { cookie: setup.cookie }, cpuSeconds: one20.cpuSeconds },
      bare24: { url: `${bare24.url}/api/floor`, cpuSeconds: bare24.cpuSeconds },
      one24: { url: `${one24.url}/api/main${setup.listPath}`, headers: { cookie: setup.cookie }, cpuSeconds: one24.cpuSeconds },
    };
    if (nginx && redisServer) {
      daemons.push(startDaemon(redisServer, ['--port', String(setup.ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir]));
      const env = { ...setup.consoleEnv, REDIS_URL: `redis://127.0.0.1:${setup.ports.redis}`, TRUSTED_PROXY_HOPS: '1' };
      const three = await Promise.all(setup.ports.three24.map((port) => startNext('.', port, env, '/api/health', node)));
      started.push(...three);
      mkdirSync(path.join(dir, 'nginx'));
      daemons.push(startDaemon(nginx, ['-c', writeNginxConfig(path.join(dir, 'nginx'), setup.ports.nginx, setup.ports.three24), '-e', path.join(dir, 'nginx/error.log'), '-g', 'daemon off;']));
      const nginxUrl = `http://127.0.0.1:${setup.ports.nginx}`;
      await waitFor(`${nginxUrl}/api/health`, 20_000);
      targets.three24 = {
        url: `${nginxUrl}/api/main${setup.listPath}`,
        headers: { cookie: setup.cookie },
        cpuSeconds: () => three.reduce((sum, instance) => sum + instance.cpuSeconds(), 0),
      };
    }
    const figures = await measureLoads(targets);
    return {
      node24: version(node),
      node20: version(twenty),
      bare20: figures.bare20,
      one20: figures.one20,
      bare24: figures.bare24,
      one24: figures.one24,
      three24: figures.three24,
      addedP50Ms20: figures.one20.p50 - figures.bare20.p50,
      addedP50Ms24: figures.one24.p50 - figures.bare24.p50,
      threeOverOne: figures.three24 ? figures.three24.throughput / figures.one24.throughput : undefined,
    };
  } finally {
    await Promise.all([...started.map((s) => s.stop()), ...daemons.map(stopDaemon)]);
    rmSync(dir, { recursive: true, force: true });
  }
}
