// The `shop` scenario's data (sandbox/scenarios.ts): the demo seed grown to a mid-sized real shop, for
// checking that every screen works and stays fast at that size (docs/qa.md, README's Performance). Every generated
// record starts from a seeded one of its resource (so it is as valid as the seed's: same shape, same
// references, same status requirements met) and gets what must differ: its own name, slug, number or
// e-mail, and dates spread over the two years before the clock, so a dashboard period of up to two years
// has data. Names come from lists with accented ones among them. Deterministic: one seeded generator.
//
// Fast by design (well under a minute; see README "The sandbox at shop scale"): one transaction, rows
// written straight into their tables with no history entries (as the seed leaves none), no per-record
// lookups, and the files' bytes one tiny PNG hard-linked under every file's storage key.
import { linkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { gs1CheckDigit, slugify } from '@/areas/products/catalogue-rules';
import { solidPng } from '@/areas/files/sandbox/seed';
import { addOrder, NO_SPENDING, type Spending } from '@/areas/customers/sandbox/spending';
import type { SandboxDb } from './db';
import { fileFolder } from './files-store';
import { generator } from './random';

/** How many of each the shop holds (the seed's records included). */
export const SHOP_SIZES = {
  products: 5_000,
  bundles: 500,
  categories: 250,
  'content-categories': 150,
  /** In GB/US pairs, each linked both ways. */
  content: 20_000,
  orders: 200_000,
  customers: 100_000,
  subscribers: 50_000,
  influencers: 300,
  'team-members': 200,
  /** Staff accounts (the users table). */
  users: 150,
  files: 5_000,
  conversations: 20_000,
  /** The one long chat the shop adds. */
  longConversationMessages: 5_000,
} as const;

export type ShopSizes = { -readonly [K in keyof typeof SHOP_SIZES]: number };

/** The sizes at `scale` (a unit test's small shop); never below what the seed already holds. */
export function shopSizes(scale = 1): ShopSizes {
  const sizes = {} as ShopSizes;
  for (const [key, size] of Object.entries(SHOP_SIZES)) sizes[key as keyof ShopSizes] = Math.max(1, Math.round(size * scale));
  // Pairs need an even count.
  sizes.content -= sizes.content % 2;
  return sizes;
}

const DAY = 86_400_000;
/** How far back the generated dates reach. */
const SPAN_DAYS = 730;

const FIRST = [
  'Amelia', 'Oliver', 'Priya', 'Tom', 'Chloé', 'Marcus', 'Sofia', 'Jamal', 'Hannah', 'Liam', 'Zoë', 'Siobhán', 'José', 'Łukasz', 'Aoife',
  'Mei', 'Kwame', 'Ingrid', 'Rafael', 'Yusuf', 'Noémie', 'Björn', 'Ana', 'Dmitri', 'Fatima', 'Grace', 'Hiro', 'Isla', 'Jonas', 'Kofi',
  'Lena', 'Mateo', 'Niamh', 'Oskar', 'Paloma', 'Quinn', 'Rhiannon', 'Søren', 'Tariq', 'Úna', 'Valentina', 'Wiktor', 'Xavier', 'Yara', 'Zainab',
];
const LAST = [
  'Hughes', 'Patel', 'Brennan', 'Okoro', 'Lindqvist', 'Carter', 'Nguyen', 'Fletcher', 'Morales', 'Kowalski', "O'Connor", 'Brontë', 'Núñez',
  'Ahmed', 'Whitfield', 'Tanaka', 'Mensah', 'Ellis', 'Rossi', 'Baker', 'Dubois', 'Fernández', 'Gonçalves', 'Jørgensen', 'Müller', 'Novák',
  'Öztürk', 'Papadopoulos', 'Quintero', 'Søndergaard', 'Thompson', 'Virtanen', 'Wiśniewski', 'Young', 'Zielińska', 'Adeyemi', 'Byrne', 'Chen',
];
const BRANDS = ['Healwell', 'Brightleaf', 'Nordale', 'Calmera', 'Vitanova', 'Pureway', 'Évora', 'Meadowcare', 'Sunhaven', 'Kindroot', 'Ölvis', 'Northwind'];
const TOPICS = [
  'Autumn', 'Winter', 'Spring', 'Summer', 'Family', 'Travel', 'Everyday', 'Active', 'Gentle', 'Sensitive', 'Night-time', 'Morning',
  'Kids’', 'Senior', 'Sport', 'Café', 'Outdoor', 'Home', 'Office', 'Holiday',
];
const WORDS = [
  'basics', 'care', 'essentials', 'guide', 'routine', 'support', 'tips', 'questions', 'myths', 'checklist', 'explained', 'advice', 'habits',
  'choices', 'relief', 'comfort', 'balance', 'boost', 'plan', 'notes',
];

type Row = Record<string, unknown>;

function iso(at: number): string {
  return new Date(Math.floor(at / 1000) * 1000).toISOString();
}

/** The UTC day of an instant (a review date). */
function day(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** An e-mail's local part from a name: accents dropped, lower case, dots between words. */
function localPart(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[łŁ]/g, 'l')
      .replace(/[øØ]/g, 'o')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.|\.$/g, '') || 'person'
  );
}

