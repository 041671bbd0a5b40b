// Request size limits, shared by the socket gate and the proxy (next.config.mjs mirrors the upload one).

/** Largest JSON body the BFF reads or passes on (1 MB). */
export const MAX_JSON_BYTES = 1_000_000;

/** Largest upload passed on: the files rules allow video up to 200 MB (images are checked upstream). */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
