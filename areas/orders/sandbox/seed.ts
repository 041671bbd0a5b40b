// The sandbox's customers and orders (docs/business-rules.md#orders): 300 fictional customers over both
// regions and 640 orders of theirs over the 180 days before the seed clock, in every status and on every
// site, each with the status history staff left; plus awkward rows on purpose (a very long name, non-Latin
// scripts, a five-line address, an order whose total does not add up as an upstream bug would leave it).
import { customerSchema, type Customer } from '@/areas/customers/definition';
import { ORDER_SITE_CHOICES, orderSchema, type Order, type OrderSite, type OrderStatus } from '@/areas/orders/definition';
import { CURRENCY_BY_REGION } from '@/lib/resources/regions';
import type { Region } from '@/lib/resources/types';
import type { CatalogueStore } from '@/sandbox/catalogue-store';
import { addOrder, NO_SPENDING, type Spending } from '@/areas/customers/sandbox/spending';

export const CUSTOMER_SEED_COUNT = 300;
export const ORDER_SEED_COUNT = 640;

const DAY = 24 * 60 * 60_000;
const STAFF = ['Ada Admin', 'Omar Okafor'];

const FIRST = ['Amelia', 'Oliver', 'Priya', 'Tom', 'Chloe', 'Marcus', 'Sofia', 'Jamal', 'Hannah', 'Liam', 'Zoë', 'Siobhán', 'José', 'Łukasz', 'Aoife', 'Mei', 'Kwame', 'Ingrid', 'Rafael', 'Yusuf'];
const LAST = ['Hughes', 'Patel', 'Brennan', 'Okoro', 'Lindqvist', 'Carter', 'Nguyen', 'Fletcher', 'Morales', 'Kowalski', "O'Connor", 'Brontë', 'Núñez', 'Ahmed', 'Whitfield', 'Tanaka', 'Mensah', 'Ellis', 'Rossi', 'Baker'];
const STREETS = ['High Street', 'Station Road', 'Church Lane', 'Mill Road', 'Park Avenue', 'Elm Street', 'Maple Drive', 'Oak Lane'];
const CITIES: Record<Region, { city: string; postcode: () => string }[]> = {
  gb: [
    { city: 'Leeds', postcode: () => 'LS1 4AP' },
    { city: 'Bristol', postcode: () => 'BS1 5TR' },
    { city: 'Glasgow', postcode: () => 'G2 3BZ' },
    { city: 'Cardiff', postcode: () => 'CF10 1EP' },
  ],
  us: [
    { city: 'Portland, OR', postcode: () => '97205' },
    { city: 'Austin, TX', postcode: () => '78701' },
    { city: 'Columbus, OH', postcode: () => '43215' },
    { city: 'Denver, CO', postcode: () => '80202' },
  ],
};
const REASONS = ['Customer asked to cancel', 'Out of stock', 'Payment failed', 'Duplicate order', 'Address could not be verified'];
const NOTES = ['Checked with the pharmacist', 'Customer called', 'Split parcel', 'Priority'];
const REFERRALS = ['SUMMER10', 'HAYFEVER', 'WELCOME5', 'NOVA2025'];

/** Roughly how often each status is seeded; every one appears across both regions. */
const STATUS_WEIGHTS: readonly [OrderStatus, number][] = [
  ['awaiting', 0.12],
  ['placed', 0.16],
  ['processed', 0.14],
  ['shipped', 0.14],
  ['completed', 0.32],
  ['cancelled', 0.12],
];
const PATH: readonly OrderStatus[] = ['awaiting', 'placed', 'processed', 'shipped', 'completed'];

function iso(at: number): string {
  return new Date(Math.floor(at / 1000) * 1000).toISOString();
}

function localPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/gi, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '')
    .slice(0, 40) || 'customer';
}

