// The catalogue's demo data (docs/business-rules.md#demo-data): settings, a category tree, 300+ fictional products over
// both regions, bundles, suggested questions, best sellers and site feedbacks (feedbacks-seed.ts).
// Deterministic: a fixed generator and clock, and every record passes its resource's schema, so the demo
// data is valid data (one feedback breaks that on purpose; see there).
import { gs1CheckDigit, slugify } from '@/areas/products/catalogue-rules';
import { bundleSchema } from '@/areas/bundles/definition';
import { categorySchema } from '@/areas/categories/definition';
import { productSchema, type ProductInput } from '@/areas/products/definition';
import { suggestedQuestionSchema } from '@/areas/suggested-questions/definition';
import type { Region } from '@/lib/resources/types';
import type { CatalogueStore } from './catalogue-store';
import { seedContent } from './content-seed';
import { seedContentSide } from './content-side-seed';
import { seedConversations } from './conversations-seed';
import { seedFeedbacks } from './feedbacks-seed';
import { seedOrders } from './orders-seed';
import { seedPeople } from './people-seed';
import { seedSettings } from './settings-seed';
import { generator } from './random';

interface Base {
  name: string;
  strength: number;
  unit: 'mg' | 'mcg' | 'g' | '%' | 'mg/ml' | 'IU';
  form: string;
  noun: string;
  category: string;
  medicine: boolean;
}

const BASES: Record<Region, Base[]> = {
  gb: [
    { name: 'Paracetamol', strength: 500, unit: 'mg', form: 'Tablet', noun: 'Tablets', category: 'pain-relief', medicine: true },
    { name: 'Ibuprofen', strength: 200, unit: 'mg', form: 'Film-coated tablet', noun: 'Tablets', category: 'pain-relief', medicine: true },
    { name: 'Ibuprofen Gel', strength: 5, unit: '%', form: 'Gel', noun: 'Gel', category: 'muscle-and-joint', medicine: true },
    { name: 'Cetirizine', strength: 10, unit: 'mg', form: 'Tablet', noun: 'Tablets', category: 'allergy', medicine: true },
    { name: 'Chlorphenamine', strength: 4, unit: 'mg', form: 'Tablet', noun: 'Tablets', category: 'allergy', medicine: true },
    { name: 'Beclometasone Nasal', strength: 50, unit: 'mcg', form: 'Nasal spray', noun: 'Spray', category: 'allergy', medicine: true },
    { name: 'Hydrocortisone', strength: 1, unit: '%', form: 'Cream', noun: 'Cream', category: 'skin-care', medicine: true },
    { name: 'Honey and Lemon', strength: 2, unit: 'mg', form: 'Lozenge', noun: 'Lozenges', category: 'cold-and-flu', medicine: true },
    { name: 'Vitamin D3', strength: 1000, unit: 'IU', form: 'Soft capsule', noun: 'Capsules', category: 'vitamin-d', medicine: false },
    { name: 'Vitamin C', strength: 1000, unit: 'mg', form: 'Tablet', noun: 'Tablets', category: 'vitamins', medicine: false },
    { name: 'Omega-3 Fish Oil', strength: 1000, unit: 'mg', form: 'Soft capsule', noun: 'Capsules', category: 'vitamins', medicine: false },
    { name: 'Magnesium', strength: 375, unit: 'mg', form: 'Tablet', noun: 'Tablets', category: 'vitamins', medicine: false },
    { name: 'Zinc', strength: 15, unit: 'mg', form: 'Tablet', noun: 'Tablets', category: 'vitamins', medicine: false },
    { name: 'Iron', strength: 14, unit: 'mg', form: 'Tablet', noun: 'Tablets', category: 'vitamins', medicine: false },
    { name: 'Hyaluronic Eye Drops', strength: 0.2, unit: '%', form: 'Eye drops', noun: 'Drops', category: 'eye-care', medicine: false },
    { name: 'Children’s Paracetamol', strength: 24, unit: 'mg/ml', form: 'Oral solution', noun: 'Suspension', category: 'pain-relief', medicine: true },
  ],
  us: [
    { name: 'Acetaminophen', strength: 500, unit: 'mg', form: 'Tablet', noun: 'Caplets', category: 'pain-relief', medicine: true },
    { name: 'Ibuprofen', strength: 200, unit: 'mg', form: 'Film-coated tablet', noun: 'Tablets', category: 'pain-relief', medicine: true },
    { name: 'Naproxen Sodium', strength: 220, unit: 'mg', form: 'Tablet', noun: 'Tablets', category: 'pain-relief', medicine: true },
    { name: 'Loratadine', strength: 10, unit: 'mg', form: 'Tablet', noun: 'Tablets', category: 'allergy', medicine: true },
    { name: 'Fexofenadine', strength: 180, unit: 'mg', form: 'Tablet', noun: 'Tablets', category: 'allergy', medicine: true },
    { name: 'Fluticasone Nasal', strength: 50, unit: 'mcg', form: 'Nasal spray', noun: 'Spray', category: 'allergy', medicine: true },
    { name: 'Dextromethorphan', strength: 15, unit: 'mg', form: 'Syrup', noun: 'Syrup', category: 'cold-and-flu', medicine: true },
    { name: 'Menthol Cough', strength: 5, unit: 'mg', form: 'Lozenge', noun: 'Drops', category: 'cold-and-flu', medicine: true },
    { name: 'Vitamin D3', strength: 2000, unit: 'IU', form: 'Soft capsule', noun: 'Softgels', category: 'vitamin-d', medicine: false },
    { name: 'Vitamin B12', strength: 1000, unit: 'mcg', form: 'Tablet', noun: 'Tablets', category: 'vitamins', medicine: false },
    { name: 'Melatonin', strength: 3, unit: 'mg', form: 'Tablet', noun: 'Tablets', category: 'sleep', medicine: false },
    { name: 'Elderberry Zinc', strength: 10, unit: 'mg', form: 'Lozenge', noun: 'Lozenges', category: 'cold-and-flu', medicine: false },
    { name: 'Probiotic', strength: 10, unit: 'mg', form: 'Capsule', noun: 'Capsules', category: 'digestive-health', medicine: false },
    { name: 'Calcium with D3', strength: 600, unit: 'mg', form: 'Tablet', noun: 'Tablets', category: 'vitamins', medicine: false },
    { name: 'Nicotine Patch', strength: 21, unit: 'mg', form: 'Transdermal patch', noun: 'Patches', category: 'stop-smoking', medicine: true },
    { name: 'Lidocaine Cream', strength: 4, unit: '%', form: 'Cream', noun: 'Cream', category: 'skin-care', medicine: true },
  ],
};

