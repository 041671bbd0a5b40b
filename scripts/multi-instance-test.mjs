// `npm run test:multi`: three console instances behind nginx on loopback, sharing a redis-server, with
// the sandbox as the main API (the topology of compose.yaml), and the checks that topology must pass, each one
// failing the run when broken:
//   1. every instance is ready (its /api/ready says Redis ok too), and nginx takes a file-sized body on
//      the upload path only;
//   2. one session is served round-robin by all three;
//   3. logout on one instance, and the copied cookie is refused by the other two;
//   4. sign-in failures are counted across instances (the per-(e-mail, address) limit is shared);
//   5. 200 concurrent requests at expiry spread over the three → one upstream refresh, all answered;
//   6. SIGTERM one instance under a mixed read/write load → 0 failed requests, and it exits 0;
//   7. SIGKILL another under a read load → 0 failed requests (nginx retries on the next) and nobody is
//      signed out;
//   8. Redis stopped mid-run: the screens keep working (a session check answers 200), a session logged
//      out on another instance before the outage is still refused (each instance's known revocations),
//      sign-in limits fail open (with a log line), /api/ready answers 200 naming Redis degraded.
// and the live stream's (GET /api/events, issue 49):
//   L1. a save through instance 1 reaches a stream held on instance 3 (through Redis), and an order the
//       storefront places (no console involved) reaches a stream through the change feed;
//   L2. (with 6) the instance holding a stream is stopped with SIGTERM while saves go on through nginx: the
//       client reconnects through nginx with Last-Event-ID to another and hears every save, no reset;
//   L3. (with 8) Redis stopped: an open stream says `state paused`; Redis back: `live`, then `reset`, and the
//       session checks answer again.
// It reuses the standalone build that `npm run smoke:standalone` leaves in .next (run that first, or pass
// --build), under Node 24 like the image. redis-server and nginx come from Debian (.ci/run installs
// them); nginx runs as this user with its config, pid, logs and temporary files in a temporary folder.
//
//   node scripts/multi-instance-test.mjs [--build] [--keep]
//
// Ports: nginx 3600, instances 3601–3603, redis 6400, sandbox 4600, all moved by E2E_PORT_OFFSET.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAlive, outputSince, processGroup, signalProcess, within } from './child-processes.mjs';
import { buildStandalone, copyStandalone, node24 } from './standalone-build.mjs';
import { ADMIN, call, check, checkRequestLines, cluster, EDITOR, sleep, TestFailure } from './cluster-checks.mjs';
import { writeNginxConfig } from './nginx-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flags = new Set(process.argv.slice(2));
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const ports = { nginx: 3600 + offset, instances: [3601, 3602, 3603].map((p) => p + offset), redis: 6400 + offset, sandbox: 4600 + offset };
const nginxUrl = `http://127.0.0.1:${ports.nginx}`;
const instanceUrls = ports.instances.map((port) => `http://127.0.0.1:${port}`);
const sandboxUrl = `http://127.0.0.1:${ports.sandbox}`;
/** The public URL is nginx's: mutations are accepted from its origin only. */
const appUrl = nginxUrl;
/** Short upstream sessions, so a refresh falls due within the test (due 5 s before expiry). */
const ACCESS_TTL_SECONDS = 10;
const PER_EMAIL = 5;
/** The instances' metrics token (the live checks count each one's streams) and the change feed's token. */
const METRICS_TOKEN = randomBytes(24).toString('base64url');
const LIVE_FEED_TOKEN = randomBytes(24).toString('base64url');

const startedAt = Date.now();
const seconds = () => ((Date.now() - startedAt) / 1000).toFixed(1);
const info = (message) => console.info(`[multi] ${message} (${seconds()} s)`);

// ---------------------------------------------------------------------------------------------------
// Processes

const processes = processGroup({ tag: '[multi]', fail: (message) => new TestFailure(message) });
const { children } = processes;
const startProcess = processes.start;
let workDir;

async function cleanUp() {
  await processes.stopAll(5_000);
  if (workDir && !flags.has('--keep')) fs.rmSync(workDir, { recursive: true, force: true });
  else if (workDir) console.info(`[multi] kept ${workDir}`);
}

processes.cleanUpOnInterrupt(cleanUp);

function run(command, args, options) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024, ...options });
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim().split('\n').slice(-60).join('\n');
    throw new TestFailure(`${command} ${args.join(' ')} failed:\n${output}`);
  }
}

