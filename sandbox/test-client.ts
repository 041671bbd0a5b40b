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

export async function callSandbox(baseUrl: string, method: string, path: string, init: SandboxCallInit = {}): Promise<SandboxAnswer> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  return { status: response.status, text: await response.text() };
}
