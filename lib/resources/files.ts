// The file library (admin screen /system/files; editors list and upload through the picker): what a
// file record is, the types and sizes the upstream accepts, and where the console loads its bytes.
// The contract is docs/api-contract.md#files; the upstream decides a file's type by its content.
import { z } from 'zod';
import { defineResource } from './define';
import { optionalText, requiredText } from './schema-parts';
import type { OptionChoice } from './types';

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
}

/** Where the browser loads a file's bytes: through the BFF, streamed, with the upstream's safe headers. */
export function fileContentPath(id: number): string {
  return `/api/main/v1/files/${id}/content`;
}

/** `PUT /v1/files/{id}`: only the name and the alt text change; the bytes never do. */
export const fileUpdateSchema = z.object({
  filename: requiredText('File name', 255).refine((name) => !/[\\/\u0000-\u001f]/.test(name), 'File name cannot hold slashes or control characters'),
  alt_text: optionalText('Alt text', 500),
});

export type FileUpdate = z.output<typeof fileUpdateSchema>;

export const FILE_KIND_CHOICES: readonly OptionChoice[] = [
  { value: 'image', label: 'Images' },
  { value: 'video', label: 'Videos' },
  { value: 'document', label: 'Documents' },
];

export const filesResource = defineResource({
  basePath: '/system/files',
  singular: 'File',
  schema: fileUpdateSchema,
  actions: { delete: true },
  fields: [
    { type: 'string', name: 'filename', label: 'File name', required: true, maxLength: 255 },
    { type: 'string', name: 'alt_text', label: 'Alt text', format: 'textarea', maxLength: 500, help: 'Describes the image for people who cannot see it.' },
  ],
  columns: [
    { field: 'filename', label: 'File name', sortable: true, maxChars: 60 },
    { field: 'mime_type', label: 'Type' },
    { field: 'size_bytes', label: 'Size', sortable: true, format: 'number', isNumeric: true },
    { field: 'usage_count', label: 'Used by', format: 'number', isNumeric: true },
    { field: 'created_at', label: 'Uploaded', sortable: true, format: 'datetime' },
  ],
  searchFields: ['filename'],
  defaultSort: { field: 'created_at', order: 'desc' },
  filters: [{ field: 'kind', label: 'Type', options: FILE_KIND_CHOICES }],
  defaults: { filename: '', alt_text: null },
});
