// Signs a bench account in through the console's BFF, as the browser would, and returns the cookie.
import { BENCH_CODE } from './upstream.mts';

/** The headers the BFF asks of a mutation: JSON, the CSRF marker and the console's own origin. */
export function mutationHeaders(appUrl: string): Record<string, string> {
  return { 'content-type': 'application/json', 'x-csrf': '1', origin: appUrl };
}

/** Signs `email` in at `appUrl` and returns the session cookie as `name=value`, with the token expiry. */
export async function signIn(appUrl: string, email: string): Promise<{ cookie: string; expiresAt: number }> {
  const response = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: mutationHeaders(appUrl),
    body: JSON.stringify({ email, code: BENCH_CODE }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.includes('session'));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return { cookie, expiresAt: ((await response.json()) as { expiresAt: number }).expiresAt };
}

/**
 * Signs `email` in at `appUrl` whose upstream is the seeded sandbox at `sandboxUrl`: asks for a code, reads
 * it from the sandbox's mailbox, signs in with it, and returns the session cookie as `name=value`.
 */
export async function signInWithMailbox(appUrl: string, sandboxUrl: string, email: string): Promise<string> {
  const requested = await fetch(`${appUrl}/api/auth/request-code`, { method: 'POST', headers: mutationHeaders(appUrl), body: JSON.stringify({ email }) });
  if (!requested.ok) throw new Error(`request-code failed: ${requested.status}`);
  const mail = (await (await fetch(`${sandboxUrl}/__sandbox/mailbox?email=${encodeURIComponent(email)}`)).json()) as { data: { code: string } };
  const login = await fetch(`${appUrl}/api/auth/login`, { method: 'POST', headers: mutationHeaders(appUrl), body: JSON.stringify({ email, code: mail.data.code }) });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.includes('session'));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}
