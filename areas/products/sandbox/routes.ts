// The products' calls of their own under /v1: the options product forms offer (from the settings), and
// the best sellers of a region — products and bundles in one order, saved in one call.
import { Hono } from 'hono';
import { bestSellersBodySchema, regionQuerySchema, type BestSellerEntry, type ProductOptions } from '@/lib/contract/rest';
import type { AreaParts } from '@/sandbox/area';
import { requireUser } from '@/sandbox/auth';
import type { SandboxEnv } from '@/sandbox/context';
import { failOn, readBody, validationError } from '@/sandbox/respond';
import type { FieldErrors } from '@/sandbox/rules';

export function createProductRoutes({ deps, catalogue: store }: AreaParts): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const signedIn = requireUser(deps);

  // GET /v1/product-options – dosage forms and legal categories product forms offer (from the settings)
  routes.get('/product-options', signedIn, (c) => {
    const list = (key: string) => {
      const value = store.setting(key);
      return Array.isArray(value) ? (value as string[]) : [];
    };
    const options: ProductOptions = { dosage_form: list('dosage_form'), legal_category: list('legal_category') };
    return c.json({ data: options });
  });

  function bestSellerEntries(region: string): BestSellerEntry[] {
    return store.bestSellers(region).flatMap((item) => {
      const record = store.find(item.item_type === 0 ? 'products' : 'bundles', item.id);
      return record
        ? [{ ...item, name: String(record.name), price: Number(record.price), status: String(record.status) }]
        : [];
    });
  }

  // GET /v1/products/bestsellers?region= – the ordered best sellers of a region
  routes.get('/products/bestsellers', signedIn, (c) => {
    const query = regionQuerySchema.safeParse(c.req.query());
    if (!query.success) throw validationError(query.error);
    return c.json({ data: { region: query.data.region, items: bestSellerEntries(query.data.region) } });
  });

  // PUT /v1/products/bestsellers?region= – replaces the order with `{ items: [{ item_type, id }] }`
  routes.put('/products/bestsellers', signedIn, async (c) => {
    const query = regionQuerySchema.safeParse(c.req.query());
    if (!query.success) throw validationError(query.error);
    const { region } = query.data;
    const { items } = await readBody(c, bestSellersBodySchema);
    const errors: FieldErrors = {};
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const record = store.find(item.item_type === 0 ? 'products' : 'bundles', item.id);
      const key = `${item.item_type}:${item.id}`;
      if (!record) errors[`items.${index}`] = 'Unknown product or bundle';
      else if (record.region !== region) errors[`items.${index}`] = `${String(record.name)} is not sold in ${region}`;
      else if (seen.has(key)) errors[`items.${index}`] = `${String(record.name)} is listed twice`;
      seen.add(key);
    });
    failOn(errors);
    store.putBestSellers(region, items);
    return c.json({ data: { region, items: bestSellerEntries(region) } });
  });

  return routes;
}
