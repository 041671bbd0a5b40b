// Receives one multipart upload straight to disk: busboy parses the body as it arrives, the first bytes
// decide the type (lib/files/sniff.ts), the kind's size limit is enforced as bytes flow (reading stops
// once over), and a refused upload leaves nothing behind.
import { randomUUID } from 'node:crypto';
import { createWriteStream, rmSync, type WriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { imageSizeFromFile } from 'image-size/fromFile';
import { SNIFF_BYTES, sniffFileType } from '@/lib/files/sniff';
import { FILE_SIZE_LIMITS, FILE_TYPES, fileUpdateSchema, formatLimit, type FileKind, type FileType } from '@/areas/files/definition';
import { ApiError } from '@/sandbox/respond';

/** What the upload parsed: the bytes already under `storageKey` in the folder. */
export interface ReceivedFile {
  storageKey: string;
  filename: string;
  type: FileType;
  size: number;
  width: number | null;
  height: number | null;
  altText: string | null;
}

const KIND_NOUNS: Record<FileKind, string> = { image: 'Images', video: 'Videos', document: 'Documents' };

/** The largest file of any kind: busboy's own cap, a backstop behind the per-kind check. */
const LARGEST_FILE = Math.max(...Object.values(FILE_SIZE_LIMITS));

const ACCEPTED_NAMES = 'JPEG, PNG, WebP, SVG, PDF, MP4 or WebVTT';

function unacceptable(message: string): ApiError {
  return new ApiError(422, message, { file: message });
}

/** The name a person sees: the last path part, no control characters, at most 255 characters. */
export function cleanFilename(raw: string | undefined, type: FileType): string {
  // Browsers send a quote in a multipart file name as %22 (the HTML form encoding); a person typed a quote.
  const lastPart = (raw ?? '').replace(/%22/g, '"').split(/[\\/]/).pop() ?? '';
  const cleaned = lastPart.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return cleaned || `upload.${FILE_TYPES[type].extensions[0]}`;
}

/**
 * Holds back the first bytes until the type is known, then lets bytes through while they stay within
 * the kind's limit; fails with 422 (empty, unknown type) or 413 (over the limit) the moment it knows.
 */
class SniffAndLimit extends Transform {
  type: FileType | null = null;
  size = 0;
  private held: Buffer[] = [];
  private heldBytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.type === null) {
      this.held.push(chunk);
      this.heldBytes += chunk.length;
      if (this.heldBytes < SNIFF_BYTES) return done();
      return this.decide(done);
    }
    const over = this.overLimit();
    if (over) return done(over);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.type !== null) return done();
    if (this.heldBytes === 0) return done(unacceptable('The file is empty'));
    this.decide(done);
  }

  private decide(done: TransformCallback): void {
    const head = Buffer.concat(this.held);
    this.held = [];
    this.type = sniffFileType(head.subarray(0, SNIFF_BYTES));
    if (this.type === null) return done(unacceptable(`The file's content is not one of the accepted types: ${ACCEPTED_NAMES}`));
    const over = this.overLimit();
    if (over) return done(over);
    done(null, head);
  }

  private overLimit(): ApiError | null {
    const kind = FILE_TYPES[this.type!].kind;
    const limit = FILE_SIZE_LIMITS[kind];
    return this.size > limit ? new ApiError(413, `${KIND_NOUNS[kind]} can be at most ${formatLimit(limit)}`) : null;
  }
}

async function dimensionsOf(path: string, type: FileType): Promise<{ width: number | null; height: number | null }> {
  if (FILE_TYPES[type].kind !== 'image') return { width: null, height: null };
  try {
    const size = await imageSizeFromFile(path);
    return { width: size.width ?? null, height: size.height ?? null };
  } catch {
    // An SVG without width, height or viewBox has no intrinsic size; that is no reason to refuse it.
    return { width: null, height: null };
  }
}

/**
 * Reads the multipart request (`file`, optional `alt_text`) into `folder`. Settles as soon as the
 * upload is refused, without waiting for the rest of the body (which is then read and dropped).
 */
export function receiveUpload(request: Request, folder: string): Promise<ReceivedFile> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body) {
    return Promise.reject(new ApiError(415, 'Send the file as multipart/form-data with a "file" part'));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { files: 1, fields: 4, parts: 6, fieldSize: 4096, fileSize: LARGEST_FILE + 1 },
    });
  } catch {
    return Promise.reject(new ApiError(400, 'The upload is not valid multipart form data'));
  }
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  const storageKey = randomUUID();
  const partPath = join(folder, `${storageKey}.part`);

  return new Promise<ReceivedFile>((resolve, reject) => {
    let settled = false;
    let altText: string | null = null;
    let altError: string | null = null;
    let saving: Promise<{ type: FileType; size: number; filename: string | undefined }> | null = null;

    let out: WriteStream | null = null;

    const refuse = (error: unknown) => {
      if (settled) return;
      settled = true;
      // Stop parsing; whatever is still coming is read and dropped so the answer can go out now.
      source.unpipe(parser);
      source.on('error', () => undefined);
      source.resume();
      const answer = error instanceof ApiError ? error : new ApiError(400, 'The upload is not valid multipart form data');
      const removePart = () => {
        rmSync(partPath, { force: true });
        reject(answer);
      };
      // The part file may still be opening: remove it once it is closed, so nothing is left behind.
      if (out && !out.closed) {
        out.once('close', removePart);
        out.destroy();
      } else {
        removePart();
      }
    };

    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || saving) {
        stream.resume();
        return;
      }
      const check = new SniffAndLimit();
      out = createWriteStream(partPath);
      const saved = pipeline(stream, check, out).then(() => ({ type: check.type!, size: check.size, filename: info.filename }));
      saved.catch(refuse);
      saving = saved;
    });
    parser.on('field', (name, value) => {
      if (name !== 'alt_text') return;
      const parsed = fileUpdateSchema.shape.alt_text.safeParse(value);
      if (parsed.success) altText = parsed.data ?? null;
      else altError = parsed.error.issues[0]?.message ?? 'Invalid alt text';
    });
    parser.on('error', refuse);
    parser.on('close', () => {
      if (settled) return;
      if (!saving) return refuse(unacceptable('Choose a file to upload'));
      saving
        .then(async ({ type, size, filename }) => {
          if (settled) return;
          if (altError) return refuse(new ApiError(422, altError, { alt_text: altError }));
          const { width, height } = await dimensionsOf(partPath, type);
          await rename(partPath, join(folder, storageKey));
          settled = true;
          resolve({ storageKey, filename: cleanFilename(filename, type), type, size, width, height, altText });
        })
        .catch(refuse);
    });
    source.on('error', refuse);
    source.pipe(parser);
  });
}
