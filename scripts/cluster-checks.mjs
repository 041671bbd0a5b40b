// The checks of several console instances behind one nginx, sharing one Redis, with the sandbox as the
// main API: shared by `npm run test:multi` (scripts/multi-instance-test.mjs, bare processes on loopback)
// and `npm run test:container` (scripts/container/test.mjs, compose.yaml's containers). Each check takes
// the topology's addresses and, where it stops something, a function that does it the topology's way
// (a signal to a process, or `podman stop` / `podman kill`), and throws a TestFailure when broken.

export class TestFailure extends Error {}

export function check(condition, message) {
  if (!condition) throw new TestFailure(message);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const ADMIN = 'admin@example.com';
export const EDITOR = 'editor@example.com';

/** Headers of a same-origin mutation: the console accepts them from its public URL (APP_URL) only. */
export function sameOrigin(appUrl) {
  return { 'x-csrf': '1', origin: appUrl, 'content-type': 'application/json' };
}

/** A cookie jar shared by a user's requests; answers' Set-Cookie update it, as a browser's would. */
export class Jar {
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

export async function call(base, pathname, { method = 'GET', headers = {}, body, jar, timeoutMs = 30_000 } = {}) {
  const cookie = jar?.header();
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  jar?.take(response);
  let text;
  try {
    text = await response.text();
  } catch (error) {
    // The status and headers had come: the answer was cut while its body was on the way.
    throw Object.assign(new Error(`the answer (${response.status}) was cut: ${error?.cause?.code ?? error?.message ?? error}`), { answerBegun: true });
  }
  return { status: response.status, text, headers: response.headers };
}

/**
 * The addresses of one topology: `nginxUrl` (the public one, APP_URL), `instanceUrls` (each console
 * directly), `sandboxUrl` (the sandbox's control routes: mailbox, call counts).
 */
export function cluster({ nginxUrl, instanceUrls, sandboxUrl, appUrl = nginxUrl }) {
  const headers = sameOrigin(appUrl);

  async function signIn(email, base = nginxUrl) {
    const jar = new Jar();
    const requested = await call(base, '/api/auth/request-code', { method: 'POST', headers, body: { email }, jar });
    check(requested.status === 200, `request-code for ${email} answered ${requested.status}: ${requested.text}`);
    const mail = await call(sandboxUrl, `/__sandbox/mailbox?email=${encodeURIComponent(email)}`);
    const { code } = JSON.parse(mail.text).data;
    const login = await call(base, '/api/auth/login', { method: 'POST', headers, body: { email, code }, jar });
    check(login.status === 200, `login for ${email} answered ${login.status}: ${login.text}`);
    check(jar.cookies.has('console_session'), 'login set no console_session cookie');
    return jar;
  }

  async function sandboxCalls() {
    return JSON.parse((await call(sandboxUrl, '/__sandbox/calls')).text).data;
  }

  /** Every instance answers /api/ready (the main API and Redis reachable). */
  async function everyInstanceReady() {
    for (const url of instanceUrls) {
      const ready = await call(url, '/api/ready');
      check(ready.status === 200, `${url}/api/ready answered ${ready.status}: ${ready.text}`);
    }
  }

  /**
   * One session, answered by all three: which instance served a request is read from `logs()` (each
   * instance's output so far), where nginx's request id appears in the line of the one that served it.
   */
  async function roundRobin(logs) {
    const admin = await signIn(ADMIN);
    const requestIds = [];
    for (let i = 0; i < 9; i += 1) {
      const me = await call(nginxUrl, '/api/me', { jar: admin });
      check(me.status === 200, `GET /api/me through nginx answered ${me.status}: ${me.text}`);
      const requestId = me.headers.get('x-request-id');
      check(/^[0-9a-f]{32}$/.test(requestId ?? ''), `the answer's x-request-id is not nginx's $request_id: ${requestId}`);
      requestIds.push(requestId);
    }
    // Log lines leave in batches within a second (lib/server/log.ts): read the logs until every id shows, up to 3 s.
    let outputs = await logs();
    const logged = (requestId) => outputs.some((output) => output.includes(`"requestId":"${requestId}"`));
    for (let waited = 0; waited < 3_000 && !requestIds.every(logged); waited += 200) {
      await sleep(200);
      outputs = await logs();
    }
    const answeredBy = new Set();
    for (const requestId of requestIds) {
      const index = outputs.findIndex((output) => output.includes(`"requestId":"${requestId}"`));
      check(index >= 0, `no instance logged the request id nginx set (${requestId})`);
      answeredBy.add(`instance ${index + 1}`);
    }
    check(answeredBy.size === instanceUrls.length, `one session was served by ${[...answeredBy].join(', ')}, not by every instance`);
    return [...answeredBy];
  }

  /** Logout on the first instance; the copied cookie is refused by the others. Returns the copy. */
  async function logoutRefusedElsewhere() {
    const victim = await signIn(ADMIN);
    const stolen = victim.copy();
    for (const url of instanceUrls) check((await call(url, '/api/me', { jar: stolen.copy() })).status === 200, `${url} refused a live session`);
    const logout = await call(instanceUrls[0], '/api/auth/logout', { method: 'POST', headers, jar: victim });
    check(logout.status === 204, `logout on instance 1 answered ${logout.status}: ${logout.text}`);
    await refusedEverywhere(stolen, instanceUrls.slice(1), 'after logout on instance 1');
    return stolen;
  }

  async function refusedEverywhere(jar, urls = instanceUrls, when = '') {
    for (const url of urls) {
      const me = await call(url, '/api/me', { jar: jar.copy() });
      check(me.status === 401, `${when}, ${url} answered a logged-out cookie with ${me.status}, not 401`);
    }
  }

  /** `perEmail` failed logins spread over the instances: the next is refused (429) by any of them. */
  async function sharedSignInLimits(perEmail) {
    const wrong = { email: EDITOR, code: '000000' };
    const n = instanceUrls.length;
    for (let i = 0; i < perEmail; i += 1) {
      const attempt = await call(instanceUrls[i % n], '/api/auth/login', { method: 'POST', headers, body: wrong });
      check(attempt.status === 401, `failed login ${i + 1} on instance ${(i % n) + 1} answered ${attempt.status}: ${attempt.text}`);
    }
    const refused = await call(instanceUrls[perEmail % n], '/api/auth/login', { method: 'POST', headers, body: wrong });
    check(
      refused.status === 429 && refused.headers.get('retry-after'),
      `login ${perEmail + 1}, after ${perEmail} failures spread over the instances, answered ${refused.status}, not 429 with Retry-After`,
    );
  }

  /** 200 concurrent requests at expiry (the sandbox's access TTL), spread over the instances → one refresh. */
  async function oneRefreshAtExpiry(accessTtlSeconds) {
    const expiring = await signIn(ADMIN);
    await call(sandboxUrl, '/__sandbox/calls', { method: 'DELETE' });
    await sleep((accessTtlSeconds - 5) * 1000 + 500);
    const n = instanceUrls.length;
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, i) => call(instanceUrls[i % n], '/api/main/v1/products?page=1&limit=1', { jar: expiring.copy() })),
    );
    const bad = burst.filter((answer) => answer.status !== 200);
    const refreshes = (await sandboxCalls())['POST /v1/auth/refresh-token'] ?? 0;
    const failed = `${bad.length} failed: ${bad.slice(0, 3).map((a) => `${a.status} ${a.text.slice(0, 120)}`).join('; ')}`;
    check(refreshes === 1, `200 requests at expiry over ${n} instances made ${refreshes} upstream refreshes, not 1 (${failed})`);
    check(bad.length === 0, `of 200 requests at expiry, ${failed}`);
  }

  const newTally = () => ({ total: 0, failures: [], cut: [], statuses: {}, slowestMs: 0 });

  /**
   * Waits `ms`, and then until the load has made `count` requests in all (a loaded machine answers slowly),
   * for 30 s at most: the stop or kill must fall in the middle of a load, not at its first request.
   */
  async function loadFor(tally, ms, count) {
    await sleep(ms);
    for (let waited = 0; tally.total < count && waited < 30_000; waited += 100) await sleep(100);
  }

  /**
   * Runs `workers` loops of `step` until `until()` is true; counts answers by status, and failures (a
   * status of 500 or more, a 401, or no answer at all) with what they were.
   */
  async function load(workers, step, until, tally = newTally()) {
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        for (let i = 0; !until(); i += 1) {
          let outcome;
          const started = Date.now();
          try {
            outcome = await step(worker, i);
          } catch (error) {
            outcome = { status: 0, text: String(error?.cause?.code ?? error?.message ?? error) };
            if (error?.answerBegun) tally.cut.push(outcome.text);
          }
          tally.total += 1;
          // The slowest answer: a stall of upstream calls shows here before it fails anything.
          tally.slowestMs = Math.max(tally.slowestMs, Date.now() - started);
          tally.statuses[outcome.status] = (tally.statuses[outcome.status] ?? 0) + 1;
          if (outcome.status === 0 || outcome.status === 401 || outcome.status >= 500) {
            tally.failures.push(`${outcome.label ?? ''} ${outcome.status} ${outcome.text.slice(0, 160)}`);
          }
        }
      }),
    );
    return tally;
  }

  /**
   * A mixed read/write load through nginx while `terminate()` stops one instance with SIGTERM and
   * resolves to its exit ({ code, signal }, or null if it did not stop): 0 failed requests, exit 0.
   * Returns the signed-in jar (still in use by later checks) and the tally.
   */
  async function terminateUnderLoad(terminate) {
    const worker = await signIn(ADMIN);
    const setting = JSON.parse((await call(nginxUrl, '/api/main/v1/settings?page=1&limit=1', { jar: worker })).text).data.records[0];
    check(setting, 'no setting to write under load');
    const { key, value, description } = setting;
    let stopLoad = false;
    const counted = newTally();
    const mixed = load(
      12,
      async (w, i) => {
        if ((w + i) % 3 === 0) {
          const answer = await call(nginxUrl, `/api/main/v1/settings/${setting.id}`, {
            method: 'PUT',
            headers,
            body: { key, value, description },
            jar: worker,
          });
          return { ...answer, label: 'PUT setting' };
        }
        return { ...(await call(nginxUrl, '/api/main/v1/products?page=1&limit=5', { jar: worker })), label: 'GET products' };
      },
      () => stopLoad,
      counted,
    );
    await loadFor(counted, 1_500, 25);
    const ended = await terminate();
    await loadFor(counted, 1_000, 51);
    stopLoad = true;
    const tally = await mixed;
    check(ended !== null, 'the instance did not stop within 15 s of SIGTERM');
    check(ended.code === 0, `the instance ended with ${ended.code ?? ended.signal} on SIGTERM, not exit 0`);
    check(tally.total > 50, `the mixed load made only ${tally.total} requests`);
    check(
      tally.failures.length === 0,
      `${tally.failures.length} of ${tally.total} requests failed while the instance stopped: ${tally.failures.slice(0, 5).join('; ')}`,
    );
    return { worker, tally };
  }

  /** A read load through nginx while `kill()` kills another instance: 0 failed reads, still signed in. */
  async function killUnderLoad(worker, kill) {
    let stopLoad = false;
    const counted = newTally();
    const reads = load(12, async () => ({ ...(await call(nginxUrl, '/api/main/v1/products?page=1&limit=5', { jar: worker })), label: 'GET products' }), () => stopLoad, counted);
    await loadFor(counted, 1_500, 25);
    await kill();
    await loadFor(counted, 1_500, 51);
    stopLoad = true;
    const tally = await reads;
    check(tally.total > 50, `the read load made only ${tally.total} requests`);
    // Every read must succeed: none refused, none answered 502/503, none sent to the dead instance later,
    // and none cut mid-answer. nginx retries on another instance only while nothing has reached the
    // client, and the console sends a small answer in one write (lib/server/request-gate.ts), so a kill
    // leaves either a whole answer or nothing.
    check(
      tally.failures.length === 0,
      `${tally.failures.length} of ${tally.total} reads failed when the instance was killed (${tally.cut.length} cut mid-answer): ${tally.failures.slice(0, 5).join('; ')}`,
    );
    const still = await call(nginxUrl, '/api/me', { jar: worker });
    check(still.status === 200, `after the kill, the user's session answered ${still.status}: signed out`);
    return tally;
  }

  return {
    headers,
    signIn,
    sandboxCalls,
    load,
    everyInstanceReady,
    roundRobin,
    logoutRefusedElsewhere,
    refusedEverywhere,
    sharedSignInLimits,
    oneRefreshAtExpiry,
    terminateUnderLoad,
    killUnderLoad,
  };
}

/** Every request line is JSON with the fields ops need, names a user somewhere, and holds no secret. */
export function checkRequestLines(outputs, secrets = []) {
  const lines = outputs.flatMap((output) => output.split('\n').filter((line) => line.includes('"msg":"request"')));
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
  for (const output of outputs) for (const secret of secrets) check(!output.includes(secret), 'a secret appears in an instance\'s output');
  return lines.length;
}
