// Reading request bodies at the boundary: JSON only where JSON is expected, a size cap, and zod
// validation whose first message is what the browser shows.
import 'server-only';
import type { z } from 'zod';
import { BffError } from './errors';

import { MAX_JSON_BYTES } from './limits';

export { MAX_JSON_BYTES };

export function isJsonContentType(value: string | null): boolean {
  return value !== null && /^application\/(?:[\w.+-]+\+)?json\b/i.test(value.trim());
}

/** Reads at most `limit` bytes of the body as text; larger bodies are refused with 413. */
export async function readTextWithin(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BffError(413, 'The request is too large.');
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // A body cut off on the way (the browser closed the tab mid-send, a keepalive report dropped) is the
    // request's fault, answered as such, not a failure of the handler.
    const { done, value } = await reader.read().catch(() => {
      throw new BffError(400, 'The request body could not be read whole.');
    });
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BffError(413, 'The request is too large.');
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Parses and validates a JSON body; 415 for another content type, 400 for bad JSON or bad fields. */
export async function readJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    throw new BffError(415, 'Send the request as application/json.');
  }
  const text = await readTextWithin(request, MAX_JSON_BYTES);
  let raw: unknown;
  try {
    raw = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new BffError(400, 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new BffError(400, parsed.error.issues[0]?.message ?? 'The request is not valid.');
  return parsed.data;
}
