// The bundles' part of the stand-in API (sandbox/area.ts): images, a slug free in its region, items that
// are products of the bundle's region (never another bundle); and the demo bundles, with each region's
// best-seller list, which opens with five products and a bundle and so is seeded once both exist.
import { bundleSchema } from '@/areas/bundles/definition';
import { slugify } from '@/areas/products/catalogue-rules';
import { DESCRIPTIONS } from '@/areas/products/sandbox/seed';
import type { Region } from '@/lib/resources/types';
import type { SandboxArea } from '@/sandbox/area';
import { checkFiles, slugIsFree, slugTaken } from '@/sandbox/rules';

export const bundlesSandbox: SandboxArea = {
  name: 'bundles',
  checks: {
    bundles(store, record, id, fileKind) {
      const errors = checkFiles(fileKind, record, 'images');
      if (!slugIsFree(store, 'bundles', record, id, true)) errors.slug = slugTaken(true);
      (record.items as { product_id: number }[]).forEach((item, index) => {
        const path = `items.${index}.product_id`;
        const product = store.find('products', item.product_id);
        if (!product) {
          errors[path] = store.resourceOf(item.product_id) === 'bundles' ? 'A bundle cannot hold another bundle' : 'Unknown product';
        } else if (product.region !== record.region) {
          errors[path] = `${String(product.name)} is not sold in ${String(record.region)}`;
        }
      });
      return errors;
    },
  },
  // A deleted bundle leaves its region's best sellers.
  afterDelete: { bundles: (store, id) => store.forgetBestSeller(id) },
  seed({ store, catalogue }) {
    const productIds: Record<Region, number[]> = { gb: [], us: [] };
    for (const product of store.all('products')) productIds[product.region as Region].push(product.id);
    const bundle = (name: string, region: Region, picks: number[]) => {
      const items = picks.map((index) => ({ product_id: productIds[region][index], qty: 1 + (index % 2) }));
      const sum = items.reduce((total, item) => total + Number(store.find('products', item.product_id)!.price) * item.qty, 0);
      const data = bundleSchema.parse({
        name,
        slug: slugify(name),
        region,
        status: 'published',
        items,
        price: Math.round(sum * 0.85),
        compare_at_price: sum,
        description: DESCRIPTIONS[name] ?? `${name}: a few essentials together, for less.`,
      });
      return store.insert('bundles', { ...data, ...catalogue.next() }).id;
    };
    const bundleIds = {
      gb: [bundle('Winter Wellness', 'gb', [3, 10, 20]), bundle('Headache Kit', 'gb', [0, 2]), bundle('Hay Fever Helpers', 'gb', [30, 40])],
      us: [bundle('Allergy Season Kit', 'us', [5, 40, 50]), bundle('Cold Night Relief', 'us', [60, 70]), bundle('Sleep Well Set', 'us', [100, 101])],
    };

    for (const region of ['gb', 'us'] as const) {
      store.putBestSellers(region, [
        ...productIds[region].slice(0, 5).map((id) => ({ item_type: 0 as const, id })),
        { item_type: 1 as const, id: bundleIds[region][0] },
      ]);
    }
  },
};
