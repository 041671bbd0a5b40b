// The sandbox's site feedbacks (docs/business-rules.md#site-feedback): 500 fictional visitors' notes over both regions
// and the 90 days before the seed clock, every category and status, with the status history staff left,
// plus awkward rows on purpose (longest message, right-to-left text, emoji, markup, a `javascript:` page).
import { feedbackSchema, type FeedbackCategory, type FeedbackInput, type FeedbackStatus } from '@/areas/feedbacks/definition';
import type { Region } from '@/lib/resources/types';
import type { CatalogueStore } from '@/sandbox/catalogue-store';

export const FEEDBACK_SEED_COUNT = 500;

const DAY = 24 * 60 * 60_000;
const WINDOW = 90 * DAY;
const SITE = 'https://www.example.com';

/** The seed's admin accounts (seed.ts), who move feedbacks along. */
const STAFF = ['Ada Admin', 'Omar Okafor'];

const FIRST_NAMES = [
  'Amelia', 'Oliver', 'Priya', 'Tom', 'Chloe', 'Marcus', 'Sofia', 'Jamal', 'Hannah', 'Liam',
  'Zoë', 'Siobhán', 'José', 'Łukasz', 'Aoife', 'Mei', 'Kwame', 'Ingrid', 'Rafael', 'Yusuf',
];
const LAST_NAMES = [
  'Hughes', 'Patel', 'Brennan', 'Okoro', 'Lindqvist', 'Carter', 'Nguyen', 'Fletcher', 'Morales', 'Kowalski',
  "O'Connor", 'Brontë', 'Núñez', 'Ahmed', 'Whitfield', 'Tanaka', 'Mensah', 'Ellis', 'Rossi', 'Baker',
];

interface Context {
  region: Region;
  product: string;
}

const MESSAGES: Record<FeedbackCategory, ((ctx: Context) => string)[]> = {
  delivery: [
    () => 'My order arrived three days later than the date shown at checkout.',
    () => 'Tracking has said “out for delivery” since Monday and nothing has come.',
    () => 'The parcel was left on the doorstep in the rain; the box was soaked.',
    ({ region }) => `Delivery is not offered to my ${region === 'gb' ? 'postcode' : 'zip code'}, but it was last month.`,
    ({ product }) => `I received two packs of ${product} but ordered one. Happy to send one back.`,
    () => 'The courier asked for a signature and nobody was told. Can you leave it with a neighbour next time?',
    ({ region }) => `Next-day delivery ${region === 'gb' ? 'before 1pm' : 'before noon'} did not arrive until the day after.`,
  ],
  bug: [
    () => 'The basket emptied itself when I signed in.',
    () => 'The promo code box does nothing when I press Apply on my phone.',
    () => 'Search results keep spinning and never load.',
    () => 'The checkout button is hidden behind the cookie banner on an iPhone.',
    () => 'I get “Something went wrong” when I try to change my address.',
    () => 'The page jumps back to the top every time I tick a filter.',
    () => 'Password reset e-mail never arrives.',
  ],
  content: [
    () => 'Typo on this page: “recieve” should be “receive”.',
    () => 'The dosage table is cut off on mobile, I cannot see the last column.',
    () => 'This article quotes 2021 guidance — is it still current?',
    () => 'The link to the leaflet at the bottom of the page is broken.',
    ({ product }) => `The description of ${product} says 16 tablets but the picture shows 32.`,
    () => 'The page says “see below” but there is nothing below.',
    ({ region }) => (region === 'gb' ? 'You spell it “color” in one place and “colour” in another.' : 'The page mentions NHS services; I am in the US.'),
  ],
  product: [
    ({ product }) => `Is ${product} suitable during pregnancy?`,
    ({ product }) => `Do you sell a larger pack of ${product}?`,
    () => 'Is the capsule shell vegetarian?',
    ({ product }) => `${product} has been out of stock for weeks — when will it be back?`,
    ({ product }) => `Can I take ${product} with my blood pressure tablets?`,
    () => 'Does this contain lactose or gluten?',
    ({ region }) => `Why is this cheaper in store than online${region === 'us' ? ' in my state' : ''}?`,
  ],
  other: [
    () => 'Love the new site, much easier to find things.',
    () => 'Could you add Apple Pay at checkout?',
    () => 'Please add a dark mode, the white pages are hard on my eyes at night.',
    () => 'Your pharmacist on the phone was very helpful, thank you.',
    () => 'I would like to unsubscribe from the newsletter but cannot find how.',
    () => 'The font is very small on my tablet.',
  ],
};

