// `npm run test:container` (a phase of `npm test`): the project's Dockerfile built by a real container
// engine, and compose.yaml's topology started from it — three consoles, Redis with its password and
// append-only file, nginx — with the sandbox as the upstream (scripts/container/compose.test.yaml adds
// it and this run's secrets), then proven through nginx the way `npm run test:multi` proves bare
// processes (the same checks, scripts/cluster-checks.mjs), plus what only containers show:
//   1. every console ready; the image's HEALTHCHECK turns healthy and nginx starts only after all three;
//   2. one session served by all three; 3. logout on one refused by the others; 4. sign-in limits shared;
//   5. 200 requests at expiry → one refresh;
//   6. Redis restarted → revocations remembered (its append-only file on the volume);
//   7. the root filesystem read-only (a write outside the tmpfs fails), no capability left, no privilege
//      gain, uid 1000; secrets read from files, absent from the environment and the logs;
//   8. `podman stop` (SIGTERM, as docker stop) of a console under load → 0 failed requests, exit 0;
//   9. SIGKILL of another under a read load → 0 failed reads.
// Also measured and printed: the image's size and what takes it, build times, start to healthy, memory at
// idle and under load.
//
// The engine is Podman with runc (scripts/container/engine.sh, run by .ci/run), compose.yaml is run by
// docker-compose (v1) against Podman's Docker-compatible socket, and the base images are made locally from
// Debian's mirror (scripts/container/base-images.sh, cached by what they are made from). Without systemd,
// Podman keeps no health-check timers, so this script runs each container's health check every 2 s in
// their stead (`podman healthcheck run`), as the timer would at the image's interval.
//
// Without Podman (a developer's machine), the phase says it was skipped and why; under CI=true it fails.
//
//   node scripts/container/test.mjs [--keep] [--quiet]
//
// Ports: nginx on 127.0.0.1:5000 and the Kubernetes pod on 5001, moved by E2E_PORT_OFFSET. --keep leaves the containers up;
// CONTAINER_TEST_IMAGE=<image> uses that image instead of building one (while working on this script).
import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { check, checkRequestLines, cluster, sleep, TestFailure } from '../cluster-checks.mjs';
import { node24 } from '../standalone-build.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const flags = new Set(process.argv.slice(2));
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = 5000 + offset;
const project = `console-ct${offset}`;
const nginxUrl = `http://127.0.0.1:${port}`;
const imageTag = `container-test-${offset}`;
const STEPS_FILE = path.join(root, 'e2e/.data/container-steps.json');
/**
 * The sandbox's upstream sessions last 30 s (compose.test.yaml), so a refresh falls due within the test (25 s
 * in), and a refreshed one is not due again while a starved console is still taking up the burst's requests.
 */
const ACCESS_TTL_SECONDS = 30;
/** compose.yaml leaves AUTH_RATE_LIMIT_PER_EMAIL at the console's default. */
const PER_EMAIL = 5;
const CI = process.env.CI === 'true' || process.env.CI === '1';

const startedAt = Date.now();
const seconds = () => ((Date.now() - startedAt) / 1000).toFixed(1);
const info = (message) => console.info(`[container] ${message} (${seconds()} s)`);
const run = promisify(execFile);

/** What each step took, in seconds, for `npm test`'s timing table (scripts/test-all.mjs reads the file). */
const steps = [];
async function step(name, work) {
  const started = Date.now();
  try {
    return await work();
  } finally {
    steps.push([name, (Date.now() - started) / 1000]);
    fs.mkdirSync(path.dirname(STEPS_FILE), { recursive: true });
    fs.writeFileSync(STEPS_FILE, JSON.stringify(steps));
  }
}

/** Runs a command; its output, or a TestFailure with its last lines. */
async function sh(command, args, options = {}) {
  try {
    const { stdout } = await run(command, args, { maxBuffer: 256 * 1024 * 1024, env: { ...process.env, ...env }, cwd: root, ...options });
    return stdout;
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim().split('\n').slice(-40).join('\n');
    throw new TestFailure(`${command} ${args.join(' ')} failed (${error.code ?? error.signal}):\n${output}`);
  }
}