/** Inserts customers then orders, dated up to `endsAt`; `random` is the caller's deterministic generator. */
export function seedOrders(store: CatalogueStore, random: () => number, endsAt: number): void {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const products: Record<Region, { id: number; name: string; price: number; type: 0 | 1 }[]> = { gb: [], us: [] };
  for (const kind of ['products', 'bundles'] as const) {
    for (const item of store.all(kind)) {
      if (item.region === 'gb' || item.region === 'us') {
        products[item.region].push({ id: item.id, name: String(item.name), price: Number(item.price), type: kind === 'products' ? 0 : 1 });
      }
    }
  }
  for (const region of ['gb', 'us'] as const) {
    if (products[region].length === 0) products[region].push({ id: 0, name: 'Vitamin D3 1000 IU', price: 799, type: 0 });
  }

  const addressFor = (region: Region) => {
    const place = pick(CITIES[region]);
    return {
      line1: `${1 + Math.floor(random() * 180)} ${pick(STREETS)}`,
      line2: random() < 0.3 ? `Flat ${1 + Math.floor(random() * 20)}` : null,
      city: place.city,
      postcode: place.postcode(),
      country: region === 'gb' ? 'United Kingdom' : 'United States',
    };
  };

  // Customers
  const customers: { id: number; data: Customer & { created_at: string } }[] = [];
  for (let n = 0; n < CUSTOMER_SEED_COUNT; n += 1) {
    const region: Region = random() < 0.6 ? 'gb' : 'us';
    let name = `${pick(FIRST)} ${pick(LAST)}`;
    if (n === 0) name = `${'Bartholomew-Maximilian '.repeat(6)}Featherstonehaugh-Cholmondeley`;
    if (n === 1) name = 'ليلى حداد';
    if (n === 2) name = 'Zoë Brontë-Núñez 王秀英';
    const joined = endsAt - (200 + Math.floor(random() * 500)) * DAY;
    const addresses = [addressFor(region), ...(random() < 0.3 ? [addressFor(region)] : [])];
    const data = customerSchema.parse({
      name,
      email: `${localPart(n === 1 ? 'layla haddad' : name)}.${n + 1}@example.com`,
      region,
      phone: random() < 0.8 ? (region === 'gb' ? `+44 7700 900${String(100 + n).slice(-3)}` : `+1 555 01${String(10 + (n % 90))}`) : null,
      addresses,
      marketing_consent: random() < 0.45,
      orders_count: 0,
      total_spent: 0,
    });
    const at = iso(joined);
    customers.push({ id: 0, data: { ...data, created_at: at } });
  }
  for (const customer of customers) {
    customer.id = store.insert('customers', { ...customer.data, updated_at: customer.data.created_at }).id;
  }

  const statusFor = (): OrderStatus => {
    let roll = random();
    for (const [status, weight] of STATUS_WEIGHTS) {
      roll -= weight;
      if (roll < 0) return status;
    }
    return 'completed';
  };

  // Orders, oldest first so ids follow dates.
  const dates = Array.from({ length: ORDER_SEED_COUNT }, () => endsAt - Math.floor(random() * 180 * DAY)).sort((a, b) => a - b);
  const spent = new Map<number, Spending>();
  let numbers = { gb: 100_000, us: 100_000 };
  dates.forEach((created, n) => {
    const customer = n < 3 ? customers[n] : pick(customers);
    const region = customer.data.region;
    numbers = { ...numbers, [region]: numbers[region] + 1 + Math.floor(random() * 3) };
    const sites = ORDER_SITE_CHOICES.filter((site) => !site.regions || site.regions.includes(region)).map((site) => site.value as OrderSite);
    // The newest orders are still open; older ones mostly finished.
    const status = n > ORDER_SEED_COUNT - 40 && random() < 0.7 ? pick(['awaiting', 'placed', 'processed'] as const) : statusFor();
    const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
      const item = pick(products[region]);
      const quantity = 1 + Math.floor(random() * 3);
      return { item: item.id || null, item_type: item.type, name_snapshot: item.name, unit_price: item.price, quantity, line_total: item.price * quantity };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.line_total, 0);
    const referral = random() < 0.2 ? pick(REFERRALS) : null;
    const discount = referral ? Math.round(subtotal * 0.1) : 0;
    const shipping = subtotal - discount >= 2000 ? 0 : region === 'gb' ? 399 : 599;
    const tax = region === 'us' ? Math.round((subtotal - discount) * 0.08) : 0;
    let total = subtotal - discount + shipping + tax;

    const history: Order['status_history'] = [];
    let at = created;
    const target = status === 'cancelled' ? PATH[Math.floor(random() * 3)] : status;
    for (let i = 0; PATH[i] !== target; i += 1) {
      at += Math.min((endsAt - at) * 0.2, (2 + random() * 30) * 60 * 60_000);
      history.push({ from: PATH[i], to: PATH[i + 1], at: iso(at), by: pick(STAFF), ...(random() < 0.15 ? { note: pick(NOTES) } : {}) });
    }
    const reason = status === 'cancelled' ? pick(REASONS) : null;
    if (status === 'cancelled') {
      at += Math.min((endsAt - at) * 0.2, 3 * 60 * 60_000);
      history.push({ from: target, to: 'cancelled', at: iso(at), by: pick(STAFF), note: reason! });
    }

    const address: Record<string, string | null> = { ...addressFor(region) };
    if (n === 5) {
      // Five lines before the city: a care home's wing, a building, a farm road.
      Object.assign(address, { line1: 'Room 12, Rowan Wing', line2: 'Willowbrook Care Home', line3: 'Unit 4, Old Mill Buildings', line4: 'Long Lane Farm Road' });
    }
    // One order as an upstream bug would leave it: the total is a penny off its parts.
    if (n === ORDER_SEED_COUNT - 7) total += 1;
    const order = orderSchema.parse({
      order_number: `${region.toUpperCase()}-${numbers[region]}`,
      region,
      site: pick(sites),
      currency: CURRENCY_BY_REGION[region].code,
      customer_id: customer.id,
      customer_name: customer.data.name,
      customer_email: customer.data.email,
      shipping_address: address,
      status,
      lines,
      items_count: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal,
      discount_total: discount,
      shipping_total: shipping,
      tax_total: tax,
      total,
      referral_code: referral,
      tracking_number: status === 'shipped' || status === 'completed' ? `${region === 'gb' ? 'RM' : '1Z'}${String(random()).slice(2, 12)}${region === 'gb' ? 'GB' : ''}` : null,
      cancelled_reason: reason,
      status_history: history,
    });
    const stamp = iso(created);
    store.insert('orders', { ...order, created_at: stamp, updated_at: history.at(-1)?.at ?? stamp });
    spent.set(customer.id, addOrder(spent.get(customer.id) ?? NO_SPENDING, order));
  });

  for (const customer of customers) {
    const sum = spent.get(customer.id);
    if (sum) store.update('customers', customer.id, { ...customer.data, updated_at: customer.data.created_at, ...sum });
  }
}
