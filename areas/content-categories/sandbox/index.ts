// The content categories' part of the stand-in API (sandbox/area.ts): a slug used once; and categories of
// every kind, the ones content uses set on it (so their delete is refused), seeded after content.
import { contentCategorySchema, type ContentCategoryInput } from '@/areas/content-categories/definition';
import type { SandboxArea } from '@/sandbox/area';
import { slugIsFree, slugTaken, type FieldErrors } from '@/sandbox/rules';

const CATEGORIES: readonly (ContentCategoryInput & { usedBy?: readonly string[] })[] = [
  { name: 'Allergies', slug: 'allergies', kind: 0, description: 'Hay fever, seasonal and year-round allergies.', usedBy: ['Hay fever', 'Seasonal allergies'] },
  { name: 'Colds and flu', slug: 'colds-and-flu', kind: 0, description: 'Winter bugs and how to feel better.', usedBy: ['Cold and flu', 'Common cold'] },
  { name: 'Skin conditions', slug: 'skin-conditions', kind: 0, description: 'Eczema, acne, psoriasis and rashes.' },
  { name: 'Allergy medicines', slug: 'allergy-medicines', kind: 1, description: 'Antihistamines, sprays and drops.', usedBy: ['Allergy treatments', 'Allergy relief options'] },
  { name: 'Quitting smoking', slug: 'quitting-smoking', kind: 1, description: 'Nicotine replacement and support.' },
  { name: 'Healthy living', slug: 'healthy-living', kind: 3, description: 'Sleep, vitamins and everyday wellbeing.', usedBy: ['Vitamin D in winter', 'Sleeping better'] },
  { name: 'Medicines explained', slug: 'medicines-explained', kind: 3, description: 'How common medicines work.' },
  { name: 'Aches and pains', slug: 'aches-and-pains', kind: 4, description: 'Headaches, sore throats and other pains.', usedBy: ['Headache', 'Sore throat'] },
  { name: 'Eyes and ears', slug: 'eyes-and-ears', kind: 4, description: 'Itchy eyes, earache and more.' },
  { name: 'Seasonal campaigns', slug: 'seasonal-campaigns', kind: null, description: 'Any kind of content for a season’s campaign.' },
];

export const contentCategoriesSandbox: SandboxArea = {
  name: 'content-categories',
  checks: {
    'content-categories': (store, record, id): FieldErrors => (slugIsFree(store, 'content-categories', record, id, false) ? {} : { slug: slugTaken(false) }),
  },
  seed({ store, contentSide }) {
    const content = store.all('content');
    for (const { usedBy = [], ...category } of CATEGORIES) {
      const { id } = store.insert('content-categories', { ...contentCategorySchema.parse(category), ...contentSide.next() });
      for (const record of content.filter((c) => usedBy.includes(String(c.title)))) {
        const { id: recordId, ...data } = store.find('content', record.id)!;
        store.update('content', recordId, { ...data, category_id: id });
      }
    }
  },
};
