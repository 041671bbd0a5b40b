/** @jest-environment node */
// The test redis-server (redis-server.test-support.ts): files that start one side by side each get their own
// (they once shared 6300 + offset + 2, and Jest's workers ran one file's outage under the other's checks),
// and a server stopped for an outage starts again where its clients look for it.
import Redis from 'ioredis';
import { testRedisServer } from './redis-server.test-support';

const ping = async (port: number) => {
  const client = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    return await client.ping();
  } finally {
    client.disconnect();
  }
};

describe('the test redis-server', () => {
  const servers = [testRedisServer(), testRedisServer()];
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  it('gives two servers started at once a port each, and starts one again on its own port after an outage', async () => {
    await Promise.all(servers.map((server) => server.start()));
    const [one, two] = servers;
    expect(one.port).not.toBe(two.port);
    await one.stop();
    await expect(ping(one.port)).rejects.toThrow();
    expect(await ping(two.port)).toBe('PONG');
    await one.start();
    expect(await ping(one.port)).toBe('PONG');
  });
});
