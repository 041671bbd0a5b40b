// The browser's only way to the BFF: same-origin calls, the anti-forgery header on mutations, response
// text as the error message (docs/api-contract.md#errors), and the trip to /login when a session-bound call finds no session.

export const ERROR_FALLBACK = 'error_occured';

/** What to tell a person about a failure: its message, or the fallback of docs/api-contract.md#errors. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : ERROR_FALLBACK;
}

/** A non-success answer of the BFF; `message` is what the user should read. */
export class ApiError extends Error {
  readonly status: number;
  /** The raw response text, e.g. a 422 body with field errors for forms to parse. */
  readonly body: string;

  constructor(status: number, message: string, body = '') {
    super(message || ERROR_FALLBACK);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as is (multipart); the browser sets the boundary. */
  body?: FormData;
  signal?: AbortSignal;
  /** Request headers of the call's own (`if-match` on a save against a loaded version). */
  headers?: Readonly<Record<string, string>>;
  /** A 401 is only this call's failure: the page stays (a call that may quietly go without, like the drafts key). */
  staysOnUnauthorized?: boolean;
}

// Long proxy error pages (HTML from a gateway, say) are no message for a person; show the fallback.
const MAX_MESSAGE_LENGTH = 500;

/** The message of a failure: the BFF's own answer `{ "message": … }`, else the upstream's text. */
export function messageFrom(text: string): string {
  const trimmed = jsonMessage(text) ?? text.trim();
  if (!trimmed || trimmed.length > MAX_MESSAGE_LENGTH || trimmed.startsWith('<')) return ERROR_FALLBACK;
  return trimmed;
}

function jsonMessage(text: string): string | undefined {
  if (!text.trimStart().startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    const message = (parsed as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message.trim() : undefined;
  } catch {
    return undefined;
  }
}

export async function apiFetch<T>(url: string, options: ApiFetchOptions = {}): Promise<T> {
  const method = options.method ?? (options.json !== undefined || options.body ? 'POST' : 'GET');
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (method !== 'GET') headers['x-csrf'] = '1';
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) {
    body = options.body;
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, ERROR_FALLBACK);
  }

  if (!response.ok) {
    const text = await response.text().catch(() => '');
    if (response.status === 401 && !options.staysOnUnauthorized && isSessionBound(url)) redirectToLogin();
    throw new ApiError(response.status, messageFrom(text), text);
  }
  if (response.status === 204) return undefined as T;
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) return (await response.json()) as T;
  const text = await response.text();
  return (text === '' ? undefined : text) as T;
}

/** Calls that need a session; the auth calls answer 401 for their own reasons (a wrong code, say). */
function isSessionBound(url: string): boolean {
  const { pathname } = new URL(url, window.location.href);
  return pathname.startsWith('/api/') && !pathname.startsWith('/api/auth/');
}

let isRedirecting = false;

/** Whether the page is already on its way to /login, so failures need no further notice. */
export function isRedirectingToLogin(): boolean {
  return isRedirecting;
}

/** `/login?next=<where the user is>`, so sign-in brings them back. */
export function loginUrlForCurrentPage(): string {
  const { pathname, search } = window.location;
  return `/login?next=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** Set for the sign-in page when a tab is sent there because its session ended, so it can say why. */
export const SESSION_ENDED_KEY = 'wellness-console/session-ended';

/** Sends the tab to sign-in because its session ended (signed out elsewhere, expired, refused), saying so there. */
export function redirectToLogin(): void {
  if (isRedirecting) return;
  isRedirecting = true;
  try {
    sessionStorage.setItem(SESSION_ENDED_KEY, '1');
  } catch {
    // No storage: the sign-in page just does not say why.
  }
  window.location.assign(loginUrlForCurrentPage());
}
