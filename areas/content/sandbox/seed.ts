// The sandbox's content (docs/business-rules.md#demo-data): conditions, treatments, articles and symptoms
// in both regions and every status, gb "Hay fever" ↔ us "Seasonal allergies" linked both ways, markdown
// that names products and other content (what the AI interlink suggests links from), and reviews that
// are overdue, due soon and far off so the Review due filter has something to show. The equivalence report
// finds every one of its problems here: published items with no equivalent, one-way links, a kind
// mismatch, status mismatches, a pair that drifted apart, review mismatches, and items regional on purpose.
import { contentSchema, type ContentInput } from '@/areas/content/definition';
import type { Region } from '@/lib/resources/types';
import type { CatalogueStore } from '@/sandbox/catalogue-store';

const DAY = 86_400_000;

interface SeedContent {
  title: string;
  region: Region;
  kind: 0 | 1 | 3 | 4;
  status: 'draft' | 'in_review' | 'published' | 'archived';
  summary: string;
  body: string;
  /** Days from the seed clock to the next review (negative: overdue); none when absent. */
  reviewInDays?: number;
  /** Product names shown in a product block and recommended. */
  products?: string[];
  /** Days before the seed clock it was last changed; the list's order (one day apart) when absent. */
  changedDaysAgo?: number;
  /** Why it has no equivalent on purpose (marked regional only). */
  regional?: string;
}

