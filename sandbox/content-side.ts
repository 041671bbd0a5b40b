// The smaller content areas of the main API (docs/business-rules.md#content-categories and the sections after it): the cross-record checks
// of content categories, content types, videos and tips, which the generic catalogue routes (sandbox/catalogue.ts)
// apply, and the 405 the upstream gives to creating or deleting a content type. What deleting one does to the
// content that uses it is declared on content's fields (lib/resources/references.ts).
import { Hono } from 'hono';
import { requireUser } from './auth';
import type { CatalogueStore, StoredRecord } from './catalogue-store';
import type { SandboxDeps, SandboxEnv } from './context';
import { FILE_TYPES } from '@/lib/resources/file-types';
import { ApiError } from './respond';
import type { CrossCheck, FieldErrors, FileKindLookup } from './rules';

/** Resources whose records are added and edited in a drawer over their list, with no create or update route. */
export const EDITED_IN_DRAWER: ReadonlySet<string> = new Set(['videos']);

function slugTaken(store: CatalogueStore, resource: string, record: Record<string, unknown>, id: number | null, perRegion: boolean): boolean {
  return store.all(resource).some((other) => other.id !== id && other.slug === record.slug && (!perRegion || other.region === record.region));
}

function checkFile(errors: FieldErrors, fileKind: FileKindLookup, record: Record<string, unknown>, field: string, kind: string, noun: string) {
  const fileId = record[field];
  if (typeof fileId !== 'number') return;
  const found = fileKind(fileId);
  if (found === undefined) errors[field] = `File ${fileId} does not exist`;
  else if (found !== kind) errors[field] = `File ${fileId} is not ${noun}`;
}

export const CONTENT_SIDE_CROSS_CHECKS = {
  'content-categories'(store, record, id): FieldErrors {
    return slugTaken(store, 'content-categories', record, id, false) ? { slug: 'This slug is already used' } : {};
  },
  'content-types'(store, record, id): FieldErrors {
    return slugTaken(store, 'content-types', record, id, false) ? { slug: 'This slug is already used' } : {};
  },
  videos(store, record, id, fileKind, fileOf): FieldErrors {
    const errors: FieldErrors = {};
    if (slugTaken(store, 'videos', record, id, true)) errors.slug = 'This slug is already used in this region';
    checkFile(errors, fileKind, record, 'file', 'video', 'an mp4 video');
    checkFile(errors, fileKind, record, 'thumbnail', 'image', 'an image');
    // A transcript file is WebVTT, not any document (a PDF is a document too).
    const transcript = record.transcript_file;
    if (typeof transcript === 'number') {
      const file = fileOf(transcript);
      if (!file) errors.transcript_file = `File ${transcript} does not exist`;
      else if (file.mime_type !== FILE_TYPES.vtt.mime) errors.transcript_file = `File ${transcript} is not a .vtt transcript`;
    }
    return errors;
  },
  tips(store, record): FieldErrors {
    const conditionId = record.condition_id;
    if (typeof conditionId !== 'number') return {};
    const condition = store.find('content', conditionId);
    if (!condition) return { condition_id: 'This content no longer exists' };
    if (condition.kind !== 0) return { condition_id: `“${String(condition.title)}” is not a condition` };
    if (condition.region !== record.region) return { condition_id: `“${String(condition.title)}” is ${String(condition.region)} content, not ${String(record.region)}` };
    return {};
  },
} satisfies Record<string, CrossCheck>;

/** What a tip list shows beside the condition's id. */
export function decorateTip(store: CatalogueStore, record: StoredRecord): StoredRecord {
  const condition = typeof record.condition_id === 'number' ? store.find('content', record.condition_id) : undefined;
  return { ...record, condition_title: condition ? String(condition.title) : null };
}

export function createContentSideRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const signedIn = requireUser(deps);
  const fixedList = () => {
    throw new ApiError(405, 'Content types are a fixed list: they can be edited, not created or deleted');
  };

  // POST /v1/content-types – refused: the list is fixed
  routes.post('/content-types', signedIn, fixedList);
  // DELETE /v1/content-types/:id – refused: the list is fixed
  routes.delete('/content-types/:id', signedIn, fixedList);

  return routes;
}