/** Moves every ISO instant in a list of entries by `shift` ms, up to `until`. */
function shiftTimes<T extends Row>(entries: readonly T[], field: string, shift: number, until: number): T[] {
  return entries.map((entry) => ({ ...entry, [field]: iso(Math.min(until, Date.parse(String(entry[field])) + shift)) }));
}

/**
 * Grows a database that holds the demo seed (sandbox/seed.ts) to the shop's sizes, in the caller's
 * transaction. `now` is the sandbox clock; `scale` shrinks every size (a unit test's small shop).
 */
export function growToShop(db: SandboxDb, now: number, scale = 1): void {
  const sizes = shopSizes(scale);
  const random = generator(20_261_128);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const int = (below: number) => Math.floor(random() * below);
  const personName = () => `${pick(FIRST)} ${pick(LAST)}`;
  /** A moment in the two years before `now`. */
  const someTime = () => now - int(SPAN_DAYS * DAY);

  const insertRow = db.prepare<[string, string], { id: number }>('INSERT INTO catalogue_records (resource, data) VALUES (?, ?) RETURNING id');
  const updateRow = db.prepare<[string, number]>('UPDATE catalogue_records SET data = ? WHERE id = ?');
  const rowsOf = (resource: string) =>
    db
      .prepare<[string], { id: number; data: string }>('SELECT id, data FROM catalogue_records WHERE resource = ? ORDER BY id')
      .all(resource)
      .map((row): { id: number } & Row => ({ ...(JSON.parse(row.data) as Row), id: row.id }));
  const add = (resource: string, record: Row): number => insertRow.get(resource, JSON.stringify({ ...record, version: 1 }))!.id;
  const without = ({ id: _id, version: _version, updated_by: _by, ...rest }: Row) => rest;

  /** Adds records cloned from the seeded ones, in turn, until the resource holds `count`. */
  function grow(resource: string, count: number, vary: (template: Row, n: number) => Row): number[] {
    const seeded = rowsOf(resource);
    if (seeded.length === 0) throw new Error(`No seeded ${resource} to grow from`);
    const ids: number[] = [];
    for (let n = seeded.length; n < count; n += 1) ids.push(add(resource, vary(without(seeded[n % seeded.length]), n)));
    return ids;
  }

  // Categories: under the seeded top-level ones, or top level themselves.
  const topCategories = rowsOf('categories').filter((category) => category.parent_id === null);
  grow('categories', sizes.categories, (template, n) => {
    const name = `${pick(TOPICS)} ${String(template.name).toLowerCase()} ${n}`;
    const at = iso(someTime());
    return { ...template, name: name.charAt(0).toUpperCase() + name.slice(1), slug: slugify(name), parent_id: n % 3 === 0 ? null : pick(topCategories).id, position: n, description: `${name} products.`, image: null, created_at: at, updated_at: at };
  });
  const categoryIds = rowsOf('categories').map((category) => category.id);

  // Products: each a brand's version of a seeded one, with its own name, slug, GTIN and PIP code.
  grow('products', sizes.products, (template, n) => {
    const name = `${BRANDS[n % BRANDS.length]} ${String(template.name).replace(/^(Healwell|Brightleaf|Nordale|Calmera|Vitanova) /, '')} · ${n}`;
    const body = `${template.region === 'gb' ? '50' : '08'}${String(124_000_000 + n).padStart(10, '0')}`;
    const at = iso(someTime());
    return {
      ...template,
      name,
      slug: slugify(name),
      gtin: `${body}${gs1CheckDigit(body)}`,
      pip_code: template.region === 'gb' ? String(2_000_000 + n) : null,
      description: `${name}. Always read the label.`,
      categories: [...new Set([...(template.categories as number[]), ...(n % 4 === 0 ? [pick(categoryIds)] : [])])],
      stock: int(400),
      created_at: at,
      updated_at: at,
    };
  });

  grow('bundles', sizes.bundles, (template, n) => {
    const name = `${pick(TOPICS)} ${String(template.name)} ${n}`;
    const at = iso(someTime());
    return { ...template, name, slug: slugify(name), description: `${name}: a few essentials together, for less.`, created_at: at, updated_at: at };
  });

  grow('content-categories', sizes['content-categories'], (template, n) => {
    const name = `${String(template.name)} – ${pick(TOPICS).toLowerCase()} ${n}`;
    const at = iso(someTime());
    return { ...template, name, slug: slugify(name), created_at: at, updated_at: at };
  });
  const contentCategoryIds = rowsOf('content-categories').map((category) => category.id);

  grow('team-members', sizes['team-members'], (template, n) => {
    const name = personName();
    const at = iso(someTime());
    return { ...template, name, slug: `${slugify(name)}-${n}`, bio: `${name} is one of our ${String(template.job_title).toLowerCase()}s.`, photo: null, position: n, created_at: at, updated_at: at };
  });

  grow('influencers', sizes.influencers, (template, n) => {
    const name = personName();
    const handle = `${localPart(name)}${n}`;
    const at = iso(someTime());
    return {
      ...template,
      name,
      handle,
      slug: `${slugify(name)}-${n}`,
      bio: `${name} shares everyday wellbeing ideas.`,
      avatar: null,
      social_links: [{ platform: 'instagram', url: `https://instagram.example.com/${handle}` }],
      referral_code: `${localPart(name).replace(/\./g, '').toUpperCase().slice(0, 12)}${n}`,
      routine_cards: [],
      created_at: at,
      updated_at: at,
    };
  });

  // Content in GB/US pairs: both sides from one seeded item, so kind, status and review dates agree, and
  // linked both ways. Only the text: references to products of one region would not hold in the other.
  const seededContent = rowsOf('content');
  const contentTemplates = seededContent.filter((item) => !item.regional_only);
  // An odd seed leaves one place over: a copy of an item regional on purpose (it needs no partner).
  if (seededContent.length % 2 === 1 && seededContent.length < sizes.content) {
    const regional = without(seededContent.find((item) => item.regional_only)!);
    const title = `${String(regional.title)} (local)`;
    add('content', { ...regional, title, slug: slugify(title), meta_title: `${title} | Example Health` });
  }
  for (let n = seededContent.length + (seededContent.length % 2); n < sizes.content; n += 2) {
    const template = without(contentTemplates[(n / 2) % contentTemplates.length]);
    const at = iso(someTime());
    const title = `${pick(TOPICS)} ${String(template.title).toLowerCase()} ${pick(WORDS)} ${n / 2}`;
    // Reviewed items come due on the same day on both sides, within the year ahead.
    const due = now + (30 + int(330)) * DAY;
    const review = template.next_review_due ? { last_reviewed_at: day(due - 365 * DAY), next_review_due: day(due) } : {};
    const side = (region: 'gb' | 'us', partner: number | null): Row => ({
      ...template,
      title,
      slug: slugify(title),
      region,
      category_id: n % 5 === 0 ? null : pick(contentCategoryIds),
      blocks: (template.blocks as Row[]).filter((block) => block.type === 'markdown'),
      recommended_products: [],
      related_content: [],
      hero_image: null,
      og_image: null,
      meta_title: `${title} | Example Health`,
      gb_equivalent_id: region === 'us' ? partner : null,
      us_equivalent_id: null,
      regional_only: false,
      regional_reason: null,
      ...review,
      status_history: [],
      created_at: at,
      updated_at: at,
    });
    const gbSide = side('gb', null);
    const gbId = add('content', gbSide);
    const usId = add('content', side('us', gbId));
    updateRow.run(JSON.stringify({ ...gbSide, us_equivalent_id: usId, version: 1 }), gbId);
  }

  // Customers, then their orders (oldest first, so ids follow dates), then each customer's figures.
  const customerTemplates = rowsOf('customers').slice(3);
  const customers: { id: number; data: Row; spending: Spending }[] = [];
  const byRegion: Record<string, number[]> = { gb: [], us: [] };
  for (let n = rowsOf('customers').length; n < sizes.customers; n += 1) {
    const template = without(customerTemplates[n % customerTemplates.length]);
    const name = personName();
    const at = iso(someTime());
    const data: Row = { ...template, name, email: `${localPart(name)}.${n + 1}@example.com`, orders_count: 0, total_spent: 0, created_at: at, updated_at: at };
    byRegion[String(data.region)].push(customers.length);
    customers.push({ id: add('customers', data), data, spending: NO_SPENDING });
  }

  // An order as an upstream bug left it (a total a penny off) is not copied.
  const orderTemplates = rowsOf('orders').filter(
    (order) => Number(order.total) === Number(order.subtotal) - Number(order.discount_total) + Number(order.shipping_total) + Number(order.tax_total),
  );
  const orderCount = rowsOf('orders').length;
  const dates = Array.from({ length: Math.max(0, sizes.orders - orderCount) }, someTime).sort((a, b) => a - b);
  dates.forEach((created, k) => {
    const n = orderCount + k;
    const template = without(orderTemplates[n % orderTemplates.length]);
    const region = String(template.region);
    const pool = byRegion[region];
    const customer = pool.length ? customers[pool[int(pool.length)]] : undefined;
    const shift = created - Date.parse(String(template.created_at));
    const history = shiftTimes(template.status_history as Row[], 'at', shift, now);
    const order = {
      ...template,
      order_number: `${region.toUpperCase()}-${300_000 + n}`,
      ...(customer ? { customer_id: customer.id, customer_name: customer.data.name, customer_email: customer.data.email } : {}),
      status_history: history,
      created_at: iso(created),
      updated_at: history.at(-1)?.at ?? iso(created),
    };
    add('orders', order);
    if (customer) customer.spending = addOrder(customer.spending, order);
  });
  for (const customer of customers) {
    if (customer.spending.orders_count > 0) updateRow.run(JSON.stringify({ ...customer.data, ...customer.spending, version: 1 }), customer.id);
  }

  grow('subscribers', sizes.subscribers, (template, n) => {
    const at = someTime();
    const unsubscribed = template.unsubscribed_at ? iso(Math.min(now, at + int(200) * DAY)) : null;
    return { ...template, email: `${localPart(personName())}.${n + 1}@example.com`, consent_at: template.consent_at ? iso(at) : null, unsubscribed_at: unsubscribed, created_at: iso(at), updated_at: unsubscribed ?? iso(at) };
  });

  const replace = (id: number, record: Row) => updateRow.run(JSON.stringify({ ...record, version: 1 }), id);
  growConversations(sizes, { rowsOf, add, replace, without, someTime, int, now });
  growUsers(db, sizes.users, { personName, someTime, int, now });
  growFiles(db, sizes.files, { someTime, pick });
}

