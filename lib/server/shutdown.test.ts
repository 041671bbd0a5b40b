// Draining on SIGTERM: no new connections, the request in flight finishes, and the grace period bounds it.
import { createServer, request, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { installRequestGate, uninstallRequestGate } from './request-gate';
import { drain, isDraining } from './shutdown';

// The gate patches node:http's Server for the whole worker: later test files must not inherit it.
afterAll(() => uninstallRequestGate(Server));

function get(port: number, path: string) {
  return new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('drain', () => {
  it('refuses new connections, answers the request in flight, then resolves; a hung request is cut off at the grace period', async () => {
    installRequestGate(Server);
    // Both requests in flight before the drain starts: resolved once the server has both.
    let arrivals = 0;
    let bothArrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (bothArrived = resolve));
    // The slow one is answered once the drain has refused a new connection, so it is answered while draining.
    let answerSlow!: () => void;
    const slowMayAnswer = new Promise<void>((resolve) => (answerSlow = resolve));
    const server = createServer((req, res) => {
      arrivals += 1;
      if (arrivals === 2) bothArrived();
      if (req.url === '/hang') return; // never answered
      void slowMayAnswer.then(() => res.end('done'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const slow = get(port, '/slow');
    get(port, '/hang').catch(() => undefined);
    await inFlight;
    const started = Date.now();
    const drained = drain(1_000);
    expect(isDraining()).toBe(true);
    await expect(get(port, '/new')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    answerSlow();
    expect(await slow).toBe(200);
    const outcome = await drained;
    expect(outcome.abandoned).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    server.closeAllConnections();
  });
});
