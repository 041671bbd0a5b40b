// The influencers' part of the stand-in API (sandbox/area.ts): a slug used once, images for the avatar and
// the cards, products of the influencer's region; their create and update of their own, where a referral
// code held by another or a card preset used twice answers 409 and cards keep the order they were sent in;
// and forty influencers over both regions and every status, every fourth with routine cards.
import { Hono, type Context } from 'hono';
import { ROUTINE_PRESETS } from '@/areas/influencers/routine-presets';
import { INFLUENCER_STATUSES, MSG_REFERRAL_CODE_TAKEN, influencerSchema, msgPresetTwice, repeatedPresetAt, type Influencer } from '@/areas/influencers/definition';
import type { SandboxArea } from '@/sandbox/area';
import { requireUser } from '@/sandbox/auth';
import type { CatalogueStore } from '@/sandbox/catalogue-store';
import type { SandboxEnv } from '@/sandbox/context';
import { FIRST, LAST, capitalised, slugOf } from '@/sandbox/demo-names';
import { generator } from '@/sandbox/random';
import { ApiError, failOn, idParam, readBody } from '@/sandbox/respond';
import { checkFiles, slugIsFree, slugTaken, type CrossCheck, type FieldErrors } from '@/sandbox/rules';

export const INFLUENCER_SEED_COUNT = 40;
const DAY = 24 * 60 * 60 * 1000;

/** Products that do not exist or are sold in another region, each on its own path (`favourite_products.2`). */
function productProblems(store: CatalogueStore, ids: unknown, region: unknown, path: string, errors: FieldErrors): void {
  if (!Array.isArray(ids)) return;
  ids.forEach((productId, index) => {
    const product = typeof productId === 'number' ? store.find('products', productId) : undefined;
    if (!product) errors[`${path}.${index}`] = `Product ${String(productId)} does not exist`;
    else if (product.region !== region) errors[`${path}.${index}`] = `“${String(product.name)}” is not sold in ${String(region)}`;
  });
}

/** The influencer rules that answer 409: a referral code held by another, a card preset used twice. */
function influencerConflicts(store: CatalogueStore, body: Influencer, id: number | null): FieldErrors {
  const errors: FieldErrors = {};
  if (store.all('influencers').some((other) => other.id !== id && other.referral_code === body.referral_code)) {
    errors.referral_code = MSG_REFERRAL_CODE_TAKEN;
  }
  const repeated = repeatedPresetAt(body.routine_cards);
  if (repeated >= 0) errors[`routine_cards.${repeated}.title`] = msgPresetTwice(body.routine_cards[repeated].title);
  return errors;
}

const checkInfluencer: CrossCheck = (store, record, id, fileKind) => {
  const errors: FieldErrors = {};
  if (!slugIsFree(store, 'influencers', record, id, false)) errors.slug = slugTaken(false);
  Object.assign(errors, checkFiles(fileKind, record, 'avatar'));
  productProblems(store, record.favourite_products, record.region, 'favourite_products', errors);
  const cards = Array.isArray(record.routine_cards) ? (record.routine_cards as Record<string, unknown>[]) : [];
  cards.forEach((card, index) => {
    for (const [field, message] of Object.entries(checkFiles(fileKind, card, 'image'))) errors[`routine_cards.${index}.${field}`] = message;
    productProblems(store, card.products, record.region, `routine_cards.${index}.products`, errors);
  });
  return errors;
};

/** Forty influencers over both regions and every status; every fourth has two or three routine cards. */
function seedInfluencers(store: CatalogueStore, at: number): void {
  const random = generator(20_260_124);
  // Read once: reading every product for each of the forty took a fifth of the demo seed.
  const allProducts = store.all('products');
  const productsOf = (region: string) => allProducts.filter((product) => product.region === region).map((product) => product.id);
  const some = <T>(items: readonly T[], count: number): T[] => [...items].sort(() => random() - 0.5).slice(0, count);
  for (let n = 0; n < INFLUENCER_SEED_COUNT; n += 1) {
    const first = FIRST[n % FIRST.length];
    const last = LAST[(n * 7) % LAST.length];
    const region = n % 3 === 2 ? 'us' : 'gb';
    const products = productsOf(region);
    const presets = n % 4 === 0 ? some(ROUTINE_PRESETS.map((preset) => preset.title), 2 + (n % 3 === 0 ? 1 : 0)) : [];
    const name = `${capitalised(first)} ${capitalised(last)}`;
    const data = influencerSchema.parse({
      name,
      handle: `${first}.${last}${n}`,
      slug: slugOf(`${name} ${n}`),
      region,
      bio: `${name} shares everyday wellbeing ideas.`,
      status: INFLUENCER_STATUSES[n % INFLUENCER_STATUSES.length],
      social_links: [{ platform: 'instagram', url: `https://instagram.example.com/${first}.${last}${n}` }],
      referral_code: `${first}${last}${n}`.toUpperCase().slice(0, 16),
      discount_percent: 5 + (n % 6) * 5,
      commission_rate: 5 + (n % 4) * 5,
      favourite_products: some(products, 3),
      routine_cards: presets.map((title) => ({
        title,
        body: `**${title}**: what works for me, step by step.\n\n- Start small\n- Keep at it`,
        products: some(products, 2),
      })),
    });
    const stamp = new Date(at - (INFLUENCER_SEED_COUNT - n) * DAY).toISOString();
    store.insert('influencers', {
      ...data,
      routine_cards: data.routine_cards.map((card, position) => ({ ...card, position })),
      created_at: stamp,
      updated_at: stamp,
    });
  }
}

export const influencersSandbox: SandboxArea = {
  name: 'influencers',
  checks: { influencers: checkInfluencer },
  routes({ deps, catalogue: store, fileKind, fileOf }) {
    const routes = new Hono<SandboxEnv>();
    const signedIn = requireUser(deps);
    const now = () => new Date(deps.now()).toISOString();

    /** A valid influencer body, or the 409 of a taken referral code or a repeated preset, or the 422 of a bad reference. */
    async function influencerBody(c: Context<SandboxEnv>, id: number | null): Promise<Record<string, unknown>> {
      const body = await readBody(c, influencerSchema);
      const conflicts = influencerConflicts(store, body, id);
      if (Object.keys(conflicts).length) throw new ApiError(409, Object.values(conflicts)[0], conflicts);
      const errors = checkInfluencer(store, body, id, fileKind, fileOf);
      failOn(errors);
      // Cards keep the order they were sent in.
      return { ...body, routine_cards: body.routine_cards.map((card, position) => ({ ...card, position })) };
    }

    // POST /v1/influencers – a new influencer; referral codes and card presets are unique (409)
    routes.post('/influencers', signedIn, async (c) => {
      const data = await influencerBody(c, null);
      const at = now();
      return c.json({ data: store.insert('influencers', { ...data, created_at: at, updated_at: at }) }, 201);
    });

    // PUT /v1/influencers/:id – the whole influencer, cards in their new order
    routes.put('/influencers/:id', signedIn, async (c) => {
      const id = idParam(c);
      const existing = store.find('influencers', id);
      if (!existing) throw new ApiError(404, 'Influencer not found');
      const data = await influencerBody(c, id);
      return c.json({ data: store.update('influencers', id, { ...data, created_at: existing.created_at, updated_at: now() }) });
    });

    return routes;
  },
  seed: ({ store, catalogueEndsAt }) => seedInfluencers(store, catalogueEndsAt),
};
