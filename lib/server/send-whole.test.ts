// API answers leave in one write when small (so a killed instance never sends half of one), but a
// stream is not held: its first chunk reaches the client long before it ends.
import { createServer, request, Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { installRequestGate, uninstallRequestGate } from './request-gate';

// The gate patches node:http's Server for the whole worker: later test files must not inherit it.
afterAll(() => uninstallRequestGate(Server));

let server: Server;
let port: number;
/** Ends the streamed answer under way; and why it was ended. */
let endStream: (by: string) => void = () => {};
let streamEndedBy = '';

beforeAll(async () => {
  installRequestGate(Server);
  server = createServer((req, res) => {
    if (req.url === '/api/stream') {
      res.write('first');
      // Ends once the client has read the first chunk; after 2 s without it (held back), it ends anyway.
      streamEndedBy = '';
      const fallback = setTimeout(() => endStream('never read'), 2_000);
      endStream = (by) => {
        if (streamEndedBy) return;
        clearTimeout(fallback);
        streamEndedBy = by;
        res.end('last');
      };
      return;
    }
    if (req.url === '/api/slow-sized') {
      // Declared length, and an end that comes long after the hold a stream would get.
      // Set as Next does, the head going out implicitly with the first write.
      res.setHeader('content-length', String('first-part'.length + 'second-part'.length));
      res.write('first-part');
      setTimeout(() => res.end('second-part'), 120);
      return;
    }
    res.write('first-part');
    setTimeout(() => res.end('second-part'), 5);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The body's chunks as the client received them; the first one read lets the stream end. */
function chunks(path: string) {
  return new Promise<string[]>((resolve, reject) => {
    const received: string[] = [];
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.on('data', (chunk: Buffer) => {
        received.push(chunk.toString());
        if (received.length === 1) endStream('first chunk read');
      });
      res.on('end', () => resolve(received));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('API answers through the gate', () => {
  it('a streamed answer flows: its first chunk reaches the client before the answer ends', async () => {
    const received = await chunks('/api/stream');
    expect(received[0]).toContain('first');
    expect(received.join('')).toContain('last');
    // Held until its end, the first chunk would come only with the last, after the fallback's 2 s.
    expect(streamEndedBy).toBe('first chunk read');
  });

  /** What the client's socket read, one entry per read. */
  function reads(path: string) {
    return new Promise<string[]>((resolve, reject) => {
      const got: string[] = [];
      const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n`));
      socket.on('data', (data: Buffer) => got.push(data.toString('latin1')));
      socket.on('end', () => resolve(got));
      socket.on('error', reject);
    });
  }

  it('a small answer of declared length leaves in one write however long its end takes (a busy event loop)', async () => {
    const got = await reads('/api/slow-sized');
    expect(got).toHaveLength(1);
    expect(got[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(got[0]).toContain('first-partsecond-part');
  });

  it('a small answer written in two steps leaves in one write, head and body together', async () => {
    const got = await reads('/api/small');
    // Written 5 ms apart by the handler, they would arrive as two reads without the gate's hold.
    expect(got).toHaveLength(1);
    expect(got[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(got[0]).toContain('first-part');
    expect(got[0]).toContain('second-part');
  });
});
