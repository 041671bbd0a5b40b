// The content types' part of the stand-in API (sandbox/area.ts): a slug used once; the fixed list, which
// the upstream refuses to grow or shrink with 405 (answered before the grant check, as no role is granted
// either call); and the list itself.
import { Hono } from 'hono';
import { contentTypeSchema } from '@/areas/content-types/definition';
import type { SandboxArea } from '@/sandbox/area';
import { requireUser } from '@/sandbox/auth';
import type { SandboxEnv } from '@/sandbox/context';
import { ApiError } from '@/sandbox/respond';
import { slugIsFree, slugTaken, type FieldErrors } from '@/sandbox/rules';

const CONTENT_TYPES = [
  { name: 'Guide', slug: 'guide', description: 'A long read that explains a condition or treatment from start to finish.' },
  { name: 'How-to', slug: 'how-to', description: 'Steps to do one thing, such as using an inhaler.' },
  { name: 'FAQ', slug: 'faq', description: 'Short answers to common questions.' },
  { name: 'News', slug: 'news', description: 'Something new: a product recall, new guidance, a season starting.' },
  { name: 'Checklist', slug: 'checklist', description: 'A list to tick off, such as a travel health kit.' },
  { name: 'Explainer', slug: 'explainer', description: 'What a medicine or test is and how it works.' },
];

export const contentTypesSandbox: SandboxArea = {
  name: 'content-types',
  before({ deps }) {
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
  },
  checks: {
    'content-types': (store, record, id): FieldErrors => (slugIsFree(store, 'content-types', record, id, false) ? {} : { slug: slugTaken(false) }),
  },
  seed({ store, contentSide }) {
    for (const type of CONTENT_TYPES) store.insert('content-types', { ...contentTypeSchema.parse(type), ...contentSide.next() });
  },
};
