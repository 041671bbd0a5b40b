/** @jest-environment node */
// The live bus across instances, on a real redis-server: what one instance
// publishes every instance hears, a cursor resumes on any of them, a change published by two instances goes
// out once, a trimmed cursor is `too-old`, and Redis gone → `paused`, back → `live` and `reset`.
import Redis from 'ioredis';
import type { LiveChange } from '@/lib/contract/live';
import { createRedis } from '../redis';
import { testRedisServer } from '../redis-server.test-support';
import { createRedisBus, type BusMessage, type LiveBus } from './bus';
import { createRedisPresence } from './presence';

const redisServer = testRedisServer(['--stream-node-max-entries', '4']);

const clients: Redis[] = [];
const buses: LiveBus[] = [];

/** One instance's bus, as getLiveBus makes it: the shared client and a reader of its own. */
function instance(maxEvents = 1_000): { bus: LiveBus; heard: BusMessage[]; redis: Redis } {
  const redis = createRedis(redisServer.url);
  const reader = redis.duplicate({ lazyConnect: true });
  clients.push(redis);
  const bus = createRedisBus(redis, { reader, maxEvents, windowMs: 60_000 });
  buses.push(bus);
  const heard: BusMessage[] = [];
  bus.subscribe((message) => heard.push(message));
  return { bus, heard, redis };
}

async function until(check: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const change = (recordId: string, version: number): LiveChange => ({ resource: 'products', recordId, action: 'updated', version, by: { id: 1, name: 'Ada' }, at: Date.now() });
const changes = (heard: BusMessage[]) => heard.flatMap((message) => (message.kind === 'change' ? [message] : []));

beforeAll(() => redisServer.start());
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
  for (const client of clients) client.disconnect();
  await redisServer.stop();
});

describe('the live bus on Redis', () => {
  it('carries what one instance publishes to every instance, under the console prefix', async () => {
    const one = instance();
    const three = instance();
    // Each reader starts from the stream's end: let both look before publishing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await one.bus.publish(change('1', 1))).toBe('sent');
    await one.bus.publishPresence({ resource: 'products', recordId: '1', viewers: [{ userId: 1, name: 'Ada', editing: true }] });
    await one.bus.publishSessionEnded('sid-1234567890abcdef');
    await until(() => three.heard.some((message) => message.kind === 'session-ended'));
    expect(changes(three.heard).map((message) => message.change.recordId)).toEqual(['1']);
    expect(three.heard.find((message) => message.kind === 'presence')).toMatchObject({ presence: { recordId: '1', viewers: [{ editing: true }] } });
    expect(changes(three.heard)[0].id).toMatch(/^\d+-\d+$/);
    expect(changes(three.heard)[0].id).toBe(changes(one.heard)[0]?.id ?? changes(three.heard)[0].id);
    expect(await one.redis.exists('live:events')).toBe(1);
    const raw = new Redis(redisServer.port, '127.0.0.1');
    expect(await raw.exists('console:live:events')).toBe(1);
    raw.disconnect();
  });

  it('resumes a cursor on another instance, and sends a change published by two instances once', async () => {
    const one = instance();
    const two = instance();
    await one.bus.publish(change('2', 1));
    const cursor = await one.bus.head();
    await one.bus.publish(change('3', 1));
    expect(await two.bus.publish(change('3', 1), 'feed')).toBe('duplicate');
    await one.bus.publish(change('4', 1));
    const replay = await two.bus.replayAfter(cursor ?? '');
    expect(replay === 'too-old' ? replay : replay.map((message) => message.change.recordId)).toEqual(['3', '4']);
    expect(await two.bus.replayAfter(await two.bus.head() ?? '')).toEqual([]);
  });

  it('says too-old for a cursor whose next entries were trimmed, from the future, or of another shape', async () => {
    const small = instance(4);
    await small.bus.publish(change('t0', 1));
    const old = (await small.bus.head()) ?? '';
    for (let n = 1; n <= 30; n += 1) await small.bus.publish(change(`t${n}`, 1));
    expect(await small.bus.replayAfter(old)).toBe('too-old');
    expect(await small.bus.replayAfter(`${Date.now() + 60_000}-0`)).toBe('too-old');
    expect(await small.bus.replayAfter('nonsense')).toBe('too-old');
    expect(await small.bus.replayAfter('1-0')).toBe('too-old');
  });

  it('keeps presence for every instance, and a viewer gone is swept as gone by one instance only', async () => {
    const one = createRedisPresence(instance().redis, 1_000);
    const two = createRedisPresence(instance().redis, 1_000);
    const record = { resource: 'products', recordId: 'p/1' };
    const now = Date.now();
    expect((await one.report(record, { userId: 1, name: 'Ada', editing: false }, now)).changed).toBe(true);
    const seen = await two.report(record, { userId: 2, name: 'Grace', editing: true }, now + 500);
    expect(seen.viewers.map((viewer) => viewer.name)).toEqual(['Ada', 'Grace']);
    expect((await one.report(record, { userId: 1, name: 'Ada', editing: false }, now + 100)).changed).toBe(false);
    const swept = await Promise.all([one.sweep(now + 1_200), two.sweep(now + 1_200)]);
    expect(swept.flat()).toEqual([{ ...record, viewers: [{ userId: '2', name: 'Grace', editing: true }] }]);
    expect((await two.leave(record, 2, now + 1_300)).changed).toBe(true);
    expect(await one.sweep(now + 5_000)).toEqual([]);
  });

  it('forgets a change it could not add, so its other copy still goes out', async () => {
    const one = instance();
    const raw = new Redis(redisServer.port, '127.0.0.1');
    // The stream's key holding a string: XADD fails after the dedup key was set.
    await raw.rename('console:live:events', 'console:live:events:aside');
    await raw.set('console:live:events', 'not a stream');
    await expect(one.bus.publish(change('lost', 1), 'bff')).rejects.toThrow(/WRONGTYPE/);
    await raw.del('console:live:events');
    await raw.rename('console:live:events:aside', 'console:live:events');
    raw.disconnect();
    expect(await one.bus.publish(change('lost', 1), 'feed')).toBe('sent');
  });

  it('pauses when Redis goes, and comes back live with a reset', async () => {
    const one = instance();
    await until(() => one.bus.state() === 'live');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await redisServer.stop();
    await until(() => one.bus.state() === 'paused');
    expect(one.heard).toContainEqual({ kind: 'state', state: 'paused' });
    await expect(one.bus.publish(change('while-away', 1))).rejects.toThrow();
    await redisServer.start();
    await until(() => one.bus.state() === 'live', 15_000);
    const back = one.heard.findIndex((message) => message.kind === 'state' && message.state === 'live');
    expect(back).toBeGreaterThan(-1);
    expect(one.heard[back + 1]).toEqual({ kind: 'reset' });
    await one.bus.publish(change('after', 1));
    await until(() => changes(one.heard).some((message) => message.change.recordId === 'after'));
  });
});
