/** @jest-environment node */
// The change feed reader against a small real HTTP server that speaks GET /v1/changes as
// docs/api-contract.md#changes says (the sandbox serves the same), and, for the lock and the kept cursor,
// a real redis-server: it starts from the feed's end, publishes what is new once (a change the BFF
// published already is a duplicate), reads a long backlog page by page, says reset on 410, is refused
// without the right token, and of two instances only the lock's holder reads, the other taking over from
// the same cursor when it lets go.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Redis from 'ioredis';
import type { LiveChange } from '@/lib/contract/live';
import { createRedis } from '../redis';
import { testRedisServer } from '../redis-server.test-support';
import { createMemoryBus, type BusMessage, type LiveBus } from './bus';
import { createFeedReader, FEED_CURSOR_KEY, FEED_LOCK_KEY } from './change-feed';

const TOKEN = 'feed-test-token';
const feed: { changes: (LiveChange & { seq: number })[]; gone: boolean; calls: number } = { changes: [], gone: false, calls: 0 };

const server: Server = createServer((req, res) => {
  feed.calls += 1;
  const url = new URL(req.url ?? '/', 'http://feed.test');
  const send = (status: number, body: unknown) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (url.pathname !== '/v1/changes') return send(404, { message: 'Not found' });
  if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { message: 'Unauthorized' });
  const end = String(feed.changes.at(-1)?.seq ?? 0);
  const after = url.searchParams.get('after');
  if (after === null) return send(200, { data: { changes: [], cursor: end } });
  if (feed.gone) return send(410, { message: 'Gone' });
  const limit = Number(url.searchParams.get('limit') ?? 100);
  const page = feed.changes.filter((change) => change.seq > Number(after)).slice(0, limit);
  return send(200, { data: { changes: page.map(({ seq: _seq, ...change }) => change), cursor: String(page.at(-1)?.seq ?? after) } });
});

let baseUrl = '';
let seq = 0;
const write = (recordId: string, version = 1) => {
  seq += 1;
  feed.changes.push({ seq, resource: 'orders', recordId, action: 'created', version, by: { id: 0, name: 'Storefront' }, at: Date.now() });
};

const redisServer = testRedisServer();
const clients: Redis[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await redisServer.start();
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await redisServer.stop();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  feed.changes = [];
  feed.gone = false;
  feed.calls = 0;
});

function listen(bus: LiveBus): BusMessage[] {
  const heard: BusMessage[] = [];
  bus.subscribe((message) => heard.push(message));
  return heard;
}
const recordIds = (heard: BusMessage[]) => heard.flatMap((message) => (message.kind === 'change' ? [message.change.recordId] : []));
const newBus = () => createMemoryBus({ maxEvents: 1_000, windowMs: 60_000 });

describe('the change feed reader, one process', () => {
  it('starts from the end, then publishes each new change once, whoever else published it', async () => {
    write('old');
    const bus = newBus();
    const heard = listen(bus);
    const reader = createFeedReader({ baseUrl, token: TOKEN, bus, pollMs: 500, timeoutMs: 2_000 });
    expect(await reader.round()).toBe(true);
    write('a');
    write('b', 2);
    // The BFF published b already: the feed's copy is the same change.
    await bus.publish({ ...feed.changes.at(-1)!, by: { id: 3, name: 'Ada' } }, 'bff');
    await reader.round();
    await reader.round();
    expect(recordIds(heard)).toEqual(['b', 'a']);
  });

  it('reads a backlog longer than a page in one round', async () => {
    const bus = newBus();
    const heard = listen(bus);
    const reader = createFeedReader({ baseUrl, token: TOKEN, bus, pollMs: 500, timeoutMs: 2_000 });
    await reader.round();
    for (let n = 0; n < 250; n += 1) write(`r${n}`);
    await reader.round();
    expect(recordIds(heard)).toHaveLength(250);
    expect(recordIds(heard).at(-1)).toBe('r249');
  });

  it('tells every stream to reload when the feed no longer has its cursor (410), then reads on from the end', async () => {
    const bus = newBus();
    const heard = listen(bus);
    const reader = createFeedReader({ baseUrl, token: TOKEN, bus, pollMs: 500, timeoutMs: 2_000 });
    await reader.round();
    feed.gone = true;
    await reader.round();
    expect(heard).toContainEqual({ kind: 'reset' });
    feed.gone = false;
    write('after');
    await reader.round();
    expect(recordIds(heard)).toEqual(['after']);
  });

  it('publishes nothing, and goes on, when the feed refuses its token', async () => {
    const bus = newBus();
    const heard = listen(bus);
    const reader = createFeedReader({ baseUrl, token: 'wrong', bus, pollMs: 500, timeoutMs: 2_000 });
    write('x');
    await expect(reader.round()).resolves.toBe(true);
    expect(heard).toEqual([]);
  });
});

describe('the change feed reader, several instances (Redis)', () => {
  it('is read by the lock holder alone; when it lets go another reads on from the same cursor', async () => {
    const redis = () => {
      const client = createRedis(redisServer.url);
      clients.push(client);
      return client;
    };
    const [busOne, busTwo] = [newBus(), newBus()];
    const [heardOne, heardTwo] = [listen(busOne), listen(busTwo)];
    const one = createFeedReader({ baseUrl, token: TOKEN, bus: busOne, redis: redis(), pollMs: 500, timeoutMs: 2_000 });
    const two = createFeedReader({ baseUrl, token: TOKEN, bus: busTwo, redis: redis(), pollMs: 500, timeoutMs: 2_000 });
    const held = await Promise.all([one.round(), two.round()]);
    expect(held.filter(Boolean)).toHaveLength(1);
    const [holder, other] = held[0] ? [one, two] : [two, one];
    const [holderHeard, otherHeard] = held[0] ? [heardOne, heardTwo] : [heardTwo, heardOne];
    write('1');
    await Promise.all([holder.round(), other.round(), holder.round(), other.round()]);
    expect(recordIds(holderHeard)).toEqual(['1']);
    expect(otherHeard).toEqual([]);
    const check = redis();
    expect(await check.get(FEED_CURSOR_KEY)).toBe(String(seq));

    await holder.stop();
    expect(await check.exists(FEED_LOCK_KEY)).toBe(0);
    write('2');
    expect(await other.round()).toBe(true);
    expect(recordIds(otherHeard)).toEqual(['2']);
  });
});
