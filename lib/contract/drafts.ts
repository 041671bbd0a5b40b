// GET /api/drafts/key (app/api/drafts/key/route.ts), as the browser's draft store reads it (lib/client/drafts/).

export interface DraftKeyResponse {
  /** The user's 256-bit AES-GCM key for their form drafts, base64url; never stored by the browser. */
  key: string;
}
