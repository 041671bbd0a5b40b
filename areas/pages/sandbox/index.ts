// The pages' part of the stand-in API (sandbox/area.ts): their blocks point at records as content's do
// (areas/content/sandbox/routes.ts) and their slug is free in their region; and the storefront pages of
// each region, dated like content from the catalogue's story.
import { pageSchema } from '@/areas/pages/definition';
import { blockErrors, recordLookup } from '@/areas/content/sandbox/routes';
import type { Region } from '@/lib/resources/types';
import type { SandboxArea } from '@/sandbox/area';
import type { CatalogueStore } from '@/sandbox/catalogue-store';
import { slugIsFree, slugTaken } from '@/sandbox/rules';

const DAY = 86_400_000;

/** The storefront pages of each region, as the upstream defines them (edited, never created, in the console). */
const PAGES: readonly { title: string; slug: string; show_in: 'header' | 'footer' | 'none'; body: (region: Region) => string }[] = [
  { title: 'Home', slug: 'home', show_in: 'none', body: () => '# Your online pharmacy\n\nTrusted medicines and health advice, delivered.' },
  { title: 'About us', slug: 'about', show_in: 'header', body: () => 'We are a team of pharmacists and health writers.' },
  { title: 'Delivery', slug: 'delivery', show_in: 'footer', body: (r) => (r === 'gb' ? 'Free UK delivery on orders over £30. Order before 1pm for next-day delivery.' : 'Free shipping on orders over $35 within the contiguous US.') },
  { title: 'Returns', slug: 'returns', show_in: 'footer', body: () => 'Unopened items can be returned within 30 days. Medicines cannot be returned once sent.' },
  { title: 'Privacy policy', slug: 'privacy', show_in: 'footer', body: () => 'How we collect, use and protect your data.' },
  { title: 'Terms and conditions', slug: 'terms', show_in: 'footer', body: () => 'The terms on which we sell to you.' },
  { title: 'Contact us', slug: 'contact', show_in: 'header', body: () => 'Write to help@example.com; we answer within one working day.' },
];

function seedPages(store: CatalogueStore, clock: number): void {
  for (const region of ['gb', 'us'] as const) {
    PAGES.forEach((page, index) => {
      const data = pageSchema.parse({
        title: page.title,
        slug: page.slug,
        region,
        status: page.slug === 'contact' && region === 'us' ? 'draft' : 'published',
        show_in: page.show_in,
        blocks: [{ type: 'markdown', body: page.body(region) }],
        meta_title: `${page.title} | Example Health`,
        meta_description: page.body(region).slice(0, 150),
      });
      const at = new Date(clock - (PAGES.length - index) * DAY).toISOString();
      store.insert('pages', { ...data, created_at: at, updated_at: at });
    });
  }
}

export const pagesSandbox: SandboxArea = {
  name: 'pages',
  checks: {
    pages(store, record, id, fileKind) {
      const errors = blockErrors(record.blocks as Record<string, unknown>[], String(record.region), recordLookup(store, (fileId) => fileKind(fileId) !== undefined));
      if (!slugIsFree(store, 'pages', record, id, true)) errors.slug = slugTaken(true);
      return errors;
    },
  },
  seed: ({ store, catalogueEndsAt }) => seedPages(store, catalogueEndsAt),
};