const BRANDS = ['Healwell', 'Brightleaf', 'Nordale', 'Calmera', 'Vitanova'];
const PACKS = [16, 32, 60, 100];

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

const QUESTIONS: { text: string; region: Region }[] = [
  { text: 'How many paracetamol can I take in a day?', region: 'gb' },
  { text: 'Can I take ibuprofen with paracetamol?', region: 'gb' },
  { text: 'What helps hay fever at night?', region: 'gb' },
  { text: 'Should I take vitamin D in winter?', region: 'gb' },
  { text: 'Which antihistamine is non-drowsy?', region: 'gb' },
  { text: 'How do I soothe a sore throat quickly?', region: 'gb' },
  { text: 'Is acetaminophen the same as paracetamol?', region: 'us' },
  { text: 'How long does loratadine take to work?', region: 'us' },
  { text: 'Can melatonin help with jet lag?', region: 'us' },
  { text: 'What is the best way to stop smoking?', region: 'us' },
  { text: 'How much vitamin B12 do I need?', region: 'us' },
  { text: 'When should I see a doctor for a cough?', region: 'us' },
];

/**
 * Longer descriptions that name other records, so the AI interlink workbench has phrases to link
 * (sandbox/interlinks.ts): same-region products and bundles, one of the other region, one link already there.
 */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  'Winter Wellness':
    'Winter Wellness brings together Vitamin D3 for the darker months, vitamin C and zinc for everyday health, and Paracetamol 500mg Tablets for aches and fevers.\n\n' +
    'Pair it with the Headache Kit when colds bring headaches. Travelling to the US? Pharmacists there often suggest loratadine. ' +
    'Already stocked up on [ibuprofen](/gb/products/ibuprofen-200mg)? Keep it for muscle pain.',
  'Ibuprofen 200mg':
    'Ibuprofen 200mg eases headache, period pain and muscle aches. Do not take it with other anti-inflammatories; paracetamol is an alternative.\n\n' +
    'For a winter cupboard, see Winter Wellness. In the US, naproxen sodium is sold for the same pains. Take it with food, not with `magnesium`.',
};

