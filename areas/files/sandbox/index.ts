// The file library's part of the stand-in API (sandbox/area.ts): uploads streamed to disk and checked by
// content, the list, renaming and deleting an unused file (routes.ts), over the files table and folder
// that every area's file fields point into (sandbox/files-store.ts); and a handful of small real files.
import type { SandboxArea } from '@/sandbox/area';
import { isFilesEmpty, wipeFiles } from '@/sandbox/files-store';
import { createFileRoutes } from './routes';
import { seedFiles } from './seed';

export const filesSandbox: SandboxArea = {
  name: 'files',
  servedElsewhere: ['files'],
  routes: ({ deps, files }) => createFileRoutes(deps, files),
  ownTables: { isEmpty: isFilesEmpty, wipe: wipeFiles, seed: seedFiles },
};
