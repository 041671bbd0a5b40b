// Where to go after sign-in: the `next` parameter reduced to a same-site console path. Pure, so the Edge
// middleware and the sign-in page share it without loading the route table.

/** Paths that need no session. */
export const PUBLIC_PATHS = ['/login'] as const;

/** An origin no console has; a path that resolves elsewhere against it would leave any console too. */
const PROBE_ORIGIN = 'http://console.invalid';

/** How many rounds of URL normalisation a path may need before it stops changing. */
const MAX_ROUNDS = 4;

/** Control characters (CR/LF header injection; the URL parser silently drops tabs and line breaks). */
const CONTROL = /[\u0000-\u001f\u007f]/;

/** How many times a path may be percent-decoded on its way (double encoding included). */
const MAX_DECODINGS = 3;

/** The path and each of its percent-decoded forms, until decoding changes nothing; null when one is malformed. */
function decodedForms(text: string): string[] | null {
  const forms = [text];
  for (let round = 0; round < MAX_DECODINGS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(forms[forms.length - 1]);
    } catch {
      return null;
    }
    if (decoded === forms[forms.length - 1]) break;
    forms.push(decoded);
  }
  return forms;
}

/**
 * Whether a path can only mean that path on this origin, however often it is decoded: no segment that
 * is empty (`//host` names a host), `.` or `..` (resolved away by whoever reads it next), no backslash
 * (read as `/`) and no control character, in the path or any decoded form of it; and no control
 * character (header injection) in the query. A console path never needs any of them.
 */
function isPlainPath(pathname: string, search: string): boolean {
  const paths = decodedForms(pathname);
  const queries = decodedForms(search);
  if (!paths || !queries || !pathname.startsWith('/')) return false;
  const isPlain = (path: string) => {
    if (CONTROL.test(path) || path.includes('\\')) return false;
    const segments = path.slice(1).split('/');
    // Only the last segment may be empty: a trailing slash.
    return segments.every((segment, index) => (segment !== '' || index === segments.length - 1) && segment !== '.' && segment !== '..');
  };
  return paths.every(isPlain) && queries.every((query) => !CONTROL.test(query));
}

/**
 * The place to land after sign-in: `next` when it is a same-site path, else `/`.
 *
 * The path is judged as it will be used, not as it was sent: the middleware's `new URL(path, APP_URL)`,
 * Next's `redirect` and the sign-in page's `location.assign` all resolve dot segments (`.`, `..`,
 * `%2e%2e`), drop tabs and line breaks and read `\` as `/`, so `/..//evil.example` becomes
 * `//evil.example` — a host. The answer is therefore the path after that normalisation, repeated until it
 * no longer changes, and only when every round stayed on the origin and the result is a plain path that
 * the same resolution keeps as it is, however often a server or browser decodes it.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || next.length > 2048 || !next.startsWith('/') || CONTROL.test(next)) return '/';
  let path = next;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    let url: URL;
    try {
      url = new URL(path, PROBE_ORIGIN);
    } catch {
      return '/';
    }
    if (url.origin !== PROBE_ORIGIN) return '/';
    const normalised = `${url.pathname}${url.search}`;
    if (!isPlainPath(url.pathname, url.search)) return '/';
    if (normalised === path) {
      return PUBLIC_PATHS.includes(url.pathname as (typeof PUBLIC_PATHS)[number]) ? '/' : path;
    }
    path = normalised;
  }
  return '/';
}