interface ConversationTools {
  rowsOf: (resource: string) => ({ id: number } & Row)[];
  add: (resource: string, record: Row) => number;
  replace: (id: number, record: Row) => void;
  without: (record: Row) => Row;
  someTime: () => number;
  int: (below: number) => number;
  now: number;
}

const MESSAGE_ROWS = 'conversation-messages';

/**
 * Short chats (two to six messages, taken from a seeded chat's opening) with no ratings, so their counts
 * hold; and one chat of `longConversationMessages`, the seed's longest repeated.
 */
function growConversations(sizes: ShopSizes, { rowsOf, add, replace, without, someTime, int, now }: ConversationTools): void {
  const conversations = rowsOf('conversations');
  const messages = new Map<number, Row[]>();
  for (const message of rowsOf(MESSAGE_ROWS)) {
    const id = Number(message.conversation_id);
    if (!messages.has(id)) messages.set(id, []);
    messages.get(id)!.push(without(message));
  }
  const templates = conversations.filter((conversation) => (messages.get(conversation.id)?.length ?? 0) >= 2);
  const addChat = (template: ({ id: number } & Row), count: number, n: number) => {
    const source = messages.get(template.id)!;
    const started = Math.min(someTime(), now - count * 60_000);
    const id = add('conversations', { session_id: `shop-${n}` });
    let at = started;
    for (let k = 0; k < count; k += 1) {
      at += (30 + int(90)) * 1000;
      add(MESSAGE_ROWS, { ...source[k % source.length], conversation_id: id, created_at: iso(at) });
    }
    return { id, record: { ...without(template), session_id: `shop-${String(n).padStart(6, '0')}`, started_at: iso(started), last_message_at: iso(at), message_count: count, down_count: 0, has_down_rating: 'no', safety_flag: 'no', status: template.status === 'flagged' ? 'open' : template.status, flag_reason: null, created_at: iso(started), updated_at: iso(at) } };
  };
  const longest = [...templates].sort((a, b) => (messages.get(b.id)!.length - messages.get(a.id)!.length))[0];
  for (let n = conversations.length; n < sizes.conversations; n += 1) {
    const isLong = n === conversations.length;
    const template = isLong ? longest : templates[n % templates.length];
    const available = messages.get(template.id)!.length;
    const count = isLong ? sizes.longConversationMessages : Math.min(available - (available % 2), 2 + 2 * int(3));
    const chat = addChat(template, count, n);
    replace(chat.id, chat.record);
  }
}

