// The export's page reads against a real upstream address: refused while nothing listens there, then
// answered once something does; writes and other failures are the caller's to see at once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BffError } from './errors';
import { ExportReadError, readWithRetries } from './export-reads';
import { fetchUpstream, readJsonOrThrow } from './upstream';

/** A free port on loopback: taken by a server and let go at once. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('readWithRetries', () => {
  let server: Server | undefined;
  afterEach(async () => {
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
  });

  it('reads again after the connection was refused, and has the answer once the upstream is up', async () => {
    const port = await freePort();
    let tries = 0;
    const page = await readWithRetries(async () => {
      tries += 1;
      try {
        return await readJsonOrThrow(await fetchUpstream(`http://127.0.0.1:${port}/v1/orders`, { timeoutMs: 5_000 }));
      } catch (error) {
        // The upstream comes up while the read waits for its next try.
        server = createServer((_req, res) => res.end('{"data":{"records":[]}}'));
        await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
        throw error;
      }
    });
    expect(page).toEqual({ data: { records: [] } });
    expect(tries).toBe(2);
  });

  it('gives up after four tries while nobody listens, with the last failure', async () => {
    const port = await freePort();
    let tries = 0;
    const failure = await readWithRetries(async () => {
      tries += 1;
      return fetchUpstream(`http://127.0.0.1:${port}/v1/orders`, { timeoutMs: 5_000 });
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ExportReadError);
    expect(failure).toMatchObject({ status: 502, tries: 4 });
    expect(tries).toBe(4);
  });

  it('throws any other failure at once', async () => {
    let tries = 0;
    const failure = await readWithRetries(async () => {
      tries += 1;
      throw new BffError(502, 'The service sent an answer the console cannot read.');
    }).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(ExportReadError);
    expect(tries).toBe(1);
  });

  it('stops waiting when the browser leaves', async () => {
    const port = await freePort();
    const leaving = new AbortController();
    let tries = 0;
    const failure = await readWithRetries(
      async () => {
        tries += 1;
        leaving.abort();
        return fetchUpstream(`http://127.0.0.1:${port}/v1/orders`, { timeoutMs: 5_000 });
      },
      { signal: leaving.signal },
    ).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 499 });
    expect(tries).toBe(1);
  });
});
