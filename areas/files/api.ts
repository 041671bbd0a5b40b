// The file library's calls (docs/special-calls.md#files): one file, a page of the library as the picker's
// dialog shows it, where uploads go, a file's name and alt text saved, and delete. The one module of this
// area that knows their URLs; the bytes' own address is fileContentPath (lib/resources/file-types.ts),
// which the server's /api/me uses too.
import { mainApiUrl } from '@/lib/client/api-url';
import { deleteResourceRecord, resourceApiUrl, useResourceList, useResourceRecord } from '@/lib/client/use-resource';
import type { FileKind, FileRecord } from '@/lib/resources/file-types';

const RESOURCE = 'files';

/** Where an upload is POSTed (multipart, one file a call). */
export const UPLOAD_URL = resourceApiUrl(RESOURCE);

/** Where one file's record lives: what the drawer's form controller loads and saves (If-Match). */
export const fileUrl = (id: number | string) => resourceApiUrl(RESOURCE, id);

/** One file's record, shared with every other reader of it (the drawer, a picked file's preview). */
export function useFile(id: number | string | null | undefined) {
  return useResourceRecord<FileRecord>(RESOURCE, id);
}

/** How many files a page of the library dialog shows. */
export const LIBRARY_PAGE_SIZE = 12;

/** The BFF URL of one page of the library as the picker's dialog shows it: newest first, of one kind when given. */
export function libraryUrl(page: number, search: string, kind?: FileKind): string {
  return mainApiUrl(RESOURCE, { page, limit: LIBRARY_PAGE_SIZE, sort: 'created_at', order: 'desc', search: search || undefined, kind });
}

/** One page of the library dialog. */
export function useLibraryPage(page: number, search: string, kind?: FileKind) {
  return useResourceList<FileRecord>(libraryUrl(page, search, kind));
}

/** Deletes a file; the upstream refuses (409, saying how many use it) while a record uses it. */
export function deleteFile(id: number): Promise<void> {
  return deleteResourceRecord(RESOURCE, id);
}
