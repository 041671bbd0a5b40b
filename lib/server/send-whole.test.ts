// API answers leave in one write when small (so a killed instance never sends half of one), but a
// stream is not held: its first chunk reaches the client long before it ends.
import { createServer, request, Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { installRequestGate, uninstallRequestGate } from './request-gate';

// The gate patches node:http's Server for the whole worker: later test files must not inherit it.
afterAll(() => uninstallRequestGate(Server));

let server: Server;
let port: number;

beforeAll(async () => {
  installRequestGate(Server);
  server = createServer((req, res) => {
    if (req.url === '/api/stream') {
      res.write('first');
      setTimeout(() => res.end('last'), 600);
      return;
    }
    res.write('first-part');
    setTimeout(() => res.end('second-part'), 5);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The body's chunks as the client's socket received them, with when each came. */
function chunks(path: string) {
  return new Promise<{ at: number; text: string }[]>((resolve, reject) => {
    const started = Date.now();
    const received: { at: number; text: string }[] = [];
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.on('data', (chunk: Buffer) => received.push({ at: Date.now() - started, text: chunk.toString() }));
      res.on('end', () => resolve(received));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('API answers through the gate', () => {
  it('a streamed answer flows: its first chunk arrives long before its end', async () => {
    const received = await chunks('/api/stream');
    expect(received[0].text).toContain('first');
    expect(received[0].at).toBeLessThan(400);
    expect(received.map((c) => c.text).join('')).toContain('last');
  });

  it('a small answer written in two steps leaves in one write, head and body together', async () => {
    const reads = await new Promise<string[]>((resolve, reject) => {
      const got: string[] = [];
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/small HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n'));
      socket.on('data', (data: Buffer) => got.push(data.toString('latin1')));
      socket.on('end', () => resolve(got));
      socket.on('error', reject);
    });
    // Written 5 ms apart by the handler, they would arrive as two reads without the gate's hold.
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(reads[0]).toContain('first-part');
    expect(reads[0]).toContain('second-part');
  });
});
