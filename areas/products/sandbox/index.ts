// The products' part of the stand-in API (sandbox/area.ts): the checks beside the schema (images, a slug
// free in its region, options from the settings, known categories), their own calls (routes.ts) and the
// demo data (seed.ts).
import type { SandboxArea } from '@/sandbox/area';
import { checkFiles, slugIsFree, slugTaken, type FieldErrors } from '@/sandbox/rules';
import { createProductRoutes } from './routes';
import { seedProducts } from './seed';

export const productsSandbox: SandboxArea = {
  name: 'products',
  routes: createProductRoutes,
  checks: {
    products(store, record, id, fileKind) {
      const errors: FieldErrors = checkFiles(fileKind, record, 'images');
      if (!slugIsFree(store, 'products', record, id, true)) errors.slug = slugTaken(true);
      for (const key of ['legal_category', 'dosage_form'] as const) {
        const allowed = store.setting(key);
        const value = record[key];
        if (value !== null && Array.isArray(allowed) && !allowed.includes(value)) errors[key] = `Not one of the ${key.replace('_', ' ')} settings`;
      }
      const categories = record.categories as number[];
      if (categories.some((categoryId) => !store.find('categories', categoryId))) errors.categories = 'Unknown category';
      return errors;
    },
  },
  // A deleted product leaves its region's best sellers.
  afterDelete: { products: (store, id) => store.forgetBestSeller(id) },
  seed: seedProducts,
};
