// Reading upstream answers within a limit: an answer of unknown length is never held past it, and an
// error text is read no further than a success would be.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AnswerTooLargeError, fetchUpstream, readJsonOrThrow, UNREADABLE_MESSAGE } from './upstream';

const CHUNK = Buffer.alloc(64 * 1024, 0x20);

describe('reading an answer within a limit', () => {
  let server: Server;
  let base: string;
  /** Bytes the endless answer managed to write before the reader hung up. */
  let written = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/endless') {
        // No Content-Length: chunked, up to 100 MB unless the reader hangs up first.
        res.writeHead(200, { 'content-type': 'application/json' });
        const pump = () => {
          while (written < 100 * 1024 * 1024 && !res.destroyed) {
            written += CHUNK.byteLength;
            if (!res.write(CHUNK)) return void res.once('drain', pump);
          }
          res.end();
        };
        pump();
        return;
      }
      if (req.url === '/error-page') {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`Error: boom\n${'    at frame (/srv/app.js:1:1)\n'.repeat(100_000)}`);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stops reading an answer without a length once it passes the limit', async () => {
    const answer = await fetchUpstream(`${base}/endless`, { timeoutMs: 10_000 });
    await expect(answer.bytes(1024 * 1024)).rejects.toBeInstanceOf(AnswerTooLargeError);
    // Hung up near the limit: what the server wrote is the limit plus what the sockets buffered.
    expect(written).toBeLessThan(16 * 1024 * 1024);
  });

  it('reads an error text only up to its limit, and calls a longer one unreadable', async () => {
    const answer = await fetchUpstream(`${base}/error-page`, { timeoutMs: 10_000 });
    await expect(readJsonOrThrow(answer, 64 * 1024)).rejects.toMatchObject({ status: 502, message: UNREADABLE_MESSAGE });
  });
});

describe('an answer’s headers', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('ETag', '"7"');
      res.setHeader('Vary', ['Accept', 'Accept-Language']);
      res.setHeader('Set-Cookie', ['a=1', 'b=2']);
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('read as Fetch reads them: any case, repeated ones joined, null when absent', async () => {
    const answer = await fetchUpstream(`${base}/`, { timeoutMs: 10_000 });
    answer.discard();
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('ETag')).toBe('"7"');
    expect(answer.headers.get('vary')).toBe('Accept, Accept-Language');
    expect(answer.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(answer.headers.get('content-security-policy')).toBeNull();
  });
});
