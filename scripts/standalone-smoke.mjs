// `npm run smoke:standalone`: the Dockerfile's steps without Docker, which cannot pull base images here.
// Builds the standalone server under Node 24 (BUILD_STANDALONE=1 next build, into .next as the image's
// build stage does), lays it out in a temporary folder exactly as the image's last stage does
// (.next/standalone, with .next/static and public/ beside server.js, nothing else), then runs it under
// Node 24 with only run-time settings, against the sandbox, and checks it end to end: the start-up
// check, /api/health (and the Dockerfile's own HEALTHCHECK command), /api/ready, a sign-in through the
// BFF, a proxied list, a page with its static assets, the metrics with their token, the request gate
// (including chunked 150 MB bodies refused without the server's memory growing), and a clean SIGTERM stop.
// As compose.yaml runs it: the secrets as files (SESSION_PASSWORD_FILE, METRICS_TOKEN_FILE), and a tree
// the server cannot write, except .next/cache (run as root, the server runs as uid 1000, the image's `node`
// user; otherwise the tree loses its write bits). No sharp is copied, and the size of what the image's
// last stage copies is printed. Exits non-zero on the first failure, after stopping everything it started.
//
//   node scripts/standalone-smoke.mjs [--no-build] [--keep]
//   --no-build  use the standalone build already in .next (after `BUILD_STANDALONE=1 next build`)
//   --keep      leave the temporary folder for inspection
//
// Ports 3300 (console) and 4300 (sandbox), moved by E2E_PORT_OFFSET like the end-to-end suite's.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { processGroup, stopProcess, within } from './child-processes.mjs';
import { buildStandalone, copyStandalone, node24 } from './standalone-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flags = new Set(process.argv.slice(2));
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const consolePort = 3300 + offset;
const sandboxPort = 4300 + offset;
const consoleUrl = `http://127.0.0.1:${consolePort}`;
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
/** Plain http, as behind a TLS-terminating proxy on a developer machine: cookies are not `Secure`. */
const appUrl = `http://localhost:${consolePort}`;
const ADMIN = 'admin@example.com';
/** The image's `node` user. */
const IMAGE_UID = 1000;

const startedAt = Date.now();
const seconds = () => ((Date.now() - startedAt) / 1000).toFixed(1);
const info = (message) => console.info(`[smoke] ${message} (${seconds()} s)`);

class SmokeFailure extends Error {}
function check(condition, message) {
  if (!condition) throw new SmokeFailure(message);
}

const processes = processGroup({ tag: '[smoke]', fail: (message) => new SmokeFailure(message) });
const { children } = processes;
const startProcess = processes.start;
let workDir;

/** SIGTERM, then SIGKILL after 10 s; resolves with how it ended, or null if it had to be killed. */
const stop = (entry) => stopProcess(entry, 10_000);

