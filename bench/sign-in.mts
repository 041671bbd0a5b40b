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
