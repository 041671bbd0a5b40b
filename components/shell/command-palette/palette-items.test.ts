// What the palette lists for what is typed, in which order, and what it announces.
import type { CommandSources, RecordSource } from '@/areas/commands';
import { matchedField, matchesText, paletteView, recordItem, resultsAnnouncement, type GroupResult } from './palette-items';

const products: RecordSource = { resource: 'products', label: 'Products', singular: 'Product', listHref: '/products', titleField: 'name', searchFields: [{ field: 'name', label: 'Name' }, { field: 'slug', label: 'Slug' }], regionField: 'region', sort: { field: 'name', order: 'asc' }, href: '/products/update/{id}' };
const orders: RecordSource = { resource: 'orders', label: 'Orders', singular: 'Order', listHref: '/orders', titleField: 'order_number', searchFields: [{ field: 'order_number', label: 'Order number' }, { field: 'customer_name', label: 'Customer' }, { field: 'customer_email', label: 'Customer e-mail' }], regionField: 'region', sort: { field: 'created_at', order: 'desc' }, href: '/orders?order={id}' };
const feedbacks: RecordSource = { resource: 'feedbacks', label: 'Feedbacks', singular: 'Feedback', listHref: '/feedbacks', titleField: 'message', searchFields: [{ field: 'message', label: 'Message' }, { field: 'email', label: 'E-mail' }, { field: 'name', label: 'Name' }], sort: { field: 'created_at', order: 'desc' }, href: '/feedbacks?feedback={id}' };
const sources: CommandSources = {
  screens: [{ href: '/products', label: 'Products' }, { href: '/orders', label: 'Orders' }, { href: '/content/equivalence', label: 'Content equivalence' }],
  records: [products, orders],
  actions: [{ key: 'create:products', label: 'Create product', href: '/products/create' }, { key: 'export:orders', label: 'Export orders as CSV', href: '/api/export/orders.csv', download: true }],
};

describe('matchesText', () => {
  it('finds every word, in any case and order', () => {
    expect(matchesText('Content equivalence', 'EQUIV cont')).toBe(true);
    expect(matchesText('Content equivalence', 'content orders')).toBe(false);
    expect(matchesText('Orders', '  ')).toBe(true);
  });
});

describe('recordItem', () => {
  it('names a record by its title field, says what and where it is, and opens it as its list would', () => {
    expect(recordItem(orders, { id: 12, order_number: 'GB-1001', region: 'gb' }, 'Orders')).toEqual({
      value: 'record:orders:12',
      label: 'GB-1001',
      group: 'Orders',
      detail: 'Order · GB',
      href: '/orders?order=12',
    });
  });

  it('falls back to its kind and id when the title is empty, and leaves out a missing region', () => {
    expect(recordItem(products, { id: 3, name: '  ' }, 'Recent')).toMatchObject({ label: 'Product #3', detail: 'Product', href: '/products/update/3' });
  });
});

describe('matchedField', () => {
  it('names the first searched field other than the label that holds the text, with the match marked', () => {
    expect(matchedField(feedbacks, { id: 1, message: 'Late parcel', email: 'marco.rossi@example.com', name: 'Marco Rossi' }, 'ROSSI')).toEqual({
      label: 'E-mail',
      before: 'marco.',
      marked: 'rossi',
      after: '@example.com',
    });
  });

  it('gives no reason when the label holds the text, or no searched field does', () => {
    expect(matchedField(products, { id: 1, name: 'Rossi balm', slug: 'rossi-balm' }, 'rossi')).toBeUndefined();
    expect(matchedField(products, { id: 1, name: 'Balm', slug: 'balm' }, 'rossi')).toBeUndefined();
  });

  it('cuts a long field to the words around the match', () => {
    const message = `${'Delivery was late again and again. '.repeat(4)}Ask Rossi at the depot. ${'Nothing came on Monday either. '.repeat(4)}`;
    const found = matchedField({ ...feedbacks, titleField: 'name' }, { id: 2, message, name: 'Anonymous' }, 'rossi')!;
    expect(found.label).toBe('Message');
    expect(found.marked).toBe('Rossi');
    expect(found.before.startsWith('…')).toBe(true);
    expect(found.after.endsWith('…')).toBe(true);
    expect(found.before.length + found.marked.length + found.after.length).toBeLessThan(90);
  });
});

