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
 * One Server-Sent Events connection (GET /api/events) read as a browser's EventSource reads it: `events`
 * collects `{ event, data, id, at }` (data parsed as JSON), `lastId` follows the ids, `ended` settles when
 * the server ends the stream or the connection breaks. `close()` ends it from this side.
 */
export async function openStream(base, { jar, lastEventId, timeoutMs = 10_000 } = {}) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  const cookie = jar?.header();
  let response;
  try {
    response = await fetch(`${base}/api/events`, {
      headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      signal: abort.signal,
    });
  } finally {
    clearTimeout(timer);
  }
  const stream = { status: response.status, events: [], lastId: lastEventId, listeners: new Set(), close: () => abort.abort() };
  if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    stream.text = await response.text().catch(() => '');
    stream.ended = Promise.resolve();
    return stream;
  }
  stream.ended = (async () => {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let event = { event: 'message', data: '' };
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let newline;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline).replace(/\r$/, '');
          buffer = buffer.slice(newline + 1);
          if (line === '') {
            if (event.data !== '' || event.id !== undefined) {
              if (event.id !== undefined) stream.lastId = event.id;
              if (event.data !== '') {
                const received = { event: event.event, id: event.id, data: JSON.parse(event.data.replace(/\n$/, '')), at: Date.now() };
                stream.events.push(received);
                for (const listener of stream.listeners) listener(received);
              }
            }
            event = { event: 'message', data: '' };
          } else if (!line.startsWith(':')) {
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') event.event = text;
            else if (field === 'data') event.data += `${text}\n`;
            else if (field === 'id') event.id = text;
          }
        }
      }
    } catch {
      // cut, or closed from this side
    }
  })();
  return stream;
}

/**
 * A stream that reconnects as EventSource does, through `base` (nginx) with the Last-Event-ID it last saw,
 * whenever its connection ends, until `stop()`: `events` gathers every connection's, `connections` counts them.
 */
export async function reconnectingStream(base, jar, { retryMs = 250 } = {}) {
  const client = { events: [], connections: 0, refused: [], stopped: false, current: undefined };
  const first = await openStream(base, { jar });
  check(first.status === 200, `GET /api/events answered ${first.status}: ${first.text}`);
  const follow = async (stream) => {
    for (;;) {
      client.current = stream;
      client.connections += 1;
      stream.listeners.add((event) => client.events.push(event));
      // Events that came before the listener (the first `state`)
      client.events.push(...stream.events);
      await stream.ended;
      if (client.stopped) return;
      for (;;) {
        await sleep(retryMs);
        if (client.stopped) return;
        try {
          stream = await openStream(base, { jar, lastEventId: stream.lastId });
          if (stream.status === 200) break;
          client.refused.push(stream.status);
        } catch (error) {
          client.refused.push(String(error?.cause?.code ?? error?.message ?? error));
        }
      }
    }
  };
  client.done = follow(first);
  client.stop = async () => {
    client.stopped = true;
    client.current?.close();
    await client.done;
  };
  return client;
}

/** Waits until `events` holds one that `match` accepts (resolving to it), or throws a TestFailure after `ms`. */
export async function waitForEvent(holder, match, ms, what) {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = holder.events.find(match);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = holder.events.slice(-8).map((event) => `${event.event} ${JSON.stringify(event.data).slice(0, 120)}`).join('; ');
      throw new TestFailure(`no ${what} within ${ms} ms (last events: ${seen || 'none'})`);
    }
    await sleep(20);
  }
}

/** Fields a save sends back: the record as read without what the server keeps for itself. */
export function saveBody({ id: _id, version: _version, updated_by: _by, created_at: _created, updated_at: _updated, ...fields }) {
  return fields;
}

/**
 * The addresses of one topology: `nginxUrl` (the public one, APP_URL), `instanceUrls` (each console
 * directly), `sandboxUrl` (the sandbox's control routes: mailbox, call counts).
 */
