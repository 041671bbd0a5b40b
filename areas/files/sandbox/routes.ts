// The file library under /v1/files (docs/api-contract.md#files): uploads streamed to disk and checked by
// content, a paged list, one file with the records that use it, renaming, deleting an unused file, and
// the bytes themselves, streamed with the headers that keep a hostile file harmless.
import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { listQuerySchema } from '@/lib/contract/rest';
import { FILE_KINDS, FILE_TYPES, fileUpdateSchema, type FileRecord, type FileType } from '@/areas/files/definition';
import { filesResource } from '@/areas/files/definition';
import { requireUser } from '@/sandbox/auth';
import type { SandboxDeps, SandboxEnv } from '@/sandbox/context';
import { receiveUpload } from './upload';
import { FILE_SORTS, type FileListRow, type FileSort, type FilesStore } from '@/sandbox/files-store';
import { refuseWhileUsed } from '@/sandbox/references';
import { ApiError, idParam, readBody, validationError } from '@/sandbox/respond';

const filesQuerySchema = listQuerySchema.extend({
  sort: z.enum(FILE_SORTS, { error: `Sort by one of ${FILE_SORTS.join(', ')}` }).optional(),
  kind: z.preprocess((value) => (value === '' ? undefined : value), z.enum(FILE_KINDS, { error: 'Kind must be image, video or document' }).optional()),
});

/** The policy of every file's bytes: nothing in it runs, and it loads nothing but itself. */
export const FILE_CONTENT_CSP = "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";

/** Raster images and video open in place (thumbnails, players); SVG, PDF and text are downloaded. */
function disposition(type: FileType): 'inline' | 'attachment' {
  return type === 'jpeg' || type === 'png' || type === 'webp' || type === 'mp4' ? 'inline' : 'attachment';
}

function typeOfMime(mime: string): FileType {
  return (Object.keys(FILE_TYPES) as FileType[]).find((type) => FILE_TYPES[type].mime === mime) ?? 'pdf';
}

/** RFC 6266: an ASCII fallback name, then the real one as UTF-8 in `filename*`. */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const fallback = filename.replace(/[^A-Za-z0-9._ -]/g, '_').replace(/^\.+/, '_') || 'file';
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A single `bytes=a-b` range within `size`; null for none or one this server does not serve (sent whole). */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

