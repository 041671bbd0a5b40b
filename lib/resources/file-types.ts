// What a file record is, the types and sizes the upstream accepts, and where the console loads its
// bytes — plain data without zod, so the file screens and the picker import it without a schema
// (areas/files/definition.ts adds the update schema and the resource definition, and re-exports this).
// The contract is docs/api-contract.md#files; the upstream decides a file's type by its content.
import { mainApiUrl, recordPath } from '@/lib/client/api-url';

export const FILE_KINDS = ['image', 'video', 'document'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** The accepted types by short name (DATA-MODEL "File"), with the MIME type stored and served. */
export const FILE_TYPES = {
  jpeg: { mime: 'image/jpeg', kind: 'image', extensions: ['jpg', 'jpeg'] },
  png: { mime: 'image/png', kind: 'image', extensions: ['png'] },
  webp: { mime: 'image/webp', kind: 'image', extensions: ['webp'] },
  svg: { mime: 'image/svg+xml', kind: 'image', extensions: ['svg'] },
  pdf: { mime: 'application/pdf', kind: 'document', extensions: ['pdf'] },
  mp4: { mime: 'video/mp4', kind: 'video', extensions: ['mp4'] },
  vtt: { mime: 'text/vtt', kind: 'document', extensions: ['vtt'] },
} as const satisfies Record<string, { mime: string; kind: FileKind; extensions: readonly string[] }>;

export type FileType = keyof typeof FILE_TYPES;
export type FileMime = (typeof FILE_TYPES)[FileType]['mime'];

export const FILE_MIMES = Object.values(FILE_TYPES).map((type) => type.mime) as readonly FileMime[];

const MB = 1024 * 1024;

/** Largest file of each kind the upstream stores (413 above it, the limit named in the message). */
export const FILE_SIZE_LIMITS: Record<FileKind, number> = {
  image: 10 * MB,
  video: 200 * MB,
  document: 10 * MB,
};

export function kindOfMime(mime: string): FileKind | undefined {
  return Object.values(FILE_TYPES).find((type) => type.mime === mime)?.kind;
}

/** What the file input offers (the upstream still checks the content). */
export const FILE_ACCEPT = Object.values(FILE_TYPES)
  .flatMap((type) => [type.mime, ...type.extensions.map((extension) => `.${extension}`)])
  .join(',');

/** "10 MB" */
export function formatLimit(bytes: number): string {
  return `${Math.round(bytes / MB)} MB`;
}

/** A record that uses a file, as `GET /v1/files/{id}` lists them. */
export interface FileUse {
  resource: string;
  id: number;
  /** What a person reads: the record's name or title. */
  title: string;
}

/** A file as the upstream answers it. `url` is the upstream's address of the bytes (public storefront URL). */
export interface FileRecord {
  id: number;
  filename: string;
  mime_type: FileMime;
  kind: FileKind;
  size_bytes: number;
  width: number | null;
  height: number | null;
  alt_text: string | null;
  url: string;
  /** Name of the staff member who uploaded it. */
  uploaded_by: string;
  usage_count: number;
  /** Present on `GET /v1/files/{id}`: the records that use it. */
  used_by?: FileUse[];
  created_at: string;
  updated_at: string;
  /** 1 when uploaded, one more after every write (docs/api-contract.md#versions-and-edit-conflicts). */
  version: number;
  /** Who last wrote it (uploaded or changed it); absent on demo files no one has changed since seeding. */
  updated_by?: { id: number; name: string };
}

/** Where the browser loads a file's bytes: through the BFF, streamed, with the upstream's safe headers. */
export function fileContentPath(id: number): string {
  return mainApiUrl(recordPath('files', id, 'content'));
}

export const FILE_KIND_CHOICES = [
  { value: 'image', label: 'Images' },
  { value: 'video', label: 'Videos' },
  { value: 'document', label: 'Documents' },
] as const satisfies readonly { value: FileKind; label: string }[];