/** The record's own GTIN-13: a fixed prefix per region, a running number and its check digit. */
function gtinFor(region: Region, n: number): string {
  const body = `${region === 'gb' ? '50' : '08'}${String(123_400_000 + n).padStart(10, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** `now` dates the orders: they end at the seed's clock, so the dashboard's recent periods have figures. */
export function seedCatalogue(store: CatalogueStore, now: number): void {
  const random = generator(20_260_105);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  // A fixed clock, so a reseed gives the same timestamps and sorting by date is reproducible.
  let clock = Date.UTC(2025, 0, 6, 9, 0, 0);
  const stamp = () => {
    clock += 37 * 60_000;
    const at = new Date(clock).toISOString();
    return { created_at: at, updated_at: at };
  };

  seedSettings(store, new Date(clock).toISOString());

  const categoryIds = new Map<string, number>();
  CATEGORIES.forEach((category, position) => {
    const data = categorySchema.parse({
      name: category.name,
      slug: category.slug,
      parent_id: category.parent ? categoryIds.get(category.parent) : null,
      position,
      description: `${category.name} products.`,
    });
    categoryIds.set(category.slug, store.insert('categories', { ...data, ...stamp() }).id);
  });

  const productIds: Record<Region, number[]> = { gb: [], us: [] };
  let serial = 0;
  const addProduct = (input: ProductInput & { region: Region }) => {
    serial += 1;
    const data = productSchema.parse(input);
    productIds[input.region].push(store.insert('products', { ...data, ...stamp() }).id);
  };

  // The products docs/business-rules.md#demo-data names, first, so they are easy to find.
  const named: { name: string; region: Region; price: number; pack: number; pmed?: boolean; base: Base }[] = [
    { name: 'Paracetamol 500mg Tablets', region: 'gb', price: 59, pack: 16, base: BASES.gb[0] },
    { name: 'Paracetamol 500mg Tablets 32', region: 'gb', price: 129, pack: 32, pmed: true, base: BASES.gb[0] },
    { name: 'Ibuprofen 200mg', region: 'gb', price: 89, pack: 16, base: BASES.gb[1] },
    { name: 'Vitamin D3 1000 IU', region: 'gb', price: 799, pack: 60, base: BASES.gb[8] },
    { name: 'Acetaminophen 500mg Caplets', region: 'us', price: 799, pack: 100, base: BASES.us[0] },
    { name: 'Loratadine 10mg', region: 'us', price: 1299, pack: 30, base: BASES.us[3] },
  ];
  const productFor = (name: string, region: Region, base: Base, price: number, pack: number, pmed: boolean): ProductInput & { region: Region } => ({
    name,
    slug: slugify(name),
    region,
    status: random() < 0.8 ? 'published' : pick(['draft', 'archived'] as const),
    sites: region === 'gb' ? ['{product}', random() < 0.5 ? 'daylewis' : 'theindependentpharmacy'] : ['{product}', 'healthwarehouse'],
    medicine_class: pmed ? 'pmed' : base.medicine ? 'otc' : 'none',
    legal_category: base.medicine ? (pmed ? 'P' : 'GSL') : null,
    dosage_form: base.form,
    active_ingredients: [{ name: base.name.replace(/ (Gel|Nasal|Eye Drops|Cream|Patch|Cough)$/, ''), strength: base.strength, unit: base.unit }],
    pack_size: pack,
    price,
    compare_at_price: random() < 0.25 ? price + 50 + Math.floor(random() * 300) : null,
    gtin: gtinFor(region, serial),
    pip_code: region === 'gb' ? String(1_000_000 + serial * 7919).slice(0, 7) : null,
    max_qty_per_order: pmed ? 2 : random() < 0.3 ? 5 : null,
    requires_questionnaire: pmed,
    description: DESCRIPTIONS[name] ?? `${name}. Always read the label.`,
    directions: base.medicine ? 'Follow the directions on the pack.' : 'Take one a day with food.',
    warnings: base.medicine ? 'Do not take more than the recommended dose.' : null,
    categories: [categoryIds.get(base.category)!],
    stock: Math.floor(random() * 400),
  });
  for (const item of named) addProduct(productFor(item.name, item.region, item.base, item.price, item.pack, item.pmed ?? false));

  for (const region of ['gb', 'us'] as const) {
    for (const base of BASES[region]) {
      for (const brand of BRANDS) {
        for (const pack of PACKS.slice(0, 2)) {
          const name = `${brand} ${base.name} ${base.strength}${base.unit === '%' ? '%' : base.unit === 'IU' ? ' IU' : base.unit} ${base.noun} ${pack}`;
          const price = 99 + Math.floor(random() * 1900);
          addProduct(productFor(name, region, base, price, pack, false));
        }
      }
    }
  }

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
    return store.insert('bundles', { ...data, ...stamp() }).id;
  };
  const bundleIds = {
    gb: [bundle('Winter Wellness', 'gb', [3, 10, 20]), bundle('Headache Kit', 'gb', [0, 2]), bundle('Hay Fever Helpers', 'gb', [30, 40])],
    us: [bundle('Allergy Season Kit', 'us', [5, 40, 50]), bundle('Cold Night Relief', 'us', [60, 70]), bundle('Sleep Well Set', 'us', [100, 101])],
  };

  QUESTIONS.forEach((question, position) => {
    const data = suggestedQuestionSchema.parse({ ...question, status: position % 5 === 4 ? 'inactive' : 'active', position });
    store.insert('suggested-questions', { ...data, ...stamp() });
  });

  for (const region of ['gb', 'us'] as const) {
    store.putBestSellers(region, [
      ...productIds[region].slice(0, 5).map((id) => ({ item_type: 0 as const, id })),
      { item_type: 1 as const, id: bundleIds[region][0] },
    ]);
  }

  // A generator of their own, so a change to the catalogue's draws does not reshuffle every feedback.
  seedFeedbacks(store, generator(20_260_106), clock);
  const until = Math.max(clock, now);
  seedOrders(store, generator(20_260_107), until);
  seedConversations(store);
  // People first: content names its medical reviewers.
  seedPeople(store, clock, until);
  seedContent(store, clock);
  seedContentSide(store, clock);
}
