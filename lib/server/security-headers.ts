// The browser-side protections every response carries: a per-request nonce CSP, HSTS over https and
// the fixed hardening headers. Pure, and Edge-safe: middleware applies them to pages, the route-handler
// wrapper (lib/server/handler.ts) to every API answer, next.config.mjs the fixed ones to static files.

/** Headers that never change; next.config.mjs repeats them for the static files middleware skips. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), xr-spatial-tracking=()',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/** A fresh nonce for one response: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export interface CspOptions {
  nonce: string;
  isSecure: boolean;
  /** `next dev` needs eval for its refresh runtime; a production build never gets it. */
  isDev: boolean;
}

export function contentSecurityPolicy({ nonce, isSecure, isDev }: CspOptions): string {
  const directives = [
    "default-src 'self'",
    // strict-dynamic: scripts Next loads from its nonce'd scripts are trusted; host lists are ignored.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'nonce-${nonce}'`,
    // Style attributes (not elements) cannot carry a nonce; components set positions and sizes inline.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(isSecure ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

const HSTS = 'max-age=63072000; includeSubDomains';

const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const API_HEADERS = { ...STATIC_SECURITY_HEADERS, 'content-security-policy': API_CSP };
const API_HEADER_ENTRIES = {
  http: Object.entries(API_HEADERS),
  https: Object.entries({ ...API_HEADERS, 'strict-transport-security': HSTS }),
};

/**
 * The headers every API answer gets, as name–value pairs built once (every proxied call sets them):
 * JSON runs no script and loads nothing, so its CSP allows nothing.
 */
export function apiSecurityHeaders(isSecure: boolean): readonly (readonly [string, string])[] {
  return isSecure ? API_HEADER_ENTRIES.https : API_HEADER_ENTRIES.http;
}

/**
 * The CSP of a proxied answer whose upstream sent one: a file's bytes come with a sandboxing policy
 * (`sandbox; default-src 'none'; img-src 'self'…`) so a video opened in a tab can still load itself;
 * it is kept, with `frame-ancestors 'none'` added, only when it sandboxes without any `allow-*` and
 * allows nothing by default. Any other upstream policy is replaced by the API's own.
 */
export function proxiedAnswerCsp(upstreamPolicy: string | null): string {
  if (!upstreamPolicy) return API_CSP;
  const directives = upstreamPolicy.split(';').map((directive) => directive.trim().toLowerCase().split(/\s+/));
  const isSandboxed = directives.some((parts) => parts[0] === 'sandbox' && parts.length === 1);
  const deniesByDefault = directives.some((parts) => parts[0] === 'default-src' && parts.length === 2 && parts[1] === "'none'");
  const loosens = directives.some((parts) => parts.some((part) => part.includes('unsafe-eval') || part === '*' || part.startsWith('report-')) || parts[0] === 'script-src' || parts[0] === 'frame-ancestors');
  if (!isSandboxed || !deniesByDefault || loosens) return API_CSP;
  return `${upstreamPolicy.trim().replace(/;\s*$/, '')}; frame-ancestors 'none'`;
}

/** The headers one page response gets, given its nonce. HSTS only when the console is served over https. */
export function securityHeaders(options: CspOptions): Record<string, string> {
  return {
    ...STATIC_SECURITY_HEADERS,
    'content-security-policy': contentSecurityPolicy(options),
    ...(options.isSecure ? { 'strict-transport-security': HSTS } : {}),
  };
}