function findBinary(name, candidates) {
  for (const candidate of candidates) if (fs.existsSync(candidate)) return candidate;
  try {
    return run('sh', ['-c', `command -v ${name}`]).trim();
  } catch {
    throw new TestFailure(`${name} is not installed (Debian: apt-get install -y ${name === 'nginx' ? 'nginx' : 'redis-server'}; .ci/run does it)`);
  }
}

const waitFor = processes.waitUntilAnswering;

// ---------------------------------------------------------------------------------------------------
// The topology

function layOut() {
  const standalone = path.join(root, '.next/standalone');
  check(
    fs.existsSync(path.join(standalone, 'server.js')),
    `${standalone}/server.js is missing: run \`npm run smoke:standalone\` first (it leaves the standalone build), or pass --build`,
  );
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-multi-'));
  const app = path.join(workDir, 'app');
  copyStandalone(app);
  return app;
}

/** nginx's config from deploy/nginx.conf (compose.yaml mounts the same file), with this run's ports and folders. */
function nginxConfig() {
  const temp = path.join(workDir, 'nginx');
  fs.mkdirSync(temp);
  return { file: writeNginxConfig(temp, ports.nginx, ports.instances), temp };
}

function instanceEnv(port, sessionPassword) {
  return {
    PATH: process.env.PATH,
    HOME: workDir,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    HOSTNAME: '127.0.0.1',
    PORT: String(port),
    MAIN_API_URL: sandboxUrl,
    AI_API_URL: `${sandboxUrl}/ai`,
    APP_URL: appUrl,
    APP_ENV: 'production',
    SESSION_PASSWORD: sessionPassword,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    TRUSTED_PROXY_HOPS: '1',
    AUTH_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
    AUTH_RATE_LIMIT_PER_ADDRESS: '200',
    SHUTDOWN_GRACE_MS: '8000',
    LOG_LEVEL: 'info',
    METRICS_TOKEN,
    LIVE_FEED_TOKEN,
  };
}

// ---------------------------------------------------------------------------------------------------
// HTTP: the checks shared with the container test (scripts/cluster-checks.mjs)

const checks = cluster({ nginxUrl, instanceUrls, sandboxUrl, appUrl, metricsToken: METRICS_TOKEN });
const sameOrigin = checks.headers;

// ---------------------------------------------------------------------------------------------------
// The checks

