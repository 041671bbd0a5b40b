// For the controllers' unit tests: a stand-in for the browser's fetch that answers BFF URLs from a
// table of handlers and records every call, so a test can see what a controller asked for.
export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (call: FakeCall) => { status: number; body?: unknown };

export function installFakeBff(handle: Handler): FakeCall[] {
  const calls: FakeCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const call: FakeCall = { method: init?.method ?? 'GET', url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
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