async function cleanUp() {
  await processes.stopAll(5_000);
  if (workDir && !flags.has('--keep')) {
    // The tree was made read-only when not run as root; its owner gives the write bits back first.
    if (process.getuid?.() !== 0) writable(workDir);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  else if (workDir) console.info(`[smoke] kept ${workDir}`);
}

processes.cleanUpOnInterrupt(cleanUp);

/** The HEALTHCHECK command of the Dockerfile, as an argument list. */
function dockerHealthcheck() {
  const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const match = /^HEALTHCHECK\b.*?\bCMD\s+(\[.*\])\s*$/m.exec(dockerfile);
  check(match, 'the Dockerfile has no HEALTHCHECK … CMD ["…"] line');
  const argv = JSON.parse(match[1]);
  check(argv[0] === 'node', `the HEALTHCHECK should run node, not ${argv[0]}`);
  return argv.slice(1);
}

async function request(pathname, { method = 'GET', headers = {}, body, jar, base = consoleUrl } = {}) {
  const cookie = jar && [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  if (jar) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }
  return response;
}

/** A raw request, for methods fetch refuses to send (TRACE). */
function rawRequest(method, pathname) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${consoleUrl}${pathname}`, { method, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${pathname} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** Resident memory in kB of every live process in a process group, from /proc (Linux), as bench/upload.mts reads it. */
function groupRssKb(pgid) {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      const rss = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'));
      if (rss) total += Number(rss[1]);
    } catch {
      // the process ended while it was read
    }
  }
  return total;
}

/**
 * POSTs a chunked body of up to `totalBytes` (no Content-Length) to `pathname` and resolves with the
 * answer's status and how much had been sent when it came; the rest is never sent. A raw socket, since
 * a server that refuses a body answers and closes while the body is still being written, and Node's
 * HTTP client then reports the failed write rather than the answer it had already received.
 */
function postChunked(pathname, totalBytes) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(consolePort, '127.0.0.1');
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const frame = Buffer.concat([Buffer.from(`${chunk.byteLength.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    let sent = 0;
    let received = '';
    let settled = false;
    const settle = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new Error(`POST ${pathname} had no answer within 60 s`))), 60_000);
    socket.on('data', (data) => {
      received += data.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(received);
      if (status) settle(() => resolve({ status: Number(status[1]), sent }));
    });
    // A refused body ends in a reset while writing: the answer, if any, has come or comes before 'close'.
    socket.on('error', () => undefined);
    socket.on('close', () => settle(() => reject(new Error(`POST ${pathname}: the connection closed without an answer`))));
    // One frame per turn of the event loop, as a browser reads an early answer while it uploads: a
    // refusing server drains what was sent (dropped, though not yet collected), so a client that wrote
    // on without looking would make the memory reading depend on its own speed.
    const pump = () => {
      if (settled) return;
      if (sent >= totalBytes) return void socket.write('0\r\n\r\n');
      sent += chunk.byteLength;
      if (socket.write(frame)) setImmediate(pump);
      else socket.once('drain', pump);
    };
    socket.once('connect', () => {
      socket.write(
        `POST ${pathname} HTTP/1.1\r\nhost: 127.0.0.1:${consolePort}\r\ncontent-type: application/json\r\nx-csrf: 1\r\n` +
          `origin: ${appUrl}\r\ntransfer-encoding: chunked\r\n\r\n`,
      );
      pump();
    });
  });
}

/** A chunked 150 MB body to `pathname`: refused with 413 early, the server's memory grown by less than 16 MB meanwhile. */
async function checkBodyRefused(server, pathname) {
  const pgid = server.child.pid;
  const before = groupRssKb(pgid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, groupRssKb(pgid))), 25);
  try {
    const { status, sent } = await postChunked(pathname, 150 * 1024 * 1024);
    peak = Math.max(peak, groupRssKb(pgid));
    check(status === 413, `a chunked 150 MB POST ${pathname} answered ${status}, not 413`);
    const grownMb = (peak - before) / 1024;
    check(grownMb < 16, `a chunked 150 MB POST ${pathname} grew the server's memory by ${grownMb.toFixed(1)} MB (limit 16)`);
    return `${pathname} 413 after ${(sent / 1024 / 1024).toFixed(1)} MB sent, memory +${grownMb.toFixed(1)} MB`;
  } finally {
    clearInterval(sampler);
  }
}

const waitForHealth = processes.waitUntilAnswering;

function build(node) {
  info(`building the standalone server with Node ${node.version} (BUILD_STANDALONE=1 next build)`);
  try {
    buildStandalone(node);
  } catch (error) {
    throw new SmokeFailure(error.message);
  }
  info('built');
}