const NOTES = ['Passed to the delivery team', 'Fixed on the page', 'Replied by e-mail', 'Asked the pharmacist to reply', 'Logged with the web team'];

const CONTENT_PATHS = ['conditions/hay-fever', 'treatments/cold-sore-cream', 'articles/how-to-sleep-better', 'symptoms/headache', 'conditions/acid-reflux'];
const PAGE_PATHS = ['basket', 'checkout', 'search?q=vitamin+d', 'account/addresses', 'help/delivery', ''];

/** Weighted like real site feedback: mostly deliveries and product questions. */
const CATEGORY_WEIGHTS: [FeedbackCategory, number][] = [
  ['delivery', 0.25],
  ['product', 0.25],
  ['bug', 0.2],
  ['content', 0.2],
  ['other', 0.1],
];

type Row = FeedbackInput & {
  created_at: string;
  updated_at: string;
  status_history?: { from: FeedbackStatus; to: FeedbackStatus; at: string; by: string; note?: string }[];
};

/**
 * Awkward feedbacks for the console's escaping, wrapping and direction, placed among the newest so the
 * first page of the list shows them. Each replaces the generated message (and some other fields).
 */
const AWKWARD: { category: FeedbackCategory; message: string; name?: string; region?: Region }[] = [
  // The longest message the schema allows.
  {
    category: 'delivery',
    message: `${'My order was late again and I want to explain everything that happened, step by step, so nobody has to ask me twice. '.repeat(20).slice(0, 1999)}.`,
  },
  { category: 'delivery', message: 'الطلب وصل متأخرًا بثلاثة أيام، والعلبة كانت مفتوحة. رقم الطلب 10482.', name: 'ليلى حداد', region: 'gb' },
  { category: 'product', message: 'האם אפשר לקחת את Loratadine 10mg יחד עם ויטמין D? תודה רבה!', name: 'נועה כהן', region: 'us' },
  { category: 'other', message: 'Love the new checkout 🎉🙌 but the 💊 icon covers the price on my phone 📱 — family order 👩‍👩‍👧‍👦 🇬🇧 👍🏽' },
  {
    category: 'bug',
    message: 'Search shows this back to me: <script>alert(1)</script> and <img src=x onerror=alert(1)> — is that safe?',
    name: '"><svg onload=alert(1)>',
  },
  { category: 'content', message: 'The help page says [click](javascript:alert(1)) for details, and **this** _markdown_ shows as text.' },
  {
    category: 'content',
    message: `The product name ${'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(6)} overflows, and so does ${'x'.repeat(300)}`,
  },
  { category: 'content', message: 'First paragraph.\n\nSecond paragraph after a blank line.\n    Indented line\ttab and trailing spaces   ' },
  { category: 'product', message: 'Mixed: اسم المنتج Vitamin D3 1000 IU والسعر £7.99 (60 capsules) — שלום 123.' },
];

/** The row whose page address is `javascript:alert(1)`: see where it is written. */
const UNSAFE_URL_ROW = AWKWARD.length;

function asciiLocalPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/gi, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

function iso(at: number): string {
  return new Date(Math.floor(at / 1000) * 1000).toISOString();
}

/**
 * Inserts the feedbacks, created over the 90 days up to `endsAt` (the catalogue's fixed seed clock) so a
 * reseed gives the same rows. `random` is the caller's deterministic generator.
 */