export function cluster({ nginxUrl, instanceUrls, sandboxUrl, appUrl = nginxUrl, metricsToken }) {
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


  /** A product to save over and over: its id and the body a save sends. */
  async function productToSave(jar, base = nginxUrl) {
    const list = await call(base, '/api/main/v1/products?page=1&limit=1', { jar });
    check(list.status === 200, `GET products answered ${list.status}: ${list.text}`);
    const { id } = JSON.parse(list.text).data.records[0];
    const read = await call(base, `/api/main/v1/products/${id}`, { jar });
    check(read.status === 200, `GET product ${id} answered ${read.status}: ${read.text}`);
    return { id, body: saveBody(JSON.parse(read.text).data) };
  }

  /** Saves the product with a new name through `base`; resolves to the version the save made. */
  async function saveProduct(jar, product, name, base = nginxUrl) {
    const saved = await call(base, `/api/main/v1/products/${product.id}`, { method: 'PUT', headers, body: { ...product.body, name }, jar });
    check(saved.status === 200, `saving product ${product.id} through ${base} answered ${saved.status}: ${saved.text.slice(0, 200)}`);
    return JSON.parse(saved.text).data.version;
  }

  const isChangeOf = (resource, recordId, version) => (event) =>
    event.event === 'change' && event.data.resource === resource && event.data.recordId === String(recordId) && (version === undefined || String(event.data.version) === String(version));

  /** How many live streams an instance holds now (its /api/metrics, which asks for the metrics token). */
  async function liveStreamsOn(url) {
    check(metricsToken, 'the live checks read the instances\' metrics: give cluster() a metricsToken');
    const metrics = await call(url, '/api/metrics', { headers: { authorization: `Bearer ${metricsToken}` } });
    check(metrics.status === 200, `${url}/api/metrics answered ${metrics.status}`);
    const line = /^console_live_streams (\d+)/m.exec(metrics.text);
    return line ? Number(line[1]) : 0;
  }

  /**
   * A write through one instance reaches a stream held on another: the stream on `instanceUrls[streamOn]`,
   * the save through `instanceUrls[writeOn]`. Resolves to the milliseconds from the save's answer to the event.
   */
  async function writeReachesOtherInstance(jar, streamOn, writeOn) {
    const stream = await openStream(instanceUrls[streamOn], { jar });
    check(stream.status === 200, `GET /api/events on instance ${streamOn + 1} answered ${stream.status}: ${stream.text}`);
    try {
      await waitForEvent(stream, (event) => event.event === 'state', 5_000, 'state event on opening');
      check(stream.events[0].data.state === 'live', `a fresh stream said ${JSON.stringify(stream.events[0].data)}, not live`);
      const product = await productToSave(jar, instanceUrls[writeOn]);
      const version = await saveProduct(jar, product, `Live check ${Date.now()}`, instanceUrls[writeOn]);
      const savedAt = Date.now();
      const event = await waitForEvent(stream, isChangeOf('products', product.id, version), 5_000, `change of product ${product.id} v${version} on instance ${streamOn + 1}`);
      check(event.id, 'a change event came without an SSE id (Last-Event-ID could not resume from it)');
      check(event.data.action === 'updated' && event.data.by?.name, `the change event says ${JSON.stringify(event.data)}`);
      return Math.max(0, event.at - savedAt);
    } finally {
      stream.close();
    }
  }

  /**
   * The storefront places an order (the sandbox's POST /__sandbox/storefront/orders, no console involved):
   * the change feed's reader brings it to a stream held on `instanceUrls[on]`. Resolves to the milliseconds.
   */
  async function storefrontReachesStream(jar, on) {
    const stream = await openStream(instanceUrls[on], { jar });
    check(stream.status === 200, `GET /api/events on instance ${on + 1} answered ${stream.status}: ${stream.text}`);
    try {
      await waitForEvent(stream, (event) => event.event === 'state', 5_000, 'state event on opening');
      const placed = await call(sandboxUrl, '/__sandbox/storefront/orders', { method: 'POST' });
      check(placed.status === 201, `the storefront's order answered ${placed.status}: ${placed.text}`);
      const placedAt = Date.now();
      const order = JSON.parse(placed.text).data;
      const event = await waitForEvent(stream, isChangeOf('orders', order.id, 1), 5_000, `change of the storefront's order ${order.id} (through the change feed)`);
      check(event.data.action === 'created' && event.data.by?.name === 'Storefront', `the storefront's order came as ${JSON.stringify(event.data)}`);
      return Math.max(0, event.at - placedAt);
    } finally {
      stream.close();
    }
  }

  /**
   * Opens a reconnecting stream through nginx that lands on `instanceUrls[target]` (nginx picks; streams that
   * land elsewhere are closed), for a check that stops that instance under it.
   */
  async function streamHeldBy(jar, target) {
    for (let attempt = 0; attempt < instanceUrls.length * 3; attempt += 1) {
      const before = await liveStreamsOn(instanceUrls[target]);
      const client = await reconnectingStream(nginxUrl, jar);
      await waitForEvent(client, (event) => event.event === 'state', 5_000, 'state event on opening');
      if ((await liveStreamsOn(instanceUrls[target])) > before) return client;
      await client.stop();
    }
    throw new TestFailure(`no stream through nginx landed on instance ${target + 1} in ${instanceUrls.length * 3} tries`);
  }

  /**
   * While `terminate()` stops the instance that holds a stream (SIGTERM), `writes` saves go through nginx
   * around it: the client reconnects through nginx with Last-Event-ID to another instance and hears every
   * one of them, with no `reset`. Resolves to what `terminate()` did and the counts.
   */
  async function streamResumesElsewhere(jar, target, terminate, writes = 8) {
    const client = await streamHeldBy(jar, target);
    const product = await productToSave(jar);
    const versions = [];
    let ended;
    try {
      const writer = (async () => {
        for (let n = 0; n < writes; n += 1) {
          versions.push(await saveProduct(jar, product, `Switch ${n} ${Date.now()}`));
          await sleep(250);
        }
      })();
      ended = await terminate();
      await writer;
      for (const version of versions) await waitForEvent(client, isChangeOf('products', product.id, version), 10_000, `change of product ${product.id} v${version} after the switch`);
      check(client.connections >= 2, `the stream never reconnected (${client.connections} connection): its instance did not end it on SIGTERM`);
      const resets = client.events.filter((event) => event.event === 'reset');
      check(resets.length === 0, `the resumed stream said reset: it could not tell what it missed`);
    } finally {
      await client.stop();
    }
    return { ended, writes: versions.length, connections: client.connections, refused: client.refused.length };
  }

  /**
   * `stopRedis()` kills the shared Redis under a stream held by `instanceUrls[on]`: the stream says `paused`;
   * `startRedis()` brings it back: `live` and `reset`. Resolves once both were seen.
   */
  async function streamPausesWithoutRedis(jar, on, stopRedis, startRedis) {
    const stream = await openStream(instanceUrls[on], { jar, timeoutMs: 10_000 });
    check(stream.status === 200, `GET /api/events on instance ${on + 1} answered ${stream.status}: ${stream.text}`);
    try {
      await waitForEvent(stream, (event) => event.event === 'state' && event.data.state === 'live', 5_000, 'state live on opening');
      await stopRedis();
      const paused = await waitForEvent(stream, (event) => event.event === 'state' && event.data.state === 'paused', 10_000, 'state paused once Redis was gone');
      await startRedis();
      const live = await waitForEvent(stream, (event) => event.event === 'state' && event.data.state === 'live' && event.at > paused.at, 20_000, 'state live once Redis was back');
      await waitForEvent(stream, (event) => event.event === 'reset' && event.at >= paused.at, 5_000, 'reset once Redis was back (what was published meanwhile is lost)');
      return { pausedAfterMs: paused.at, liveAgainAt: live.at };
    } finally {
      stream.close();
    }
  }

  return {
    headers,
    signIn,
    liveStreamsOn,
    productToSave,
    saveProduct,
    writeReachesOtherInstance,
    storefrontReachesStream,
    streamResumesElsewhere,
    streamPausesWithoutRedis,
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
