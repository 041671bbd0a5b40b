// Where to go after sign-in: the `next` parameter reduced to a same-site console path. Pure, so the Edge
// middleware and the sign-in page share it without loading the route table.

/** Paths that need no session. */
export const PUBLIC_PATHS = ['/login'] as const;

/**
 * The place to land after sign-in: `next` when it is a same-site relative path, else `/`.
 * Refuses scheme-relative (`//host`), backslash tricks, control characters and encoded slashes.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || next.length > 2048) return '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  // Control characters (CR/LF injection) and backslashes have no place in a console path.
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return '/';
  }
  if (decoded.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(decoded)) return '/';
  try {
    const url = new URL(next, 'http://console.invalid');
    if (url.origin !== 'http://console.invalid') return '/';
    if (PUBLIC_PATHS.includes(url.pathname as (typeof PUBLIC_PATHS)[number])) return '/';
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}