/** The image's last stage: the standalone server, .next/static and public/ beside server.js, and a writable .next/cache. */
function layOut(node, asImageUser) {
  const standalone = path.join(root, '.next/standalone');
  check(
    fs.existsSync(path.join(standalone, 'server.js')),
    `${standalone}/server.js is missing: build with BUILD_STANDALONE=1 (or drop --no-build). If server.js sits ` +
      'deeper, Next took a parent folder as the tracing root, and the Dockerfile would not find it either.',
  );
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-smoke-'));
  fs.chmodSync(workDir, 0o755);
  const app = path.join(workDir, 'app');
  copyStandalone(app);
  const home = path.join(workDir, 'home');
  fs.mkdirSync(home);
  let nodeBinary = node.execPath;
  if (asImageUser) {
    // The npm cache is under root's home, which uid 1000 cannot enter: a copy of the binary it can run.
    nodeBinary = path.join(workDir, 'node');
    fs.copyFileSync(node.execPath, nodeBinary);
    fs.chmodSync(nodeBinary, 0o755);
    fs.chownSync(path.join(app, '.next/cache'), IMAGE_UID, IMAGE_UID);
    fs.chownSync(home, IMAGE_UID, IMAGE_UID);
  } else {
    // Not root: the tree is the server's own, so it is made read-only instead (the cache stays writable).
    readOnly(app, path.join(app, '.next/cache'));
  }
  // The secrets as files, as compose.yaml gives them (Docker secrets): readable, not writable, by the server.
  const secrets = path.join(workDir, 'secrets');
  fs.mkdirSync(secrets);
  for (const [name, value] of Object.entries(SECRETS)) fs.writeFileSync(path.join(secrets, name), `${value}\n`, { mode: 0o444 });
  return { app, home, nodeBinary, secrets };
}

/** Takes the write bits off every file and folder under `dir`, but `keep`. */
function readOnly(dir, keep) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (full === keep || entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) readOnly(full, keep);
    fs.chmodSync(full, fs.statSync(full).mode & ~0o222);
  }
  if (dir !== keep) fs.chmodSync(dir, fs.statSync(dir).mode & ~0o222);
}

function writable(dir) {
  fs.chmodSync(dir, fs.statSync(dir).mode | 0o200);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) writable(full);
    else if (entry.isFile()) fs.chmodSync(full, fs.statSync(full).mode | 0o200);
  }
}

/** Bytes under `dir` (files only), as the image's last stage would copy them. */
function sizeOf(dir) {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) bytes += sizeOf(full);
    else if (entry.isFile()) bytes += fs.statSync(full).size;
  }
  return bytes;
}

/** The secrets the server reads from files (SESSION_PASSWORD_FILE, METRICS_TOKEN_FILE). */
const SECRETS = { session_password: randomBytes(32).toString('base64url'), metrics_token: randomBytes(32).toString('base64url') };

/**
 * What compose.yaml passes, with the image's ENV lines, bound to loopback instead of 0.0.0.0: the secrets
 * as files in `secrets`, the variables themselves empty.
 */
function serverEnv(home, secrets, overrides = {}) {
  return {
    PATH: process.env.PATH,
    HOME: home,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    HOSTNAME: '127.0.0.1',
    PORT: String(consolePort),
    MAIN_API_URL: sandboxUrl,
    AI_API_URL: `${sandboxUrl}/ai`,
    APP_URL: appUrl,
    APP_ENV: 'production',
    SESSION_PASSWORD_FILE: path.join(secrets, 'session_password'),
    METRICS_TOKEN_FILE: path.join(secrets, 'metrics_token'),
    ...overrides,
  };
}