export function createFileRoutes(deps: SandboxDeps, store: FilesStore): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const signedIn = requireUser(deps);

  /** The upstream's own absolute address of the bytes. */
  const contentUrl = (c: Context, id: number) => `${new URL(c.req.url).origin}/v1/files/${id}/content`;

  const toRecord = (c: Context, row: FileListRow): FileRecord => ({
    id: row.id,
    filename: row.filename,
    mime_type: row.mime_type,
    kind: row.kind,
    size_bytes: row.size_bytes,
    width: row.width,
    height: row.height,
    alt_text: row.alt_text,
    url: contentUrl(c, row.id),
    uploaded_by: row.uploaded_by,
    usage_count: row.usage_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
    ...(row.updated_by ? { updated_by: row.updated_by } : {}),
  });

  const findOr404 = (id: number) => {
    const row = store.find(id);
    if (!row) throw new ApiError(404, 'File not found');
    return row;
  };

  // Every answer about files, errors included, is never sniffed into another type.
  routes.use('/files', noSniff);
  routes.use('/files/*', noSniff);

  // GET /v1/files?page&limit&search&sort&order&kind= – one page of files, with how many records use each
  routes.get('/files', signedIn, (c) => {
    const query = filesQuerySchema.safeParse(c.req.query());
    if (!query.success) throw validationError(query.error);
    const raw = c.req.query();
    const sort: FileSort = query.data.sort ?? (filesResource.defaultSort.field as FileSort);
    const order = query.data.sort || raw.order ? query.data.order : filesResource.defaultSort.order;
    const page = store.list({ ...query.data, sort, order });
    return c.json({ data: { ...page, records: page.records.map((row) => toRecord(c, row)) } });
  });

  // POST /v1/files (multipart: file, alt_text?) – stores an accepted file; 422 wrong or empty, 413 too large
  routes.post('/files', signedIn, async (c) => {
    const received = await receiveUpload(c.req.raw, store.folder);
    const at = new Date(deps.now()).toISOString();
    const { mime, kind } = FILE_TYPES[received.type];
    const row = store.insert({
      filename: received.filename,
      mime_type: mime,
      kind,
      size_bytes: received.size,
      width: received.width,
      height: received.height,
      alt_text: received.altText,
      uploaded_by: c.var.user.name || c.var.user.email,
      storage_key: received.storageKey,
      created_at: at,
      updated_at: at,
    });
    return c.json({ data: toRecord(c, row) }, 201);
  });

  // GET /v1/files/:id – one file and the records that use it
  routes.get('/files/:id', signedIn, (c) => {
    const id = idParam(c, 'File not found');
    const row = findOr404(id);
    return c.json({ data: { ...toRecord(c, row), used_by: store.usedBy(id) } });
  });

  // PUT /v1/files/:id {filename, alt_text} – renames a file or changes its alt text; the bytes never change.
  // With If-Match, 412 and the file as its GET answers when its version moved on (sandbox/conditional.ts).
  routes.put('/files/:id', signedIn, async (c) => {
    const id = idParam(c, 'File not found');
    findOr404(id);
    const body = await readBody(c, fileUpdateSchema);
    const row = store.update(id, { filename: body.filename, alt_text: body.alt_text ?? null, updated_at: new Date(deps.now()).toISOString() });
    return c.json({ data: { ...toRecord(c, row!), used_by: store.usedBy(id) } });
  });

  // DELETE /v1/files/:id – deletes a file no record uses; 409 naming how many do. Every reference to a file
  // refuses (lib/resources/references.test.ts), and the store finds them from the same declarations.
  routes.delete('/files/:id', signedIn, (c) => {
    const id = idParam(c, 'File not found');
    const row = findOr404(id);
    refuseWhileUsed('file', store.usedBy(id));
    store.remove(row);
    return c.body(null, 204);
  });

  // GET /v1/files/:id/content – the bytes, streamed from disk (one byte range on request)
  routes.get('/files/:id/content', signedIn, (c) => {
    const row = findOr404(idParam(c, 'File not found'));
    const type = typeOfMime(row.mime_type);
    const path = store.pathOf(row);
    let size: number;
    try {
      size = statSync(path).size;
    } catch {
      throw new ApiError(404, 'The file’s content is missing');
    }
    const etag = `"${row.storage_key}"`;
    const headers: Record<string, string> = {
      'content-type': type === 'vtt' || type === 'svg' ? `${row.mime_type}; charset=utf-8` : row.mime_type,
      'content-security-policy': FILE_CONTENT_CSP,
      'content-disposition': contentDisposition(disposition(type), row.filename),
      'cache-control': 'private, max-age=3600',
      'accept-ranges': 'bytes',
      etag,
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const range = parseRange(c.req.header('range'), size);
    if (range === 'unsatisfiable') {
      return c.body(null, 416, { ...headers, 'content-range': `bytes */${size}` });
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    const partial = range !== null;
    const length = { 'content-length': String(end - start + 1) };
    // HEAD: the headers alone, without opening the file.
    if (c.req.method === 'HEAD') return c.body(null, partial ? 206 : 200, { ...headers, ...length });
    const stream = Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>;
    return c.body(stream, partial ? 206 : 200, {
      ...headers,
      ...length,
      ...(partial ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
    });
  });

  return routes;
}

async function noSniff(c: Context, next: () => Promise<void>): Promise<void> {
  await next();
  c.res.headers.set('x-content-type-options', 'nosniff');
}