async function main() {
  const redisServer = findBinary('redis-server', ['/usr/bin/redis-server']);
  const nginx = findBinary('nginx', ['/usr/sbin/nginx']);
  const node24Binary = node24();
  const node = node24Binary.execPath;
  if (flags.has('--build')) {
    info('building the standalone server (BUILD_STANDALONE=1 next build)');
    buildStandalone(node24Binary);
  }
  const app = layOut();
  const sessionPassword = randomBytes(32).toString('base64url');

  const redisArgs = ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', workDir];
  const redis = startProcess('redis-server', redisServer, redisArgs);
  const sandbox = startProcess('the sandbox', 'npx', ['tsx', 'sandbox/main.ts', '--reset'], {
    cwd: root,
    env: {
      ...process.env,
      SANDBOX_PORT: String(ports.sandbox),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_DB: path.join(workDir, 'sandbox.db'),
      SANDBOX_QUIET: '1',
      SANDBOX_ACCESS_TTL_SECONDS: String(ACCESS_TTL_SECONDS),
      SANDBOX_LIVE_FEED_TOKEN: LIVE_FEED_TOKEN,
    },
  });
  const instances = ports.instances.map((port, i) =>
    startProcess(`instance ${i + 1} (:${port})`, node, ['server.js'], { cwd: app, env: instanceEnv(port, sessionPassword) }),
  );
  const { file: nginxConf } = nginxConfig();
  const proxy = startProcess('nginx', nginx, ['-c', nginxConf, '-e', path.join(workDir, 'nginx/error.log'), '-g', 'daemon off;']);

  await waitFor(`${sandboxUrl}/health`, sandbox, 60_000);
  await Promise.all(instances.map((entry, i) => waitFor(`${instanceUrls[i]}/api/health`, entry, 60_000)));
  await waitFor(`${nginxUrl}/api/health`, proxy, 10_000);
  check(isAlive(redis), `redis-server is not running:\n${redis.output}`);
  info('three instances, nginx, redis-server and the sandbox are up');

  // 1. Ready, Redis included.
  await checks.everyInstanceReady();
  info('1. every instance is ready (main API and Redis reachable)');

  // nginx takes a file's size on the upload path only (deploy/nginx.conf): JSON's 1 MB everywhere else.
  const postBytes = (pathname, bytes) =>
    fetch(`${nginxUrl}${pathname}`, {
      method: 'POST',
      headers: { ...sameOrigin, 'content-type': 'multipart/form-data; boundary=x' },
      body: new Uint8Array(bytes),
      signal: AbortSignal.timeout(30_000),
    });
  const bigJson = await postBytes('/api/main/v1/products', 2 * 1024 * 1024);
  check(bigJson.status === 413, `nginx passed a 2 MB body to /api/main/v1/products (answered ${bigJson.status}, not 413)`);
  const upload = await postBytes('/api/main/v1/files', 5 * 1024 * 1024);
  check(upload.status === 401, `a 5 MB upload without a session answered ${upload.status}, not the console's 401: nginx refused the upload path's size`);
  info('1b. nginx refuses a 2 MB body on the API and passes a 5 MB one to the upload path');

  // 2. Round-robin: one session, answered by all three (read from their logs).
  const answeredBy = await checks.roundRobin(() => instances.map((entry) => entry.output));
  info(`2. one session served round-robin by ${answeredBy.join(', ')}, each logging nginx's request id`);

  // 3. Logout on one instance; the copied cookie refused by the others.
  await checks.logoutRefusedElsewhere();
  info('3. logout on instance 1: the copied cookie is refused by instances 2 and 3');

  // 4. Sign-in failures counted across instances.
  await checks.sharedSignInLimits(PER_EMAIL);
  info(`4. ${PER_EMAIL} failed logins spread over three instances: the next is refused (429) by any of them`);

  // 5. 200 concurrent requests at expiry, over the three → one upstream refresh.
  await checks.oneRefreshAtExpiry(ACCESS_TTL_SECONDS);
  info('5. 200 concurrent requests at expiry over three instances: all answered, one upstream refresh');

  // L1. A save through instance 1 reaches a stream held on instance 3.
  const liveJar = await checks.signIn(ADMIN);
  const crossMs = await checks.writeReachesOtherInstance(liveJar, 2, 0);
  info(`L1. a save through instance 1 reached a stream on instance 3 ${crossMs} ms after its answer (0: before it)`);
  const feedMs = await checks.storefrontReachesStream(liveJar, 1);
  info(`L1. an order the storefront placed reached a stream on instance 2 through the change feed in ${feedMs} ms`);

  // For 8: a session logged out on instance 2 (stopped in 6), whose copied cookie instance 1 must still
  // refuse with Redis gone; 6 and 7 take longer than the 2 s in which instance 1 learns the logout.
  const revokedBeforeOutage = await checks.signIn(ADMIN, instanceUrls[1]);
  const revokedCopy = revokedBeforeOutage.copy();
  const logout = await call(instanceUrls[1], '/api/auth/logout', { method: 'POST', headers: sameOrigin, jar: revokedBeforeOutage });
  check(logout.status === 204, `logout on instance 2 answered ${logout.status}: ${logout.text}`);

  // 6. SIGTERM one instance under a mixed read/write load, and (L2) under a live stream it holds.
  const terminated = instances[1];
  let switched;
  const { worker, tally: mixedTally } = await checks.terminateUnderLoad(async () => {
    switched = await checks.streamResumesElsewhere(liveJar, 1, async () => {
      signalProcess(terminated, 'SIGTERM', false);
      return within(terminated.exited, 15_000);
    });
    return switched.ended;
  });
  info(`6. SIGTERM on instance 2 under a mixed load: ${mixedTally.total} requests, 0 failed; it exited 0`);
  info(`L2. its live stream resumed through nginx on another instance (${switched.connections} connections, ${switched.refused} refused tries) with all ${switched.writes} saves made during the switch, no reset`);

  // 7. SIGKILL another under a read load; nobody signed out.
  const killed = instances[2];
  const readTally = await checks.killUnderLoad(worker, async () => {
    signalProcess(killed, 'SIGKILL', false);
    await within(killed.exited, 5_000);
  });
  info(`7. SIGKILL on instance 3 under a read load: ${readTally.total} reads, none refused, ${readTally.cut.length} cut mid-answer by the kill, still signed in`);

  // 8. Redis gone mid-run (on the instance left), under (L3) a live stream it holds; then Redis back.
  const survivor = instances[0];
  const beforeOutage = survivor.written;
  await checks.streamPausesWithoutRedis(
    liveJar,
    0,
    async () => {
      signalProcess(redis, 'SIGKILL');
      await within(redis.exited, 5_000);
    },
    async () => {
      await redisGone(worker, survivor, beforeOutage, revokedCopy);
      const again = startProcess('redis-server (again)', redisServer, redisArgs);
      await sleep(300);
      check(isAlive(again), `redis-server did not start again:\n${again.output}`);
    },
  );
  info('L3. Redis gone: the open stream said paused; Redis back: live, then reset');
  let back;
  for (let waited = 0; waited < 10_000; waited += 250) {
    back = await call(instanceUrls[0], '/api/me', { jar: worker });
    if (back.status === 200) break;
    await sleep(250);
  }
  check(back.status === 200, `with Redis back, a session check answered ${back.status}: ${back.text}`);
  check((await call(instanceUrls[0], '/api/me', { jar: revokedCopy.copy() })).status === 401, 'with Redis back, a logged-out cookie was served');
  const readyAgain = await call(instanceUrls[0], '/api/ready');
  check(readyAgain.status === 200 && JSON.parse(readyAgain.text).redis === 'ok', `with Redis back, /api/ready answered ${readyAgain.status}: ${readyAgain.text}`);
  info('L3. Redis back: session checks answer, the logged-out cookie is still refused, /api/ready says Redis ok');

  // Every request line is JSON with the fields ops need, and none holds a secret.
  const lineCount = checkRequestLines(instances.map((entry) => entry.output), [sessionPassword]);
  info(`the instances wrote ${lineCount} JSON request lines, none with a secret`);
}

