// `npm run test:multi`: three console instances behind nginx on loopback, sharing a redis-server, with
// the sandbox as the main API (the topology of compose.yaml), and the checks that topology must pass, each one
// failing the run when broken:
//   1. every instance is ready (its /api/ready checks Redis too), and nginx takes a file-sized body on
//      the upload path only;
//   2. one session is served round-robin by all three;
//   3. logout on one instance, and the copied cookie is refused by the other two;
//   4. sign-in failures are counted across instances (the per-(e-mail, address) limit is shared);
//   5. 200 concurrent requests at expiry spread over the three → one upstream refresh, all answered;
//   6. SIGTERM one instance under a mixed read/write load → 0 failed requests, and it exits 0;
//   7. SIGKILL another under a read load → 0 failed requests (nginx retries on the next) and nobody is
//      signed out;
//   8. Redis stopped mid-run: sign-in limits fail open (with a log line), session checks answer 503
//      (not a silent pass), /api/ready answers 503 naming Redis.
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

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flags = new Set(process.argv.slice(2));
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const ports = { nginx: 3600 + offset, instances: [3601, 3602, 3603].map((p) => p + offset), redis: 6400 + offset, sandbox: 4600 + offset };
const nginxUrl = `http://127.0.0.1:${ports.nginx}`;
const instanceUrls = ports.instances.map((port) => `http://127.0.0.1:${port}`);
const sandboxUrl = `http://127.0.0.1:${ports.sandbox}`;
/** The public URL is nginx's: mutations are accepted from its origin only. */
const appUrl = nginxUrl;
const ADMIN = 'admin@example.com';
const EDITOR = 'editor@example.com';
/** Short upstream sessions, so a refresh falls due within the test (due 5 s before expiry). */
const ACCESS_TTL_SECONDS = 10;
const PER_EMAIL = 5;

