/** @jest-environment node */
// Revocations on a real redis-server, stopped mid-test: a session revoked
// before the outage on one instance is refused by another during it, a logout during the outage is refused
// on its own instance at once and on the others once Redis is back, and no check ever fails (no 503).
import Redis from 'ioredis';
import { createLogger, setLogger } from './log';
import { getMetrics } from './metrics';
import { createRedis } from './redis';
import { testRedisServer } from './redis-server.test-support';
import { createRedisRevocationStore, type RedisRevocationStore } from './revocation';

const redisServer = testRedisServer();
const lines: string[] = [];

const clients: Redis[] = [];
const stores: RedisRevocationStore[] = [];

/** One instance's store, as getRevocationStore makes it, syncing every 100 ms rather than 2 s. */
function instance(): RedisRevocationStore {
  const redis = createRedis(redisServer.url);
  clients.push(redis);
  const store = createRedisRevocationStore(redis, { syncMs: 100, keepMs: 60_000 });
  stores.push(store);
  return store;
}

async function until(check: () => Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the client has noticed Redis is gone (its connection closed). */
const lost = (redis: Redis) => until(async () => redis.status !== 'ready');

beforeAll(() => {
  setLogger(createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line).msg as string) }));
});
beforeEach(() => redisServer.start());
afterEach(async () => {
  for (const store of stores.splice(0)) store.close();
  for (const client of clients.splice(0)) client.disconnect();
  await redisServer.stop();
});

describe('revocations on Redis, and Redis gone', () => {
  it('shares a logout between instances while Redis answers', async () => {
    const [a, b] = [instance(), instance()];
    await a.revoke('sid-1', Date.now() + 60_000);
    expect(await b.isRevoked('sid-1')).toBe(true);
    expect(await b.isRevoked('sid-2')).toBe(false);
  });

  it('refuses on instance B, during the outage, a session revoked on instance A before it', async () => {
    const [a, b] = [instance(), instance()];
    await b.sync();
    await a.revoke('sid-before', Date.now() + 60_000);
    await b.sync();
    await redisServer.stop();
    await lost(clients[1]);
    const started = Date.now();
    expect(await b.isRevoked('sid-before')).toBe(true);
    // Any other session goes on working: no error (the handler's 503), and no wait for a timeout.
    await expect(b.isRevoked('sid-live')).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(getMetrics().redisDegraded.get()).resolves.toMatchObject({ values: [{ value: 1 }] });
  });

  it('refuses a logout made during the outage on its own instance at once, and on B once Redis is back', async () => {
    const [a, b] = [instance(), instance()];
    await Promise.all([a.sync(), b.sync()]);
    await redisServer.stop();
    await Promise.all(clients.map(lost));
    await expect(a.revoke('sid-during', Date.now() + 60_000)).resolves.toBeUndefined();
    expect(await a.isRevoked('sid-during')).toBe(true);
    expect(await b.isRevoked('sid-during')).toBe(false);
    await redisServer.start();
    await until(() => b.isRevoked('sid-during'));
    // A fresh instance, after the outage, learns it too.
    expect(await instance().isRevoked('sid-during')).toBe(true);
  });

  it('answers checks with Redis gone even when the client has not noticed yet, and says so once per 10 s', async () => {
    const a = instance();
    await a.revoke('sid-known', Date.now() + 60_000);
    lines.length = 0;
    await redisServer.stop();
    // The first check may reach the client before it has seen the connection close: it fails, not throws.
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => a.isRevoked(i === 0 ? 'sid-known' : `sid-${i}`)));
    expect(answers[0]).toBe(true);
    expect(answers.slice(1).every((answer) => answer === false)).toBe(true);
    const said = lines.filter((line) => line.startsWith('revocation: redis unavailable'));
    expect(said).toHaveLength(1);
  });
});