/** 8's checks, while Redis is gone: the screens keep working on the instance's known revocations. */
async function redisGone(worker, survivor, beforeOutage, revokedCopy) {
  const checked = await call(instanceUrls[0], '/api/me', { jar: worker });
  check(checked.status === 200, `with Redis gone, a session check answered ${checked.status}, not 200 (screens keep working): ${checked.text}`);
  const refused = await call(instanceUrls[0], '/api/me', { jar: revokedCopy.copy() });
  check(refused.status === 401, `with Redis gone, a cookie logged out on instance 2 before the outage answered ${refused.status}, not 401: ${refused.text}`);
  const codeRequest = await call(instanceUrls[0], '/api/auth/request-code', { method: 'POST', headers: sameOrigin, body: { email: EDITOR } });
  check(codeRequest.status === 200, `with Redis gone, a code request answered ${codeRequest.status}, not 200 (limits fail open): ${codeRequest.text}`);
  // The line is written asynchronously: give a loaded machine a few seconds to flush it.
  const failOpenLine = /rate-limit: store unavailable; attempt allowed \(fail open\)/;
  for (let waited = 0; waited < 5_000 && !failOpenLine.test(outputSince(survivor, beforeOutage)); waited += 100) await sleep(100);
  check(failOpenLine.test(outputSince(survivor, beforeOutage)), 'the fail-open limit wrote no log line');
  const ready = await call(instanceUrls[0], '/api/ready');
  check(ready.status === 200 && JSON.parse(ready.text).redis === 'degraded', `with Redis gone, /api/ready answered ${ready.status}, not 200 with redis degraded: ${ready.text}`);
  const metrics = await call(instanceUrls[0], '/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  check(/^console_redis_degraded 1$/m.test(metrics.text), `with Redis gone, /api/metrics did not say console_redis_degraded 1 (${metrics.status})`);
  info('8. Redis gone: session checks 200, a cookie logged out elsewhere before the outage still refused, sign-in limits fail open with a log line, /api/ready 200 with redis degraded');
}

try {
  await main();
  await cleanUp();
  info('passed');
} catch (error) {
  console.error(`[multi] FAILED: ${error instanceof TestFailure ? error.message : (error?.stack ?? error)}`);
  for (const entry of children) {
    const notable = entry.output.split('\n').filter((line) => /"level":"(warn|error)"|"msg":"(refresh|redis|rate-limit|revocation)/.test(line)).slice(-15);
    if (notable.length) console.error(`[multi] --- warnings of ${entry.name} ---\n${notable.join('\n')}`);
    if (entry.output.trim()) console.error(`[multi] --- output of ${entry.name} (last lines) ---\n${entry.output.trim().split('\n').slice(-25).join('\n')}`);
  }
  const errorLog = workDir && path.join(workDir, 'nginx/error.log');
  if (errorLog && fs.existsSync(errorLog)) console.error(`[multi] --- nginx error.log ---\n${fs.readFileSync(errorLog, 'utf8').split('\n').slice(-25).join('\n')}`);
  await cleanUp();
  process.exit(1);
}