const CONTENT: readonly SeedContent[] = [
  {
    title: 'Hay fever',
    region: 'gb',
    kind: 0,
    status: 'published',
    summary: 'Sneezing, itchy eyes and a runny nose when pollen is in the air.',
    body: '## What is hay fever?\n\nHay fever is an allergy to pollen. Antihistamines such as Cetirizine can help, and a nasal spray like Beclometasone Nasal eases a blocked nose.\n\nSee also **Itchy eyes** and **Allergy treatments**. For a sore head in the season, Paracetamol 500mg Tablets may help.',
    reviewInDays: -12,
    products: ['Paracetamol 500mg Tablets', 'Ibuprofen 200mg'],
  },
  {
    title: 'Seasonal allergies',
    region: 'us',
    kind: 0,
    status: 'published',
    summary: 'Allergic rhinitis brought on by pollen in spring and summer.',
    body: '## Seasonal allergies\n\nPollen sets off sneezing and congestion. Loratadine 10mg is a non-drowsy antihistamine; Fexofenadine is another choice.\n\nRead **Allergy relief options** for more, and Acetaminophen 500mg Caplets for headaches.',
    reviewInDays: 20,
    products: ['Loratadine 10mg', 'Acetaminophen 500mg Caplets'],
  },
  {
    title: 'Headache',
    region: 'gb',
    kind: 4,
    status: 'published',
    summary: 'Most headaches are not serious and get better with rest, water and pain relief.',
    body: 'Tension headaches are the most common kind. Paracetamol 500mg Tablets or Ibuprofen 200mg help most people.\n\nIf headaches come with **Hay fever**, treat the allergy too.',
    reviewInDays: 120,
    products: ['Paracetamol 500mg Tablets'],
  },
  {
    title: 'Headache',
    region: 'us',
    kind: 4,
    status: 'in_review',
    summary: 'Common headaches and when to see a doctor.',
    body: 'Acetaminophen 500mg Caplets can ease a mild headache. Drink water and rest.',
    reviewInDays: 5,
  },
  {
    title: 'Itchy eyes',
    region: 'gb',
    kind: 4,
    status: 'draft',
    summary: 'Red, itchy, watering eyes, often from an allergy.',
    body: 'Itchy eyes are common with **Hay fever**. Hyaluronic Eye Drops soothe dry eyes.',
  },
  {
    title: 'Allergy treatments',
    region: 'gb',
    kind: 1,
    status: 'published',
    summary: 'Antihistamines, nasal sprays and eye drops compared.',
    body: 'Antihistamine tablets such as Cetirizine and Chlorphenamine work for most people with **Hay fever**. Nasal sprays help a blocked nose.',
    reviewInDays: 200,
  },
  {
    title: 'Allergy relief options',
    region: 'us',
    kind: 1,
    status: 'draft',
    summary: 'From Loratadine to Fluticasone Nasal: what helps with allergies.',
    body: 'Loratadine 10mg and Fexofenadine are daily antihistamines. Read **Seasonal allergies** first.',
  },
  {
    title: 'Cold and flu',
    region: 'gb',
    kind: 0,
    status: 'in_review',
    summary: 'How to tell a cold from flu and ease the symptoms.',
    body: 'Rest, fluids and Paracetamol 500mg Tablets. Honey and Lemon lozenges soothe a sore throat. See **Headache** for pain relief.',
    reviewInDays: -3,
  },
  {
    title: 'Common cold',
    region: 'us',
    kind: 0,
    status: 'archived',
    summary: 'The common cold, its symptoms and home care.',
    body: 'Dextromethorphan syrup for a cough, Acetaminophen 500mg Caplets for aches.',
    reviewInDays: -40,
  },
  {
    title: 'Vitamin D in winter',
    region: 'gb',
    kind: 3,
    status: 'published',
    summary: 'Why the NHS suggests a vitamin D supplement from October to March.',
    body: 'From October to March the sun is too weak in the UK. Vitamin D3 1000 IU once a day is the usual advice.',
    products: ['Vitamin D3 1000 IU'],
  },
  {
    title: 'Sleeping better',
    region: 'us',
    kind: 3,
    status: 'published',
    summary: 'Habits that help you sleep, and when Melatonin may help.',
    body: 'Keep a regular bedtime. Some people take Melatonin for jet lag.',
  },
  {
    title: 'Pain relief explained',
    region: 'gb',
    kind: 3,
    status: 'draft',
    summary: 'Paracetamol, ibuprofen and how they differ.',
    body: 'Paracetamol 500mg Tablets and Ibuprofen 200mg work in different ways. Read **Headache** for common causes.',
  },
  {
    title: 'Sore throat',
    region: 'us',
    kind: 4,
    status: 'draft',
    summary: 'A scratchy throat usually goes within a week.',
    body: 'Menthol Cough drops and warm drinks help. See **Common cold**.',
    reviewInDays: 25,
  },
  {
    title: 'Stopping smoking',
    region: 'gb',
    kind: 1,
    status: 'archived',
    summary: 'Nicotine replacement and support to quit.',
    body: 'A Nicotine Patch with support doubles the chance of quitting.',
  },
  // A pair that drifted: the us side was rewritten long after the gb side's last change.
  {
    title: 'Eczema',
    region: 'gb',
    kind: 0,
    status: 'published',
    summary: 'Dry, itchy, inflamed skin that comes and goes.',
    body: 'Emollients used every day are the first treatment. Flare-ups may need a steroid cream from a pharmacist.',
    reviewInDays: 150,
    changedDaysAgo: 75,
  },
  {
    title: 'Eczema',
    region: 'us',
    kind: 0,
    status: 'published',
    summary: 'Atopic dermatitis: triggers, moisturizers and flare care.',
    body: 'Moisturize twice a day and avoid harsh soaps. Hydrocortisone 1% cream can calm a mild flare.',
    reviewInDays: 160,
    changedDaysAgo: 5,
  },
  // A pair of different kinds (data to repair: the form would refuse the link).
  {
    title: 'Acid reflux',
    region: 'gb',
    kind: 0,
    status: 'published',
    summary: 'Heartburn and an acid taste after meals.',
    body: 'Smaller meals and not eating late help. Antacids ease symptoms quickly.',
    reviewInDays: 100,
    changedDaysAgo: 3,
  },
  {
    title: 'Heartburn relief',
    region: 'us',
    kind: 1,
    status: 'published',
    summary: 'Antacids, H2 blockers and when to see a doctor.',
    body: 'Antacids work within minutes; H2 blockers last longer.',
    reviewInDays: 110,
    changedDaysAgo: 2,
  },
  // gb Migraine names us Migraine, which names nothing back.
  {
    title: 'Migraine',
    region: 'gb',
    kind: 4,
    status: 'published',
    summary: 'A throbbing headache, often with sickness and light sensitivity.',
    body: 'Rest in a dark room. Paracetamol 500mg Tablets taken early can help.',
    reviewInDays: 90,
    changedDaysAgo: 4,
  },
  {
    title: 'Migraine',
    region: 'us',
    kind: 4,
    status: 'published',
    summary: 'Migraine attacks and what to do during one.',
    body: 'Take pain relief at the first sign and rest somewhere quiet.',
    reviewInDays: 95,
    changedDaysAgo: 4,
  },
  // gb Sleep problems ↔ us Trouble sleeping; us Insomnia names Sleep problems too, which names another.
  {
    title: 'Sleep problems',
    region: 'gb',
    kind: 0,
    status: 'published',
    summary: 'Trouble falling or staying asleep.',
    body: 'A regular routine and a dark, cool room help most people sleep better.',
    reviewInDays: 60,
    changedDaysAgo: 6,
  },
  {
    title: 'Trouble sleeping',
    region: 'us',
    kind: 0,
    status: 'published',
    summary: 'Why sleep goes wrong and how to get it back.',
    body: 'Limit caffeine after noon and keep screens out of the bedroom.',
    reviewInDays: 70,
    changedDaysAgo: 6,
  },
  {
    title: 'Insomnia',
    region: 'us',
    kind: 0,
    status: 'draft',
    summary: 'Long-term trouble sleeping.',
    body: 'Cognitive behavioral therapy works better than sleeping pills in the long run.',
    changedDaysAgo: 7,
  },
  // No equivalent on purpose.
  {
    title: 'NHS prescription charges',
    region: 'gb',
    kind: 3,
    status: 'published',
    summary: 'What a prescription costs in England, and who pays nothing.',
    body: 'A prescription item has a set charge in England; some people are exempt.',
    changedDaysAgo: 8,
    regional: 'NHS charges apply in England only; the US storefront has no such scheme.',
  },
  {
    title: 'Understanding your deductible',
    region: 'us',
    kind: 3,
    status: 'published',
    summary: 'How a health plan deductible works.',
    body: 'Your deductible is what you pay before your plan starts to pay.',
    changedDaysAgo: 8,
    regional: 'US health insurance only.',
  },
];