export function seedFeedbacks(store: CatalogueStore, random: () => number, endsAt: number): void {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const products: Record<Region, { name: string; slug: string }[]> = { gb: [], us: [] };
  for (const product of store.all('products')) {
    if (product.region === 'gb' || product.region === 'us') products[product.region].push({ name: String(product.name), slug: String(product.slug) });
  }
  const fallback = { name: 'Vitamin D3 1000 IU', slug: 'vitamin-d3-1000-iu' };

  const pickCategory = (): FeedbackCategory => {
    let roll = random();
    for (const [category, weight] of CATEGORY_WEIGHTS) {
      roll -= weight;
      if (roll < 0) return category;
    }
    return 'other';
  };

  const pageFor = (category: FeedbackCategory, region: Region, slug: string, n: number): string | null => {
    if (random() < 0.08) return null;
    const path = {
      product: `products/${slug}`,
      content: pick(CONTENT_PATHS),
      delivery: `account/orders/${10_000 + n}`,
      bug: pick(PAGE_PATHS),
      other: random() < 0.5 ? '' : pick(PAGE_PATHS),
    }[category];
    return `${SITE}/${region}${path ? `/${path}` : ''}`;
  };

  const ratingFor = (category: FeedbackCategory): number | null => {
    if (random() < 0.2) return null;
    const low = category === 'delivery' || category === 'bug';
    return low ? 1 + Math.floor(random() * 3) : 2 + Math.floor(random() * 4);
  };

  // Older feedback is more likely dealt with; the newest is mostly untouched.
  const statusFor = (age: number): FeedbackStatus => {
    const roll = random();
    if (roll < 0.1 + 0.7 * age) return 'resolved';
    if (roll < 0.35 + 0.7 * age) return 'in_progress';
    return 'new';
  };

  /** Steps between `created` and `endsAt`, each a share of the time left, so none lies in the future. */
  const historyFor = (status: FeedbackStatus, created: number): NonNullable<Row['status_history']> => {
    if (status === 'new') return [];
    const history: NonNullable<Row['status_history']> = [];
    let at = created;
    const step = (from: FeedbackStatus, to: FeedbackStatus, share: number, note?: string) => {
      at += (endsAt - at) * share;
      history.push({ from, to, at: iso(at), by: pick(STAFF), ...(note ? { note } : {}) });
    };
    step('new', 'in_progress', 0.05 + 0.2 * random());
    if (status === 'resolved') {
      step('in_progress', 'resolved', 0.1 + 0.4 * random(), random() < 0.5 ? pick(NOTES) : undefined);
      if (random() < 0.1) {
        step('resolved', 'in_progress', 0.2 + 0.3 * random(), 'The customer wrote again');
        step('in_progress', 'resolved', 0.2 + 0.5 * random(), pick(NOTES));
      }
    }
    return history;
  };

  const firstAwkward = FEEDBACK_SEED_COUNT - 3 * (AWKWARD.length + 1);
  for (let n = 0; n < FEEDBACK_SEED_COUNT; n += 1) {
    const created = endsAt - WINDOW + ((n + random()) / FEEDBACK_SEED_COUNT) * WINDOW;
    const awkwardIndex = (n - firstAwkward) / 3;
    const awkward = Number.isInteger(awkwardIndex) && awkwardIndex >= 0 ? AWKWARD[awkwardIndex] : undefined;
    const region: Region = awkward?.region ?? (random() < 0.6 ? 'gb' : 'us');
    const category = awkward?.category ?? pickCategory();
    const product = products[region].length ? pick(products[region]) : fallback;
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const who = random();
    const isAnonymous = who < 0.15;
    const hasName = !isAnonymous && who > 0.25;
    const local = `${asciiLocalPart(first)}.${asciiLocalPart(last)}${n % 7 === 0 ? n : ''}`;
    // Some visitors type capitals; the schema stores e-mails lower-case.
    const email = isAnonymous || who > 0.95 ? null : `${who < 0.2 ? local.replace(/^./, (c) => c.toUpperCase()) : local}@example.com`;

    const input: FeedbackInput = {
      message: pick(MESSAGES[category])({ region, product: product.name }),
      email,
      name: hasName ? `${first} ${last}` : null,
      category,
      rating: ratingFor(category),
      page_url: pageFor(category, region, product.slug, n),
      region,
      status: statusFor((endsAt - created) / WINDOW),
    };

    const data = feedbackSchema.parse({ ...input, ...awkward });
    const history = historyFor(data.status, created);
    const row: Row = {
      ...data,
      created_at: iso(created),
      updated_at: history.at(-1)?.at ?? iso(created),
      ...(history.length ? { status_history: history } : {}),
    };
    if (awkwardIndex === UNSAFE_URL_ROW) {
      // Deliberately past the schema, which refuses it: upstream data older than the rule (or written
      // around it) can hold such an address, and the console must show it as plain text, never a link.
      row.message = 'Clicked a link on this page and nothing happened.';
      row.page_url = 'javascript:alert(1)';
    }
    store.insert('feedbacks', row);
  }
}
