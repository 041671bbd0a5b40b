// For the live stream's unit tests: a real HTTP server that speaks server-sent events on /api/events, and an
// EventSource for Node (which has none without a flag) that follows the browser's rules the stream relies on:
// a non-stream answer closes it for good (readyState 2), a stream that ends is reopened after `retry` with
// the Last-Event-ID header.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventSourceLike } from './stream';

export interface SseServer {
  url: string;
  /** Every /api/events request: its URL and Last-Event-ID header. */
  requests: { url: string; lastEventId: string | null }[];
  /** The answer the next requests get: a stream (200) or a refusal with that status. */
  answerWith: (status: number) => void;
  /** Open streams now. */
  openCount: () => number;
  send: (name: string, data: unknown, id?: string) => void;
  /** Ends every open stream (the instance went away). */
  endAll: () => void;
  close: () => Promise<void>;
}

export async function startSseServer(): Promise<SseServer> {
  const open = new Set<ServerResponse>();
  const requests: SseServer['requests'] = [];
  let status = 200;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests.push({ url: request.url ?? '', lastEventId: (request.headers['last-event-id'] as string | undefined) ?? null });
    if (status !== 200) {
      response.writeHead(status, { 'content-type': 'text/plain' }).end('refused');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    response.write('retry: 100\n\n');
    open.add(response);
    response.on('close', () => open.delete(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answerWith: (next) => {
      status = next;
    },
    openCount: () => open.size,
    send: (name, data, id) => {
      for (const response of open) response.write(`event: ${name}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
    },
    endAll: () => {
      for (const response of open) response.end();
    },
    close: async () => {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** EventSource over fetch, enough of it for the tests. */
export class NodeEventSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  private readonly abort = new AbortController();
  private lastEventId = '';
  private retryMs = 1_000;

  constructor(private readonly url: string) {
    void this.run();
  }

  addEventListener(name: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  close(): void {
    this.readyState = 2;
    this.abort.abort();
  }

  private async run(): Promise<void> {
    while (this.readyState !== 2) {
      let response: Response;
      try {
        response = await fetch(this.url, { headers: this.lastEventId ? { 'last-event-id': this.lastEventId } : {}, signal: this.abort.signal });
      } catch {
        if (this.readyState === 2) return;
        this.readyState = 0;
        this.onerror?.(new Event('error'));
        await new Promise((resolve) => setTimeout(resolve, this.retryMs));
        continue;
      }
      if (response.status !== 200 || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
        this.readyState = 2;
        this.onerror?.(new Event('error'));
        return;
      }
      this.readyState = 1;
      this.onopen?.(new Event('open'));
      try {
        await this.read(response);
      } catch {
        // Cut off: reconnect below, as a browser does.
      }
      if (this.readyState === 2) return;
      this.readyState = 0;
      this.onerror?.(new Event('error'));
      await new Promise((resolve) => setTimeout(resolve, this.retryMs));
    }
  }

  private async read(response: Response): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    let name = 'message';
    let data: string[] = [];
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (line === '') {
          if (data.length > 0 && this.readyState === 1) {
            const event = new MessageEvent<string>(name, { data: data.join('\n'), lastEventId: this.lastEventId });
            for (const listener of this.listeners.get(name) ?? []) listener(event);
          }
          name = 'message';
          data = [];
          continue;
        }
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') name = value;
        else if (field === 'data') data.push(value);
        else if (field === 'id') this.lastEventId = value;
        else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
      }
    }
  }
}
