// Request size limits, shared by the socket gate, the proxy and deploy/nginx.conf (which mirrors them).

/** Largest JSON body the BFF reads or passes on (1 MB). */
export const MAX_JSON_BYTES = 1_000_000;

/**
 * Largest upload passed on: the largest file the upstream accepts (video, 200 MB; the per-kind limits are
 * checked upstream) plus 64 KB for its multipart envelope (boundaries, part headers, the alt text), so a
 * video of exactly 200 MB still gets through.
 */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024 + 64 * 1024;

/**
 * Deadline of a streamed upload or of a file's bytes (`GET …/content`) through the proxy: 200 MB over a
 * slow line takes minutes, where a JSON call's `UPSTREAM_TIMEOUT_MS` (15 s) is right for everything else.
 */
export const FILE_TRANSFER_TIMEOUT_MS = 10 * 60_000;

/** The one path that takes uploads (multipart, streamed): `POST /api/main/v1/files`. */
export const UPLOAD_PATH = '/api/main/v1/files';

/**
 * The largest body a request may carry, by where it goes: pages take none (Next would buffer a page
 * request's whole body for middleware before anything could refuse it), the upload path takes a file,
 * every other API path takes JSON.
 */
export function maxBodyBytes(method: string, pathname: string): number {
  if (!pathname.startsWith('/api/')) return 0;
  if (method.toUpperCase() === 'POST' && pathname === UPLOAD_PATH) return MAX_UPLOAD_BYTES;
  return MAX_JSON_BYTES;
}
