// The categories' part of the stand-in API (sandbox/area.ts): an image, a slug used once, a parent that
// exists and never the category itself or one inside it; the parent's name beside its id in lists; and
// the demo tree.
import { categorySchema } from '@/areas/categories/definition';
import type { SandboxArea } from '@/sandbox/area';
import { checkFiles, slugIsFree, slugTaken } from '@/sandbox/rules';

const CATEGORIES: { slug: string; name: string; parent?: string }[] = [
  { slug: 'pain-relief', name: 'Pain relief' },
  { slug: 'muscle-and-joint', name: 'Muscle and joint', parent: 'pain-relief' },
  { slug: 'cold-and-flu', name: 'Cold and flu' },
  { slug: 'allergy', name: 'Allergy and hay fever' },
  { slug: 'vitamins', name: 'Vitamins and supplements' },
  { slug: 'vitamin-d', name: 'Vitamin D', parent: 'vitamins' },
  { slug: 'skin-care', name: 'Skin care' },
  { slug: 'eye-care', name: 'Eye care' },
  { slug: 'sleep', name: 'Sleep' },
  { slug: 'digestive-health', name: 'Digestive health' },
  { slug: 'stop-smoking', name: 'Stop smoking' },
];

export const categoriesSandbox: SandboxArea = {
  name: 'categories',
  checks: {
    categories(store, record, id, fileKind) {
      const errors = checkFiles(fileKind, record, 'image');
      if (!slugIsFree(store, 'categories', record, id, false)) errors.slug = slugTaken(false);
      let parentId = record.parent_id as number | null;
      const seen = new Set<number>();
      while (parentId !== null && !errors.parent_id) {
        const parent = store.find('categories', parentId);
        if (!parent) errors.parent_id = 'Unknown parent category';
        else if (parentId === id || seen.has(parentId)) errors.parent_id = 'A category cannot sit inside itself';
        else {
          seen.add(parentId);
          parentId = (parent.parent_id as number | null) ?? null;
        }
      }
      return errors;
    },
  },
  decorate: {
    categories: (store, record) =>
      typeof record.parent_id === 'number' ? { ...record, parent_name: store.find('categories', record.parent_id)?.name ?? null } : record,
  },
  seed({ store, catalogue }) {
    const categoryIds = new Map<string, number>();
    CATEGORIES.forEach((category, position) => {
      const data = categorySchema.parse({
        name: category.name,
        slug: category.slug,
        parent_id: category.parent ? categoryIds.get(category.parent) : null,
        position,
        description: `${category.name} products.`,
      });
      categoryIds.set(category.slug, store.insert('categories', { ...data, ...catalogue.next() }).id);
    });
  },
};