/** A long command with its output shown as it comes, prefixed; resolves when it ends, fails on non-zero. */
function stream(label, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const tail = [];
    for (const source of [child.stdout, child.stderr]) {
      source.setEncoding('utf8');
      source.on('data', (chunk) => {
        for (const line of chunk.split('\n')) {
          if (!line.trim()) continue;
          tail.push(line);
          if (tail.length > 60) tail.shift();
          if (!flags.has('--quiet')) process.stdout.write(`[${label}] ${line}\n`);
        }
      });
    }
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(tail.join('\n')) : reject(new TestFailure(`${command} ${args.join(' ')} failed (exit ${code}):\n${tail.join('\n')}`)),
    );
  });
}

// ---------------------------------------------------------------------------------------------------
// The engine

function has(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Why the engine cannot run here, or null. */
function whyNoEngine() {
  const missing = ['podman', 'docker-compose', 'mmdebstrap'].filter((command) => !has(command));
  if (missing.length) return `${missing.join(', ')} not installed (Debian: sudo bash scripts/container/engine.sh)`;
  if (process.getuid?.() !== 0) return 'the phase runs Podman as root (rootful networks and the Docker-compatible socket), and this user is not root';
  return null;
}

/** Variables the compose files read, and docker-compose's socket; filled in as the run goes. */
const env = {};
let workDir;
let service;
let ticker;
let composeUp = false;
let kubeFile;

const compose = (...args) => ['-p', project, '-f', path.join(root, 'compose.yaml'), '-f', path.join(here, 'compose.test.yaml'), ...args];

async function containerId(name) {
  const id = (await sh('docker-compose', compose('ps', '-q', name))).trim();
  check(id, `compose has no ${name} container`);
  return id;
}

async function inspect(id) {
  return JSON.parse(await sh('podman', ['inspect', id]))[0];
}

/**
 * Podman's health-check timers need systemd, which these machines do not run: run every health check of
 * this project's containers every 2 s instead, and note when each first passed — as the time its passing
 * run started, since Podman records the result (and compose may start nginx on it) before `podman
 * healthcheck run` itself returns, which on a loaded machine can be seconds later.
 */
function startHealthTicker() {
  const firstHealthy = new Map();
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const ids = (await sh('podman', ['ps', '-q', '--no-trunc', '--filter', `label=com.docker.compose.project=${project}`]).catch(() => ''))
        .split('\n')
        .filter(Boolean);
      await Promise.all(
        ids.map(async (id) => {
          const runStarted = Date.now();
          try {
            await run('podman', ['healthcheck', 'run', id]);
            if (!firstHealthy.has(id)) firstHealthy.set(id, runStarted);
          } catch {
            // unhealthy, starting, or no health check
          }
        }),
      );
      await sleep(2_000);
    }
  })();
  return {
    firstHealthy,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

async function memoryMiB(ids) {
  const stats = JSON.parse(await sh('podman', ['stats', '--no-stream', '--format', 'json', ...ids]));
  return stats.map((entry) => {
    const [used] = String(entry.mem_usage ?? entry.MemUsage ?? '').split('/');
    const match = /([\d.]+)\s*([kMG]i?B|B)/i.exec(used.trim());
    if (!match) return NaN;
    const factor = { b: 1 / 1048576, kb: 1 / 1024, kib: 1 / 1024, mb: 1, mib: 1, gb: 1024, gib: 1024 }[match[2].toLowerCase()];
    return Number(match[1]) * factor;
  });
}

// ---------------------------------------------------------------------------------------------------
// Kubernetes

/**
 * deploy/kubernetes's Deployment, its ConfigMap and the Secret its kustomization generates, given to
 * `podman kube play` on compose's network: the image is this run's, the ConfigMap's addresses are the
 * sandbox's and compose's Redis, the Secret holds this run's values. The pod must answer both probes'
 * paths, run as its securityContext says and read its secrets from the mounted files.
 */
async function kubePod({ image, secrets, network }) {
  const { parseAllDocuments, stringify } = await import('yaml');
  const dir = path.join(root, 'deploy/kubernetes');
  const load = (file) => parseAllDocuments(fs.readFileSync(path.join(dir, file), 'utf8')).map((document) => document.toJS());
  const [config] = load('config.yaml');
  const [deployment] = load('deployment.yaml');
  Object.assign(config.data, { MAIN_API_URL: env.MAIN_API_URL, AI_API_URL: env.AI_API_URL, APP_URL: env.APP_URL, REDIS_URL: 'redis://redis:6379' });
  const podSpec = deployment.spec.template.spec;
  const [container] = podSpec.containers;
  container.image = image;
  // What differs from a cluster, for Podman 4.3: one replica, since it starts each replica as a pod and
  // publishes containerPort on the host for each when hostPort is not given (so the second could not
  // start); the port published on loopback only.
  deployment.spec.replicas = 1;
  Object.assign(container.ports[0], { hostIP: '127.0.0.1', hostPort: port + 1 });
  const secretName = podSpec.volumes.find((volume) => volume.secret).secret.secretName;
  // Podman 4.3 writes a Secret's `data` into the files as it stands, without decoding the base64 (and
  // ignores `stringData`): the values are hex, which is valid base64 too, given as they are, so the
  // files hold them as a cluster's would.
  const secret = { apiVersion: 'v1', kind: 'Secret', metadata: { name: secretName }, type: 'Opaque', data: { ...secrets } };
  const file = path.join(workDir, 'kube.yaml');
  fs.writeFileSync(file, [config, secret, deployment].map((document) => stringify(document)).join('---\n'));
  const started = Date.now();
  kubeFile = { file, secretName };
  await sh('podman', ['kube', 'play', '--network', network, file]);
  // Podman names the container <deployment>-pod-<n>-<container>.
  const containerName = `${deployment.metadata.name}-pod-0-${container.name}`;
  const id = (await sh('podman', ['ps', '-q', '--no-trunc', '--filter', `name=^${containerName}$`])).trim();
  check(id, `podman kube play started no ${containerName}: ${await sh('podman', ['ps', '-a', '--format', '{{.Names}} {{.Status}}'])}`);
  const details = await inspect(id);
  const probe = async (probePath) => fetch(`http://127.0.0.1:${port + 1}${probePath}`, { signal: AbortSignal.timeout(3_000) }).then((r) => r.status, () => 0);
  let toReady;
  for (let waited = 0; ; waited += 500) {
    const [health, ready] = await Promise.all([probe(container.livenessProbe.httpGet.path), probe(container.readinessProbe.httpGet.path)]);
    if (health === 200 && ready === 200) {
      toReady = (Date.now() - started) / 1000;
      break;
    }
    check(waited < 60_000, `the pod answered ${container.livenessProbe.httpGet.path} ${health} and ${container.readinessProbe.httpGet.path} ${ready} after 60 s:\n${await sh('podman', ['logs', id]).catch(() => '')}`);
    await sleep(500);
  }
  check(details.HostConfig.ReadonlyRootfs === true, 'the pod\'s root filesystem is writable (readOnlyRootFilesystem)');
  const status = await sh('podman', ['exec', id, 'cat', '/proc/1/status']);
  check(/^CapEff:\s*0+$/m.test(status) && /^Uid:\s*1000\s/m.test(status), `the pod's process keeps capabilities or runs as another user:\n${status}`);
  const environ = await sh('podman', ['exec', id, 'cat', '/proc/1/environ']);
  for (const value of Object.values(secrets)) check(!environ.includes(value), 'a secret is in the pod\'s environment');
  const sessionFile = container.env.find((variable) => variable.name === 'SESSION_PASSWORD_FILE').value;
  check((await sh('podman', ['exec', id, 'cat', sessionFile])).trim() === secrets.session_password, `${sessionFile} does not hold the Secret's value`);
  return { toReady };
}

// ---------------------------------------------------------------------------------------------------
// The run

async function main() {
  const why = whyNoEngine();
  if (why) {
    if (CI) throw new TestFailure(`the container engine cannot run under CI: ${why}`);
    console.info(`[container] skipped: ${why}. CI runs this phase (.ci/run installs the engine).`);
    return false;
  }
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-container-'));

  const images = await step('base images (cached per machine)', async () => {
    const output = await stream('base-images', 'bash', [path.join(here, 'base-images.sh'), node24().execPath]);
    return Object.fromEntries(output.split('\n').map((line) => /^(\w+_IMAGE)=(\S+)$/.exec(line)).filter(Boolean).map((m) => [m[1], m[2]]));
  });
  check(images.NODE_IMAGE && images.REDIS_IMAGE && images.NGINX_IMAGE, `base-images.sh named no images: ${JSON.stringify(images)}`);
  Object.assign(env, images);
  info(`base images: ${Object.values(images).join(', ')}`);

  const image = `localhost/wellness-console:${imageTag}`;
  // Docker's image format: Podman's default (OCI) has no HEALTHCHECK and drops the Dockerfile's.
  const given = process.env.CONTAINER_TEST_IMAGE;
  const buildOutput = given
    ? await sh('podman', ['tag', given, image])
    : await step('image build (Dockerfile)', () =>
        stream('build', 'podman', ['build', '--format', 'docker', '--network', 'host', '--build-arg', `NODE_IMAGE=${images.NODE_IMAGE}`, '-t', image, '.']),
      );
  const built = given ? 0 : steps.at(-1)[1];
  // Each build whose sources changed leaves its stages (1-1.5 GB each) as untagged images, the cache of
  // the next; those two days old go, so a CI machine's disk does not fill run after run.
  await sh('podman', ['image', 'prune', '--force', '--filter', 'until=48h']).catch((error) => console.error(error.message));
  const healthcheck = (await sh('podman', ['image', 'inspect', '--format', '{{json .Config.Healthcheck}}', image])).trim();
  check(/api\/health/.test(healthcheck), `the image has no HEALTHCHECK (${healthcheck})`);
  const size = Number((await sh('podman', ['image', 'inspect', '--format', '{{.Size}}', image])).trim());
  const how = given ? `given as ${given}` : `built in ${built.toFixed(0)} s, ${/Using cache/.test(buildOutput) ? 'some layers from cache' : 'nothing from cache'}`;
  info(`${image}: ${how}; ${(size / 1e6).toFixed(0)} MB`);

  // Podman's Docker-compatible socket, for docker-compose.
  const socket = path.join(workDir, 'podman.sock');
  service = spawn('podman', ['system', 'service', '--time=0', `unix://${socket}`], { stdio: 'ignore' });
  for (let waited = 0; !fs.existsSync(socket); waited += 100) {
    check(waited < 15_000, 'podman system service did not open its socket within 15 s');
    await sleep(100);
  }

  // This run's secrets, readable by uid 1000 (the console's user), in files only.
  const secretsDir = path.join(workDir, 'secrets');
  fs.mkdirSync(secretsDir);
  const secrets = {
    session_password: randomBytes(32).toString('hex'),
    metrics_token: randomBytes(32).toString('hex'),
    redis_password: randomBytes(24).toString('hex'),
  };
  for (const [name, value] of Object.entries(secrets)) fs.writeFileSync(path.join(secretsDir, name), `${value}\n`, { mode: 0o444 });
  Object.assign(env, {
    DOCKER_HOST: `unix://${socket}`,
    COMPOSE_HTTP_TIMEOUT: '300',
    PROJECT_ROOT: root,
    SECRETS_DIR: secretsDir,
    CONSOLE_TAG: imageTag,
    CONSOLE_PORT: `127.0.0.1:${port}`,
    REDIS_PASSWORD: secrets.redis_password,
    MAIN_API_URL: 'http://sandbox:4010',
    AI_API_URL: 'http://sandbox:4010/ai',
    APP_URL: nginxUrl,
  });
  // docker-compose resolves wellness-console:<tag> through the socket; Podman names local builds localhost/….
  await sh('podman', ['tag', image, `docker.io/library/wellness-console:${imageTag}`]);

  ticker = startHealthTicker();
  const upStarted = Date.now();
  await step('compose up (to nginx started)', () => {
    composeUp = true;
    return stream('compose', 'docker-compose', compose('up', '-d', '--no-build'));
  });

  const apps = await Promise.all(['app1', 'app2', 'app3'].map(containerId));
  const [nginxId, redisId, sandboxId] = await Promise.all(['nginx', 'redis', 'sandbox'].map(containerId));
  const ipOf = async (id) => Object.values((await inspect(id)).NetworkSettings.Networks)[0].IPAddress;
  const instanceUrls = await Promise.all(apps.map(async (id) => `http://${await ipOf(id)}:3000`));
  const sandboxUrl = `http://${await ipOf(sandboxId)}:4010`;
  const checks = cluster({ nginxUrl, instanceUrls, sandboxUrl });
  const logs = () => Promise.all(apps.map((id) => sh('podman', ['logs', id]).catch(() => '')));

  // 1. Healthy, then nginx.
  const nginxStarted = Date.parse((await inspect(nginxId)).State.StartedAt);
  // compose may start nginx on a result Podman recorded while the ticker's `podman healthcheck run` has yet
  // to return: give the ticker's runs a moment to come back before reading what they saw.
  for (let waited = 0; waited < 30_000 && !apps.every((id) => ticker.firstHealthy.has(id)); waited += 250) await sleep(250);
  const healthyAt = apps.map((id) => ticker.firstHealthy.get(id));
  check(healthyAt.every(Boolean), `nginx started before every console's health check passed (${healthyAt.map((t) => (t ? 'healthy' : 'not yet')).join(', ')})`);
  for (const id of apps) check((await inspect(id)).State.Health.Status === 'healthy', `console ${id.slice(0, 12)} is not healthy`);
  // The start of the run that first passed is the earliest a console can have been seen healthy.
  check(nginxStarted >= Math.max(...healthyAt), `nginx started ${((Math.max(...healthyAt) - nginxStarted) / 1000).toFixed(1)} s before the last console's first passing health check began`);
  const toHealthy = (Math.max(...healthyAt) - upStarted) / 1000;
  for (let waited = 0; ; waited += 500) {
    try {
      if ((await fetch(`${sandboxUrl}/health`)).ok) break;
    } catch {
      // starting
    }
    check(waited < 60_000, `the sandbox did not answer within 60 s:\n${await sh('podman', ['logs', sandboxId]).catch(() => '')}`);
    await sleep(500);
  }
  await checks.everyInstanceReady();
  info(`1. all three consoles healthy ${toHealthy.toFixed(1)} s after compose up, nginx started after them, each ready`);

  const idle = await memoryMiB(apps);
  info(`memory at idle: ${idle.map((m) => `${m.toFixed(0)} MiB`).join(', ')}`);

  const answeredBy = await checks.roundRobin(logs);
  info(`2. one session served through nginx by ${answeredBy.join(', ')}`);
  const stolen = await checks.logoutRefusedElsewhere();
  info('3. logout on console 1: the copied cookie is refused by consoles 2 and 3');
  await checks.sharedSignInLimits(PER_EMAIL);
  info(`4. ${PER_EMAIL} failed logins spread over three consoles: the next is refused (429)`);
  await checks.oneRefreshAtExpiry(ACCESS_TTL_SECONDS);
  info('5. 200 concurrent requests at expiry over three consoles: all answered, one upstream refresh');

  // 6. Redis restarted: the revocation is still there (append-only file on the volume).
  const redisConfig = (await inspect(redisId)).Config.Cmd.join(' ');
  check(/--appendonly yes/.test(redisConfig) && /--requirepass /.test(redisConfig), `Redis runs without its append-only file or password: ${redisConfig}`);
  await step('redis restart', () => sh('podman', ['restart', '-t', '10', redisId]));
  for (let waited = 0; ; waited += 500) {
    // Ready stays 200 with Redis away ("redis":"degraded"): wait for each to reach Redis again.
    const ready = await Promise.all(instanceUrls.map((url) => fetch(`${url}/api/ready`).then(async (r) => r.ok && (await r.json()).redis === 'ok', () => false)));
    if (ready.every(Boolean)) break;
    check(waited < 30_000, 'the consoles were not ready again within 30 s of Redis restarting');
    await sleep(500);
  }
  await checks.refusedEverywhere(stolen, instanceUrls, 'after Redis restarted');
  info('6. Redis restarted: the logged-out cookie is still refused by all three');

  // 7. Hardening, seen from inside a console.
  const [app1] = apps;
  const write = (file) => run('podman', ['exec', app1, 'node', '-e', `require('fs').writeFileSync(${JSON.stringify(file)}, 'x')`]).then(() => 'written', (error) => String(error.stderr));
  const outside = await write('/app/written-at-run-time');
  check(/EROFS|read-only file system/i.test(outside), `a write to /app was not refused as read-only: ${outside}`);
  check((await write('/app/.next/cache/probe')) === 'written', 'Next\'s cache (the tmpfs) cannot be written');
  const status = await sh('podman', ['exec', app1, 'cat', '/proc/1/status']);
  for (const field of ['CapInh', 'CapPrm', 'CapEff', 'CapBnd', 'CapAmb']) {
    check(new RegExp(`^${field}:\\s*0+$`, 'm').test(status), `PID 1 keeps capabilities: ${status.match(new RegExp(`^${field}:.*$`, 'm'))}`);
  }
  check(/^NoNewPrivs:\s*1$/m.test(status), 'PID 1 may gain privileges (no-new-privileges is off)');
  check(/^Uid:\s*1000\s/m.test(status), `PID 1 does not run as uid 1000: ${status.match(/^Uid:.*$/m)}`);
  const environ = (await sh('podman', ['exec', app1, 'cat', '/proc/1/environ'])).split('\0');
  for (const name of ['SESSION_PASSWORD', 'METRICS_TOKEN', 'REDIS_PASSWORD']) {
    check(environ.some((entry) => entry.startsWith(`${name}_FILE=/run/secrets/`)), `${name}_FILE is not set to a secret file`);
    check(!environ.some((entry) => entry.startsWith(`${name}=`)), `${name} is in the console's environment`);
  }
  const configEnv = (await inspect(app1)).Config.Env.join('\n');
  for (const [name, value] of Object.entries(secrets)) {
    check(!environ.some((entry) => entry.includes(value)) && !configEnv.includes(value), `the ${name} secret is in the console's environment`);
  }
  const metrics = await fetch(`${instanceUrls[0]}/api/metrics`, { headers: { authorization: `Bearer ${secrets.metrics_token}` } });
  check(metrics.status === 200, `GET /api/metrics with the token from its secret file answered ${metrics.status}`);
  info('7. read-only root (EROFS outside the tmpfs), no capability, no privilege gain, uid 1000; secrets from files only');

  // 8. docker stop (SIGTERM) of console 2 under a mixed load; memory sampled under it.
  let loaded = [];
  const { worker, tally: mixed } = await checks.terminateUnderLoad(async () => {
    loaded = await memoryMiB(apps);
    await sh('podman', ['stop', '-t', '15', apps[1]]);
    const { State } = await inspect(apps[1]);
    return State.Running ? null : { code: State.ExitCode, signal: null };
  });
  info(`8. podman stop (SIGTERM) on console 2 under a mixed load: ${mixed.total} requests, 0 failed, the slowest ${mixed.slowestMs} ms; it exited 0`);
  info(`memory under load: ${loaded.map((m) => `${m.toFixed(0)} MiB`).join(', ')}`);

  // 9. SIGKILL console 3 under a read load.
  const reads = await checks.killUnderLoad(worker, () => sh('podman', ['kill', '--signal', 'KILL', apps[2]]));
  info(`9. SIGKILL on console 3 under a read load: ${reads.total} reads, 0 failed (none refused, none cut mid-answer), the slowest ${reads.slowestMs} ms, still signed in`);

  const outputs = await logs();
  const lineCount = checkRequestLines(outputs, Object.values(secrets));
  const nginxLog = await sh('podman', ['logs', nginxId]).catch(() => '');
  for (const value of Object.values(secrets)) check(!nginxLog.includes(value), 'a secret appears in nginx\'s log');
  info(`the consoles wrote ${lineCount} JSON request lines; no secret in any container's log`);

  // 10. The Kubernetes Deployment's pod, started by `podman kube play` on the same network.
  const network = Object.keys((await inspect(nginxId)).NetworkSettings.Networks)[0];
  const pod = await step('kubernetes pod (podman kube play)', () => kubePod({ image, secrets, network }));
  info(`10. the Deployment's pod (podman kube play): /api/health and /api/ready 200 after ${pod.toReady.toFixed(1)} s; read-only, uid 1000, no capability, secrets as files`);

  console.info(
    `[container] figures: image ${(size / 1e6).toFixed(0)} MB, built in ${built.toFixed(0)} s, healthy ${toHealthy.toFixed(1)} s after up, ` +
      `memory idle ${idle.map((m) => m.toFixed(0)).join('/')} MiB, under load ${loaded.map((m) => m.toFixed(0)).join('/')} MiB`,
  );
}

async function cleanUp() {
  await ticker?.stop();
  if (kubeFile && !flags.has('--keep')) {
    // kube down leaves the Secret and the volume Podman made of it.
    await sh('podman', ['kube', 'down', kubeFile.file]).catch((error) => console.error(error.message));
    await sh('podman', ['secret', 'rm', kubeFile.secretName]).catch(() => {});
    await sh('podman', ['volume', 'rm', '-f', kubeFile.secretName]).catch(() => {});
  }
  if (composeUp && !flags.has('--keep')) {
    await step('compose down', () => sh('docker-compose', compose('down', '-v', '--remove-orphans', '-t', '10')).catch((error) => console.error(error.message)));
  }
  if (service && service.exitCode === null) service.kill('SIGTERM');
  if (workDir && !flags.has('--keep')) fs.rmSync(workDir, { recursive: true, force: true });
}

let interrupted = false;
for (const name of ['SIGINT', 'SIGTERM']) {
  process.on(name, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`[container] ${name}: stopping`);
    cleanUp().finally(() => process.exit(130));
  });
}

try {
  fs.rmSync(STEPS_FILE, { force: true });
} catch {
  // another user's file; npm test (scripts/test-all.mjs) removes it before the phase anyway
}
try {
  const ran = await main();
  await cleanUp();
  if (ran !== false) info('passed');
} catch (error) {
  console.error(`[container] FAILED: ${error instanceof TestFailure ? error.message : (error?.stack ?? error)}`);
  if (composeUp) {
    const ps = await sh('docker-compose', compose('ps')).catch(() => '');
    console.error(`[container] --- compose ps ---\n${ps}`);
    for (const name of ['app1', 'app2', 'app3', 'nginx', 'redis', 'sandbox']) {
      const output = await sh('docker-compose', compose('logs', '--no-color', '--tail', '20', name)).catch(() => '');
      if (output.trim()) console.error(`[container] --- ${name} (last lines) ---\n${output.trim()}`);
    }
  }
  await cleanUp();
  process.exit(1);
}