const startedAt = Date.now();
const seconds = () => ((Date.now() - startedAt) / 1000).toFixed(1);
const info = (message) => console.info(`[multi] ${message} (${seconds()} s)`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

class TestFailure extends Error {}
function check(condition, message) {
  if (!condition) throw new TestFailure(message);
}

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
  const template = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const servers = ports.instances.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n');
  const temp = path.join(workDir, 'nginx');
  fs.mkdirSync(temp);
  const conf = template
    .replace(/^( *)# @servers[\s\S]*?# @end-servers\n/m, `${servers}\n`)
    .replace(/listen 3000;/, `listen 127.0.0.1:${ports.nginx};`)
    .replace(/^pid .*$/m, `pid ${temp}/nginx.pid;`)
    .replace(/^error_log .*$/m, `error_log ${temp}/error.log warn;`)
    .replace(/^(\s*)# @temp-paths$/m, (_, indent) =>
      ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${indent}${kind}_temp_path ${temp}/${kind};`).join('\n'),
    );
  const file = path.join(temp, 'nginx.conf');
  fs.writeFileSync(file, conf);
  return { file, temp };
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
  };
}

// ---------------------------------------------------------------------------------------------------
// HTTP

const sameOrigin = { 'x-csrf': '1', origin: appUrl, 'content-type': 'application/json' };

/** A cookie jar shared by a user's requests; answers' Set-Cookie update it, as a browser's would. */
class Jar {
  cookies = new Map();
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  take(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      if (value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  copy() {
    const jar = new Jar();
    jar.cookies = new Map(this.cookies);
    return jar;
  }
}

async function call(base, pathname, { method = 'GET', headers = {}, body, jar, timeoutMs = 30_000 } = {}) {
  const cookie = jar?.header();
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  jar?.take(response);
  const text = await response.text();
  return { status: response.status, text, headers: response.headers };
}

async function signIn(email, base = nginxUrl) {
  const jar = new Jar();
  const requested = await call(base, '/api/auth/request-code', { method: 'POST', headers: sameOrigin, body: { email }, jar });
  check(requested.status === 200, `request-code for ${email} answered ${requested.status}: ${requested.text}`);
  const mail = await call(sandboxUrl, `/__sandbox/mailbox?email=${encodeURIComponent(email)}`);
  const { code } = JSON.parse(mail.text).data;
  const login = await call(base, '/api/auth/login', { method: 'POST', headers: sameOrigin, body: { email, code }, jar });
  check(login.status === 200, `login for ${email} answered ${login.status}: ${login.text}`);
  check(jar.cookies.has('console_session'), 'login set no console_session cookie');
  return jar;
}

async function sandboxCalls() {
  return JSON.parse((await call(sandboxUrl, '/__sandbox/calls')).text).data;
}

/**
 * Runs `workers` loops of `step` until `until()` is true; counts answers by status, and failures (a
 * status of 500 or more, a 401, or no answer at all) with what they were.
 */
async function load(workers, step, until) {
  const tally = { total: 0, failures: [], statuses: {} };
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; !until(); i += 1) {
        let outcome;
        try {
          outcome = await step(worker, i);
        } catch (error) {
          outcome = { status: 0, text: String(error?.cause?.code ?? error?.message ?? error) };
        }
        tally.total += 1;
        tally.statuses[outcome.status] = (tally.statuses[outcome.status] ?? 0) + 1;
        if (outcome.status === 0 || outcome.status === 401 || outcome.status >= 500) {
          tally.failures.push(`${outcome.label ?? ''} ${outcome.status} ${outcome.text.slice(0, 160)}`);
        }
      }
    }),
  );
  return tally;
}

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

  const redis = startProcess('redis-server', redisServer, [
    '--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', workDir,
  ]);
  const sandbox = startProcess('the sandbox', 'npx', ['tsx', 'sandbox/main.ts', '--reset'], {
    cwd: root,
    env: {
      ...process.env,
      SANDBOX_PORT: String(ports.sandbox),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_DB: path.join(workDir, 'sandbox.db'),
      SANDBOX_QUIET: '1',
      SANDBOX_ACCESS_TTL_SECONDS: String(ACCESS_TTL_SECONDS),
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
  for (const url of instanceUrls) {
    const ready = await call(url, '/api/ready');
    check(ready.status === 200, `${url}/api/ready answered ${ready.status}: ${ready.text}`);
  }
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

  // 2. Round-robin: one session, answered by all three.
  const admin = await signIn(ADMIN);
  // Which instance answered is read from the logs: nginx's request id (TRUSTED_PROXY_HOPS=1 trusts it)
  // comes back in X-Request-Id and appears in the log line of the instance that served the request.
  const requestIds = [];
  for (let i = 0; i < 9; i += 1) {
    const me = await call(nginxUrl, '/api/me', { jar: admin });
    check(me.status === 200, `GET /api/me through nginx answered ${me.status}: ${me.text}`);
    const requestId = me.headers.get('x-request-id');
    check(/^[0-9a-f]{32}$/.test(requestId ?? ''), `the answer's x-request-id is not nginx's $request_id: ${requestId}`);
    requestIds.push(requestId);
  }
  // Log lines leave in batches within a second (lib/server/log.ts): wait until each id shows, up to 3 s.
  const logged = (requestId) => instances.some((entry) => entry.output.includes(`"requestId":"${requestId}"`));
  for (let waited = 0; waited < 3_000 && !requestIds.every(logged); waited += 100) await sleep(100);
  const answeredBy = new Set();
  for (const requestId of requestIds) {
    const index = instances.findIndex((entry) => entry.output.includes(`"requestId":"${requestId}"`));
    check(index >= 0, `no instance logged the request id nginx set (${requestId})`);
    answeredBy.add(`instance ${index + 1}`);
  }
  check(answeredBy.size === 3, `one session was served by ${[...answeredBy].join(', ')}, not by all three instances`);
  info(`2. one session served round-robin by ${[...answeredBy].join(', ')}, each logging nginx's request id`);

  // 3. Logout on one instance; the copied cookie refused by the others.
  const victim = await signIn(ADMIN);
  const stolen = victim.copy();
  for (const url of instanceUrls) check((await call(url, '/api/me', { jar: stolen.copy() })).status === 200, `${url} refused a live session`);
  const logout = await call(instanceUrls[0], '/api/auth/logout', { method: 'POST', headers: sameOrigin, jar: victim });
  check(logout.status === 204, `logout on instance 1 answered ${logout.status}: ${logout.text}`);
  for (const url of instanceUrls.slice(1)) {
    const me = await call(url, '/api/me', { jar: stolen.copy() });
    check(me.status === 401, `after logout on instance 1, ${url} answered the copied cookie with ${me.status}, not 401`);
  }
  info('3. logout on instance 1: the copied cookie is refused by instances 2 and 3');

  // 4. Sign-in failures counted across instances.
  const wrong = { email: EDITOR, code: '000000' };
  for (let i = 0; i < PER_EMAIL; i += 1) {
    const attempt = await call(instanceUrls[i % 3], '/api/auth/login', { method: 'POST', headers: sameOrigin, body: wrong });
    check(attempt.status === 401, `failed login ${i + 1} on instance ${(i % 3) + 1} answered ${attempt.status}: ${attempt.text}`);
  }
  const refused = await call(instanceUrls[PER_EMAIL % 3], '/api/auth/login', { method: 'POST', headers: sameOrigin, body: wrong });
  check(
    refused.status === 429 && refused.headers.get('retry-after'),
    `login ${PER_EMAIL + 1}, after ${PER_EMAIL} failures spread over the instances, answered ${refused.status}, not 429 with Retry-After`,
  );
  info(`4. ${PER_EMAIL} failed logins spread over three instances: the next is refused (429) by any of them`);

  // 5. 200 concurrent requests at expiry, over the three → one upstream refresh.
  const expiring = await signIn(ADMIN);
  await call(sandboxUrl, '/__sandbox/calls', { method: 'DELETE' });
  await sleep((ACCESS_TTL_SECONDS - 5) * 1000 + 500);
  const burst = await Promise.all(
    Array.from({ length: 200 }, (_, i) => call(instanceUrls[i % 3], '/api/main/v1/products?page=1&limit=1', { jar: expiring.copy() })),
  );
  const bad = burst.filter((answer) => answer.status !== 200);
  const refreshes = (await sandboxCalls())['POST /v1/auth/refresh-token'] ?? 0;
  const failed = `${bad.length} failed: ${bad.slice(0, 3).map((a) => `${a.status} ${a.text.slice(0, 120)}`).join('; ')}`;
  check(refreshes === 1, `200 requests at expiry over three instances made ${refreshes} upstream refreshes, not 1 (${failed})`);
  check(bad.length === 0, `of 200 requests at expiry, ${failed}`);
  info('5. 200 concurrent requests at expiry over three instances: all answered, one upstream refresh');

  // 6. SIGTERM one instance under a mixed read/write load.
  const worker = await signIn(ADMIN);
  const setting = JSON.parse((await call(nginxUrl, '/api/main/v1/settings?page=1&limit=1', { jar: worker })).text).data.records[0];
  check(setting, 'no setting to write under load');
  const { key, value, description } = setting;
  let stopLoad = false;
  const mixed = load(
    12,
    async (w, i) => {
      if ((w + i) % 3 === 0) {
        const answer = await call(nginxUrl, `/api/main/v1/settings/${setting.id}`, {
          method: 'PUT',
          headers: sameOrigin,
          body: { key, value, description },
          jar: worker,
        });
        return { ...answer, label: 'PUT setting' };
      }
      return { ...(await call(nginxUrl, '/api/main/v1/products?page=1&limit=5', { jar: worker })), label: 'GET products' };
    },
    () => stopLoad,
  );
  await sleep(1_500);
  const terminated = instances[1];
  signalProcess(terminated, 'SIGTERM', false);
  const ended = await within(terminated.exited, 15_000);
  await sleep(1_000);
  stopLoad = true;
  const mixedTally = await mixed;
  check(ended !== null, 'instance 2 did not stop within 15 s of SIGTERM');
  check(ended.code === 0, `instance 2 ended with ${ended.code ?? ended.signal} on SIGTERM, not exit 0`);
  check(mixedTally.total > 50, `the mixed load made only ${mixedTally.total} requests`);
  check(
    mixedTally.failures.length === 0,
    `${mixedTally.failures.length} of ${mixedTally.total} requests failed while instance 2 stopped: ${mixedTally.failures.slice(0, 5).join('; ')}`,
  );
  info(`6. SIGTERM on instance 2 under a mixed load: ${mixedTally.total} requests, 0 failed; it exited 0`);

  // 7. SIGKILL another under a read load; nobody signed out.
  stopLoad = false;
  const reads = load(12, async () => ({ ...(await call(nginxUrl, '/api/main/v1/products?page=1&limit=5', { jar: worker })), label: 'GET products' }), () => stopLoad);
  await sleep(1_500);
  const killed = instances[2];
  signalProcess(killed, 'SIGKILL', false);
  await within(killed.exited, 5_000);
  await sleep(1_500);
  stopLoad = true;
  const readTally = await reads;
  check(readTally.total > 50, `the read load made only ${readTally.total} requests`);
  check(
    readTally.failures.length === 0,
    `${readTally.failures.length} of ${readTally.total} reads failed when instance 3 was killed: ${readTally.failures.slice(0, 5).join('; ')}`,
  );
  const still = await call(nginxUrl, '/api/me', { jar: worker });
  check(still.status === 200, `after the kill, the user's session answered ${still.status}: signed out`);
  info(`7. SIGKILL on instance 3 under a read load: ${readTally.total} reads, 0 failed, still signed in`);

  // 8. Redis gone mid-run (on the instance left).
  const survivor = instances[0];
  const beforeOutage = survivor.written;
  signalProcess(redis, 'SIGKILL');
  await within(redis.exited, 5_000);
  const checked = await call(instanceUrls[0], '/api/me', { jar: worker });
  check(checked.status === 503, `with Redis gone, a session check answered ${checked.status}, not 503 (fail closed): ${checked.text}`);
  const codeRequest = await call(instanceUrls[0], '/api/auth/request-code', { method: 'POST', headers: sameOrigin, body: { email: EDITOR } });
  check(codeRequest.status === 200, `with Redis gone, a code request answered ${codeRequest.status}, not 200 (limits fail open): ${codeRequest.text}`);
  // The line is written asynchronously: give a loaded machine a few seconds to flush it.
  const failOpenLine = /rate-limit: store unavailable; attempt allowed \(fail open\)/;
  for (let waited = 0; waited < 5_000 && !failOpenLine.test(outputSince(survivor, beforeOutage)); waited += 100) await sleep(100);
  check(failOpenLine.test(outputSince(survivor, beforeOutage)), 'the fail-open limit wrote no log line');
  const notReady = await call(instanceUrls[0], '/api/ready');
  check(notReady.status === 503 && /Redis/.test(notReady.text), `with Redis gone, /api/ready answered ${notReady.status}: ${notReady.text}`);
  info('8. Redis gone: session checks 503, sign-in limits fail open with a log line, /api/ready 503 naming Redis');

  // Every request line is JSON with the fields ops need, and none holds a secret.
  const lines = instances.flatMap((entry) => entry.output.split('\n').filter((line) => line.includes('"msg":"request"')));
  check(lines.length > 100, `only ${lines.length} request log lines`);
  for (const line of lines) {
    let parsed;
    try {
      parsed = JSON.parse(line);
    } catch {
      check(false, `a request line is not one JSON object: ${line.slice(0, 600)}`);
    }
    for (const field of ['method', 'route', 'status', 'durationMs', 'requestId']) check(field in parsed, `a request line lacks ${field}: ${line}`);
    check(!/console_session=|Bearer |"code"|access_token|refresh_token/.test(line), `a request line holds a secret: ${line}`);
  }
  check(lines.some((line) => /"userId":"/.test(line)), 'no request line names its user');
  info(`the instances wrote ${lines.length} JSON request lines, none with a secret`);
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