async function main() {
  const asImageUser = process.getuid?.() === 0;
  let node;
  try {
    node = node24();
  } catch (error) {
    throw new SmokeFailure(error.message);
  }
  info(`Node ${node.version} from the npm registry`);
  if (!flags.has('--no-build')) build(node);
  const { app, home, nodeBinary, secrets } = layOut(node, asImageUser);
  const identity = asImageUser ? { uid: IMAGE_UID, gid: IMAGE_UID } : {};
  info(`laid out in ${app}${asImageUser ? ', served as uid 1000' : ''}, read-only but .next/cache`);
  // The image optimiser is off (next.config.mjs), so its native sharp and libvips are not copied.
  for (const unused of ['node_modules/sharp', 'node_modules/@img']) check(!fs.existsSync(path.join(app, unused)), `${unused} is in the standalone output`);
  info(`the runtime stage copies ${(sizeOf(app) / 2 ** 20).toFixed(1)} MB (no sharp)`);

  // The start-up check (instrumentation.ts) runs under server.js, and nothing was baked in at build.
  const unconfigured = startProcess('server.js without SESSION_PASSWORD', nodeBinary, ['server.js'], {
    cwd: app,
    env: serverEnv(home, secrets, { SESSION_PASSWORD_FILE: '' }),
    ...identity,
  });
  const refused = await within(unconfigured.exited, 30_000);
  check(refused !== null, 'server.js started without SESSION_PASSWORD: the start-up check did not run');
  check(
    refused.code === 1 && /SESSION_PASSWORD is required/.test(unconfigured.output),
    `server.js without SESSION_PASSWORD should exit 1 naming it; it exited ${refused.code ?? refused.signal}:\n${unconfigured.output}`,
  );
  info('without SESSION_PASSWORD server.js stops at start, naming it');

  const sandbox = startProcess('the sandbox', 'npx', ['tsx', 'sandbox/main.ts', '--reset'], {
    cwd: root,
    env: { ...process.env, SANDBOX_PORT: String(sandboxPort), SANDBOX_HOST: '127.0.0.1', SANDBOX_DB: path.join(workDir, 'sandbox.db'), SANDBOX_QUIET: '1' },
  });
  const server = startProcess('server.js', nodeBinary, ['server.js'], { cwd: app, env: serverEnv(home, secrets), ...identity });
  await waitForHealth(`${sandboxUrl}/health`, sandbox, 60_000);
  await waitForHealth(`${consoleUrl}/api/health`, server, 60_000);
  info(`server.js answers /api/health on ${consoleUrl}`);

  const healthcheck = startProcess('the HEALTHCHECK command', nodeBinary, dockerHealthcheck(), {
    cwd: app,
    env: { PATH: process.env.PATH, HOME: home, PORT: String(consolePort) },
    ...identity,
  });
  const healthy = (await within(healthcheck.exited, 15_000)) ?? { code: null, signal: 'timeout' };
  check(healthy.code === 0, `the Dockerfile's HEALTHCHECK command exited ${healthy.code ?? healthy.signal}:\n${healthcheck.output}`);

  const ready = await request('/api/ready');
  check(ready.status === 200, `/api/ready answered ${ready.status}: ${await ready.text()}`);
  info('the HEALTHCHECK command passes; /api/ready is 200');

  const jar = new Map();
  const sameOrigin = { 'x-csrf': '1', origin: appUrl, 'content-type': 'application/json' };
  const requested = await request('/api/auth/request-code', { method: 'POST', headers: sameOrigin, body: JSON.stringify({ email: ADMIN }), jar });
  check(requested.status === 200, `request-code answered ${requested.status}: ${await requested.text()}`);
  const mail = await request(`/__sandbox/mailbox?email=${encodeURIComponent(ADMIN)}`, { base: sandboxUrl });
  check(mail.ok, `the sandbox mailbox answered ${mail.status}`);
  const { code } = (await mail.json()).data;
  const login = await request('/api/auth/login', { method: 'POST', headers: sameOrigin, body: JSON.stringify({ email: ADMIN, code }), jar });
  check(login.status === 200, `login answered ${login.status}: ${await login.text()}`);
  check(jar.has('console_session'), `login set no console_session cookie (cookies: ${[...jar.keys()].join(', ') || 'none'})`);
  info('signed in as admin through the BFF');

  const products = await request('/api/main/v1/products?page=1&limit=5', { jar });
  const productsText = await products.text();
  check(products.status === 200, `GET /api/main/v1/products answered ${products.status}: ${productsText}`);
  const records = JSON.parse(productsText).data?.records;
  check(Array.isArray(records) && records.length > 0, `GET /api/main/v1/products returned no records: ${productsText.slice(0, 300)}`);
  info(`the proxied product list returned ${records.length} records`);

  const page = await request('/products', { headers: { accept: 'text/html' }, jar });
  const html = await page.text();
  check(page.status === 200, `GET /products answered ${page.status} (location ${page.headers.get('location')})`);
  check(/^text\/html/.test(page.headers.get('content-type') ?? ''), `GET /products is ${page.headers.get('content-type')}, not HTML`);
  const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map((m) => m[1]))];
  check(assets.some((asset) => asset.endsWith('.js')), 'the /products page references no /_next/static script');
  const fonts = new Set();
  for (const asset of assets) {
    const answer = await request(asset);
    check(answer.status === 200, `${asset} answered ${answer.status}: is .next/static beside server.js?`);
    const text = await answer.text();
    if (!asset.endsWith('.css')) continue;
    for (const m of text.matchAll(/url\(["']?([^)"']+\.woff2)["']?\)/g)) fonts.add(new URL(m[1], `${consoleUrl}${asset}`).pathname);
  }
  check(fonts.size > 0, 'no stylesheet of /products references a woff2 font');
  for (const font of fonts) {
    const answer = await request(font);
    check(answer.status === 200, `the font ${font} answered ${answer.status}`);
    await answer.arrayBuffer();
  }
  info(`/products is 200 HTML; its ${assets.length} static assets and ${fonts.size} fonts load`);

  // The metrics, with the token read from its file; without it, none.
  check((await request('/api/metrics')).status === 401, '/api/metrics answered without its token');
  const metrics = await request('/api/metrics', { headers: { authorization: `Bearer ${SECRETS.metrics_token}` } });
  const metricsText = await metrics.text();
  check(metrics.status === 200 && metricsText.includes('console_http_request_duration_seconds_count{route="/products"'), `/api/metrics answered ${metrics.status}: ${metricsText.slice(0, 300)}`);
  info('/api/metrics answers with its token only, and counted the page');

  const trace = await rawRequest('TRACE', '/api/health');
  check(trace === 405, `TRACE /api/health answered ${trace}, not 405: the request gate (instrumentation.ts) is not in front of Next`);
  info('TRACE is refused with 405: the request gate runs');

  // Page paths take no body (Next would buffer it whole for middleware), the API no more than JSON.
  const bodies = [];
  for (const pathname of ['/login', '/products', '/api/auth/login']) bodies.push(await checkBodyRefused(server, pathname));
  info(`chunked 150 MB bodies are refused without holding them: ${bodies.join('; ')}`);

  const ended = await stop(server);
  check(ended !== null, 'server.js did not stop within 10 s of SIGTERM');
  check(ended.code === 0, `server.js ended with ${ended.code ?? ended.signal} on SIGTERM, not 0 (lib/server/shutdown.ts)`);
  check(/"msg":"stopped: every request answered"/.test(server.output), 'server.js logged no clean stop on SIGTERM');
  check(/"route":"\/api\/main\/v1\/products".*"msg":"request"/.test(server.output), 'server.js logged no JSON request line for the product list');
  info('server.js logged JSON request lines and stopped on SIGTERM with exit 0');
}

try {
  await main();
  await cleanUp();
  info('passed');
} catch (error) {
  console.error(`[smoke] FAILED: ${error instanceof SmokeFailure ? error.message : (error?.stack ?? error)}`);
  for (const entry of children) {
    if (entry.output.trim()) console.error(`[smoke] --- output of ${entry.name} (last lines) ---\n${entry.output.trim().split('\n').slice(-40).join('\n')}`);
  }
  await cleanUp();
  process.exit(1);
}