/**
 * `clock` stamps the records like the rest of the catalogue; review dates count from `today` (the day of
 * seeding) so the Review due filter always has overdue, due-soon and later rows.
 */
export function seedContent(store: CatalogueStore, clock: number, today = Date.now()): void {
  const products = store.all('products');
  const productId = (name: string, region: Region) => products.find((p) => p.name === name && p.region === region)?.id;
  const day = (offset: number) => new Date(today + offset * DAY).toISOString().slice(0, 10);
  const ids = new Map<string, number>();
  // Team members seeded before content (areas/team-members/sandbox/index.ts): reviewers for what is in review or out, writers for the rest.
  const team = store.all('team-members');
  const reviewers = team.filter((member) => member.is_medical_reviewer === true).map((member) => member.id);
  const writers = team.filter((member) => member.is_medical_reviewer !== true).map((member) => member.id);
  CONTENT.forEach((item, index) => {
    const isReviewed = item.kind !== 3 && item.status !== 'draft' && reviewers.length > 0;
    const picked = (item.products ?? []).map((name) => productId(name, item.region)).filter((id): id is number => id !== undefined);
    const input: ContentInput = {
      kind: item.kind,
      title: item.title,
      slug: item.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
      region: item.region,
      summary: item.summary,
      blocks: [
        { type: 'markdown', body: item.body },
        ...(picked[0] ? [{ type: 'single_product' as const, item_type: 0 as const, item: picked[0] }] : []),
      ],
      recommended_products: picked,
      author_id: writers.length ? writers[index % writers.length] : null,
      medical_reviewer_id: isReviewed ? reviewers[index % reviewers.length] : null,
      last_reviewed_at: item.reviewInDays === undefined ? null : day(item.reviewInDays - 365),
      next_review_due: item.reviewInDays === undefined ? null : day(item.reviewInDays),
      meta_title: `${item.title} | Example Health`,
      meta_description: item.summary,
      references: item.kind === 3 ? [] : [{ title: `${item.title} overview`, url: `https://www.example.com/reference/${index}`, publisher: 'Example Health Library' }],
      regional_only: item.regional !== undefined,
      regional_reason: item.regional ?? null,
    };
    const data = contentSchema.parse(input);
    const at = new Date(clock - (item.changedDaysAgo ?? CONTENT.length - index) * DAY).toISOString();
    ids.set(`${item.region}:${item.title}`, store.insert('content', { ...data, status: item.status, status_history: [], created_at: at, updated_at: at }).id);
  });
  // The equivalents, both ways.
  const link = (gb: string, us: string) => {
    const gbId = ids.get(`gb:${gb}`)!;
    const usId = ids.get(`us:${us}`)!;
    for (const [id, field, value] of [[gbId, 'us_equivalent_id', usId], [usId, 'gb_equivalent_id', gbId]] as const) {
      const { id: _id, ...record } = store.find('content', id)!;
      store.update('content', id, { ...record, [field]: value });
    }
  };
  link('Hay fever', 'Seasonal allergies');
  link('Headache', 'Headache');
  link('Allergy treatments', 'Allergy relief options');
  link('Eczema', 'Eczema');
  link('Acid reflux', 'Heartburn relief');
  link('Sleep problems', 'Trouble sleeping');
  // One-way links: each names a partner that does not name it back.
  const name = (from: string, to: string) => {
    const id = ids.get(from)!;
    const { id: _id, ...record } = store.find('content', id)!;
    store.update('content', id, { ...record, [`${to.slice(0, 2)}_equivalent_id`]: ids.get(to)! });
  };
  name('gb:Migraine', 'us:Migraine');
  name('us:Insomnia', 'gb:Sleep problems');
  // Related content in the same region.
  const relate = (region: Region, from: string, to: string[]) => {
    const id = ids.get(`${region}:${from}`)!;
    const { id: _id, ...record } = store.find('content', id)!;
    store.update('content', id, { ...record, related_content: to.map((title) => ids.get(`${region}:${title}`)!) });
  };
  relate('gb', 'Hay fever', ['Itchy eyes', 'Allergy treatments']);
  relate('us', 'Seasonal allergies', ['Allergy relief options']);
}
