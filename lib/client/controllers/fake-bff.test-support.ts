// For the controllers' unit tests: a stand-in for the browser's fetch that answers BFF URLs from a
// table of handlers and records every call, so a test can see what a controller asked for.
export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
  /** The If-Match header a conditional save sent. */
  ifMatch?: string;
}

type Handler = (call: FakeCall) => { status: number; body?: unknown };

export function installFakeBff(handle: Handler): FakeCall[] {
  const calls: FakeCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const ifMatch = new Headers(init?.headers).get('if-match') ?? undefined;
    const call: FakeCall = { method: init?.method ?? 'GET', url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined, ...(ifMatch ? { ifMatch } : {}) };
    calls.push(call);
    const { status, body } = handle(call);
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' && typeof body !== 'string' ? 'application/json' : 'text/plain') },
      json: async () => JSON.parse(text),
      text: async () => text,
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}
