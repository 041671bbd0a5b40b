// For the sandbox's own tests: one HTTP call to a running sandbox, as the console or a script makes it —
// a JSON body (a string goes as it is, to send malformed JSON), a bearer token — answered as its status and
// text, so a test reads refusals and records alike.
export interface SandboxAnswer {
  status: number;
  text: string;
}

export interface SandboxCallInit {
  body?: unknown;
  token?: string;
}

/** The call itself, for a test that reads more of the response than its status and text (a header). */
export function requestSandbox(baseUrl: string, method: string, path: string, init: SandboxCallInit = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  const send = () => fetch(`${baseUrl}${path}`, { method, headers, body });
  // A test that holds the event loop (writing thousands of rows straight into the database) lets the server's
  // keep-alive timer lapse unseen: the idle connection is closed just as the next call is sent on it, and that
  // call fails with ECONNRESET though the server never read it. A read is then sent once more, on a fresh one.
  if (method !== 'GET') return send();
  return send().catch((error: unknown) => {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return send();
  });
}

export async function callSandbox(baseUrl: string, method: string, path: string, init: SandboxCallInit = {}): Promise<SandboxAnswer> {
  const response = await requestSandbox(baseUrl, method, path, init);
  return { status: response.status, text: await response.text() };
}

/** The record of a 2xx answer; anything else throws naming its status and text, so a test fails on the refusal itself. */
export function dataOf<T = unknown>(answer: SandboxAnswer): T {
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${answer.status}: ${answer.text}`);
  return (JSON.parse(answer.text) as { data: T }).data;
}
