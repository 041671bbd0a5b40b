// Plain HTTP/1.1 requests with full control (any method, Host, raw paths, no redirects followed, no
// cookie jar), for tests that must see exactly what the console answers.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Every Set-Cookie line. */
  cookies: string[];
  json<T = Record<string, unknown>>(): T;
}

export interface RawOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Destroys the request after this many ms (a browser going away). */
  abortAfterMs?: number;
  /** The socket's own address (any of 127.0.0.0/8 on loopback), so the server sees another client. */
  localAddress?: string;
}

export function raw(url: string, options: RawOptions = {}): Promise<RawAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        // The raw path as written: no normalisation of `..` or percent-escapes.
        path: url.slice(url.indexOf('/', url.indexOf('//') + 2)),
        method: options.method ?? 'GET',
        headers: withLength(options),
        agent: false,
        localAddress: options.localAddress,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        // A server that answers early (413) may close before the request body is written: what came is the answer.
        res.on('error', () => undefined);
        res.on('close', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            cookies: res.headers['set-cookie'] ?? [],
            json: <T>() => JSON.parse(body) as T,
          });
        });
      },
    );
    // A CONNECT answer arrives as 'connect', whatever its status.
    req.on('connect', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '', cookies: [], json: () => ({}) as never });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (options.abortAfterMs !== undefined) setTimeout(() => req.destroy(), options.abortAfterMs);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** The value a Set-Cookie line gives `name`, or undefined when the line is about another cookie. */
export function cookieValue(lines: string[], name: string): string | undefined {
  const line = lines.find((l) => l.startsWith(`${name}=`));
  return line === undefined ? undefined : line.slice(name.length + 1).split(';')[0];
}

/** A body gets its Content-Length unless the test chose otherwise (chunked, or a declared size). */
function withLength(options: RawOptions): Record<string, string> | undefined {
  const headers = options.headers ?? {};
  if (options.body === undefined) return headers;
  const names = Object.keys(headers).map((h) => h.toLowerCase());
  if (names.includes('content-length') || names.includes('transfer-encoding')) return headers;
  return { ...headers, 'content-length': String(Buffer.byteLength(options.body)) };
}
