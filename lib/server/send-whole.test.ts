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

/**
 * The way Next 16 sends a route handler's answer: its compression middleware on every request (router
 * server), then pipeToNodeResponse, which calls res.flushHeaders() before the first chunk and res.flush()
 * after each. Accepting gzip, as nginx passes on a browser's Accept-Encoding, the answer loses its length
 * to the compression; a SIGKILL between the head and the end then left nginx half an answer (CI's cut reads).
 */
describe("API answers sent Next's way (flushHeaders, compression)", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const compression = require('next/dist/compiled/compression') as () => (req: unknown, res: unknown, next: () => void) => void;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { pipeToNodeResponse } = require('next/dist/server/pipe-readable') as {
    pipeToNodeResponse: (body: ReadableStream<Uint8Array>, res: unknown) => Promise<void>;
  };
  let nextServer: Server;
  let nextPort: number;
  /** When the handler closed its body, by path. */
  const endedAt = new Map<string, number>();

  /** A JSON body of about `bytes`, hard to compress (so gzip's output is about as large). */
  const jsonOf = (bytes: number) => JSON.stringify({ data: Array.from({ length: Math.ceil(bytes / 40) }, (_, i) => `${i}-${Math.random().toString(36)}`) });

  beforeAll(async () => {
    installRequestGate(Server);
    const compress = compression();
    nextServer = createServer((req, res) => {
      compress(req, res, () => {});
      const [, size, hold] = /^\/api\/next\/(\d+)\/(\d+)/.exec(req.url ?? '') ?? [];
      const body = Buffer.from(jsonOf(Number(size)));
      res.statusCode = 200;
      res.setHeader('content-type', 'application/json');
      // What the BFF's proxy sets for a buffered answer (Next drops Content-Length itself).
      res.setHeader('x-console-content-length', String(body.byteLength));
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(body);
          // A busy event loop: the end comes well after the first chunk.
          setTimeout(() => {
            endedAt.set(req.url!, performance.now());
            controller.close();
          }, Number(hold));
        },
      });
      void pipeToNodeResponse(stream, res);
    });
    await new Promise<void>((resolve) => nextServer.listen(0, '127.0.0.1', resolve));
    nextPort = (nextServer.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => nextServer.close(() => resolve())));

  /** Every read of the client's socket, with when the first came. */
  function readsOf(path: string, acceptEncoding?: string) {
    return new Promise<{ got: Buffer[]; firstAt: number }>((resolve, reject) => {
      const got: Buffer[] = [];
      let firstAt = 0;
      const socket = connect(nextPort, '127.0.0.1', () =>
        socket.write(`GET ${path} HTTP/1.1\r\nhost: x\r\n${acceptEncoding ? `accept-encoding: ${acceptEncoding}\r\n` : ''}connection: close\r\n\r\n`),
      );
      socket.on('data', (data: Buffer) => {
        if (!got.length) firstAt = performance.now();
        got.push(data);
      });
      socket.on('end', () => resolve({ got, firstAt }));
      socket.on('error', reject);
    });
  }

  it.each([
    ['gzip', 'gzip, deflate'],
    ['identity', undefined],
  ])('a small answer (%s) leaves in one write, head and body together, however late its end', async (name, encoding) => {
    // Ended 150 ms after its first chunk, well past the hold a stream gets.
    const { got } = await readsOf(`/api/next/4000/150?${name}`, encoding);
    expect(got).toHaveLength(1);
    const text = got[0].toString('latin1');
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    if (encoding) {
      expect(text).toMatch(/content-encoding: gzip/i);
      // The whole chunked answer, its last chunk included.
      expect(text.endsWith('0\r\n\r\n')).toBe(true);
    } else {
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1]);
      expect(text.length - text.indexOf('\r\n\r\n') - 4).toBe(length);
    }
  });

  it('an answer of declared length up to 1 MB reaches the client only once it has ended', async () => {
    const path = '/api/next/600000/80?big';
    const { got, firstAt } = await readsOf(path, 'gzip, deflate');
    expect(Buffer.concat(got).toString('latin1')).toMatch(/^HTTP\/1\.1 200/);
    expect(firstAt).toBeGreaterThanOrEqual(endedAt.get(path)!);
  });
});