/** Staff accounts up to `count`, in every role and status, some never signed in. */
function growUsers(db: SandboxDb, count: number, { personName, someTime, int, now }: { personName: () => string; someTime: () => number; int: (below: number) => number; now: number }): void {
  const existing = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users').get()!.n;
  const insert = db.prepare(
    `INSERT INTO users (name, email, role, status, last_login_at, created_at, updated_at) VALUES (@name, @email, @role, @status, @last, @at, @at)`,
  );
  for (let n = existing; n < count; n += 1) {
    const name = personName();
    const status = n % 9 === 0 ? 'disabled' : n % 7 === 0 ? 'invited' : 'active';
    const at = iso(someTime());
    insert.run({
      name,
      email: `${localPart(name)}.${n}@example.com`,
      role: n % 5 === 0 ? 'admin' : 'editor',
      status,
      last: status === 'invited' || n % 4 === 0 ? null : iso(Math.max(Date.parse(at), now - int(90) * DAY)),
      at,
    });
  }
}

/** File rows up to `count`, every one's bytes the same tiny PNG, hard-linked (copied where links fail). */
function growFiles(db: SandboxDb, count: number, { someTime, pick }: { someTime: () => number; pick: <T>(list: readonly T[]) => T }): void {
  const existing = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM files').get()!.n;
  if (existing >= count) return;
  const folder = fileFolder(db);
  const bytes = solidPng(4, 4, [56, 178, 172]);
  const first = join(folder, randomUUID());
  writeFileSync(first, bytes);
  const insert = db.prepare(
    `INSERT INTO files (filename, mime_type, kind, size_bytes, width, height, alt_text, uploaded_by, storage_key, created_at, updated_at)
     VALUES (@filename, 'image/png', 'image', @size, 4, 4, @alt, @by, @key, @at, @at)`,
  );
  const uploaders = ['Ada Admin', 'Eddie Editor', 'Grace Hopper-Smith', 'Omar Okafor', 'Chloé Dubois'];
  for (let n = existing; n < count; n += 1) {
    const key = n === existing ? first.slice(folder.length + 1) : randomUUID();
    if (n !== existing) {
      try {
        linkSync(first, join(folder, key));
      } catch {
        writeFileSync(join(folder, key), bytes);
      }
    }
    const topic = pick(TOPICS).toLowerCase().replace(/[^a-z]+/g, '-');
    insert.run({ filename: `${topic}-${pick(WORDS)}-${n}.png`, size: bytes.length, alt: n % 6 === 0 ? null : `${pick(TOPICS)} ${pick(WORDS)} image ${n}`, by: pick(uploaders), key, at: iso(someTime()) });
  }
}