describe('paletteView', () => {
  const found = (records: { id: number; [field: string]: unknown }[], total = records.length): GroupResult => ({ status: 'done', records, total });

  it('offers the recent records, then every screen and action, before anything is typed', () => {
    const view = paletteView(sources, '', {}, [{ source: products, record: { id: 4, name: 'Vitamin D', region: 'us' } }]);
    expect(view.items.map((item) => `${item.group}: ${item.label}`)).toEqual([
      'Recent: Vitamin D',
      'Screens: Products',
      'Screens: Orders',
      'Screens: Content equivalence',
      'Actions: Create product',
      'Actions: Export orders as CSV',
    ]);
    expect(view.items.at(-1)).toMatchObject({ download: true });
  });

  it('matches screens and actions from the first letter, and asks the lists from the second', () => {
    const view = paletteView(sources, 'o', {}, []);
    expect(view.items.map((item) => item.label)).toEqual(['Products', 'Orders', 'Content equivalence', 'Create product', 'Export orders as CSV']);
    expect(view.pending).toEqual([]);
    expect(paletteView(sources, 'or', {}, []).pending).toEqual(['Products', 'Orders']);
  });

  it('lists each list’s hits in the sources’ order, with the way to all of them when there are more', () => {
    const results = {
      orders: found([{ id: 1, order_number: 'GB-1', region: 'gb' }]),
      products: found([1, 2, 3, 4, 5].map((id) => ({ id, name: `Vitamin ${id}` })), 23),
    };
    const view = paletteView(sources, 'vit', results, []);
    expect(view.items.map((item) => `${item.group}: ${item.label}`)).toEqual([
      'Products: Vitamin 1',
      'Products: Vitamin 2',
      'Products: Vitamin 3',
      'Products: Vitamin 4',
      'Products: Vitamin 5',
      'Products: See all 23 products',
      'Orders: GB-1',
    ]);
    expect(view.items[5].href).toBe('/products?search=vit');
  });

  it('ranks the lists whose records are named by the text above those that match only in another field, and says why', () => {
    const withFeedbacks: CommandSources = { ...sources, records: [feedbacks, products, orders] };
    const results = {
      feedbacks: found([{ id: 7, message: 'Late parcel', email: 'marco.rossi@example.com', name: null }]),
      products: found([{ id: 3, name: 'Rossi Family Balm' }]),
      orders: found([{ id: 9, order_number: 'GB-9', customer_name: 'Giulia Rossi' }]),
    };
    const view = paletteView(withFeedbacks, 'rossi', results, []);
    expect(view.items.map((item) => `${item.group}: ${item.label}`)).toEqual(['Products: Rossi Family Balm', 'Feedbacks: Late parcel', 'Orders: GB-9']);
    expect(view.items[0].match).toBeUndefined();
    expect(view.items[1].match).toEqual({ label: 'E-mail', before: 'marco.', marked: 'rossi', after: '@example.com' });
    expect(view.items[2].match).toMatchObject({ label: 'Customer', marked: 'Rossi' });
  });

  it('puts a list’s own named records first within it, its way to all of them last', () => {
    const results = { products: found([{ id: 1, name: 'Balm', slug: 'vit-balm' }, { id: 2, name: 'Vitamin C' }], 9), orders: found([]) };
    const view = paletteView(sources, 'vit', results, []);
    expect(view.items.map((item) => item.label)).toEqual(['Vitamin C', 'Balm', 'See all 9 products']);
  });

  it('keeps a failed search to its own group', () => {
    const view = paletteView(sources, 'gb', { orders: { status: 'error', message: 'Upstream unavailable' }, products: found([]) }, []);
    expect(view.failed).toEqual([{ group: 'Orders', message: 'Upstream unavailable' }]);
    expect(view.pending).toEqual([]);
    expect(resultsAnnouncement(view, 'gb')).toBe('No results for “gb”; Orders could not be searched');
  });
});

describe('resultsAnnouncement', () => {
  it('says nothing while a list is still searched or before anything is typed, then how many', () => {
    expect(resultsAnnouncement(paletteView(sources, 'vi', { products: { status: 'done', records: [], total: 0 } }, []), 'vi')).toBe('');
    expect(resultsAnnouncement(paletteView(sources, '', {}, []), '')).toBe('');
    const one = paletteView(sources, 'GB-1', { orders: { status: 'done', records: [{ id: 1, order_number: 'GB-1' }], total: 1 }, products: { status: 'done', records: [], total: 0 } }, []);
    expect(resultsAnnouncement(one, 'GB-1')).toBe('1 result');
  });
});
