// The products' demo data (docs/business-rules.md#demo-data): 300+ fictional products over both regions,
// the ones the demo names first. Deterministic: a fixed generator and the catalogue's stamps, and every
// record passes the products schema, so the demo data is valid data.
import { gs1CheckDigit, slugify } from '@/areas/products/catalogue-rules';
import { productSchema, type ProductInput } from '@/areas/products/definition';
import type { Region } from '@/lib/resources/types';
import type { SeedContext } from '@/sandbox/area';
import { generator } from '@/sandbox/random';

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

/**
 * Longer descriptions that name other records, so the AI interlink workbench has phrases to link
 * (areas/interlinks/sandbox/routes.ts): same-region products and bundles, one of the other region, one link already there.
 */
export const DESCRIPTIONS: Readonly<Record<string, string>> = {
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

/** Inserts the products; their categories are the seeded tree's, found by slug. */
export function seedProducts({ store, catalogue }: SeedContext): void {
  const random = generator(20_260_105);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const categoryIds = new Map(store.all('categories').map((category) => [String(category.slug), category.id]));

  let serial = 0;
  const addProduct = (input: ProductInput & { region: Region }) => {
    serial += 1;
    const data = productSchema.parse(input);
    store.insert('products', { ...data, ...catalogue.next() });
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
}
