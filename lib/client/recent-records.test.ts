// Recent records are kept per user, newest first, once each, ten at most, as resource and id only; the
// shell reads which record an address opens.
import { RECENT_LIMIT, recentRecords, recordAt, rememberRecord } from './recent-records';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('recent records', () => {
  it('puts the last opened first, once, and keeps the newest ten', () => {
    const storage = memoryStorage();
    for (let id = 1; id <= 12; id += 1) rememberRecord('u1', `products/${id}`, storage);
    rememberRecord('u1', 'products/5', storage);
    const recent = recentRecords('u1', storage);
    expect(recent).toHaveLength(RECENT_LIMIT);
    expect(recent).toEqual(['5', '12', '11', '10', '9', '8', '7', '6', '4', '3'].map((id) => `products/${id}`));
  });

  it('keeps each user’s apart', () => {
    const storage = memoryStorage();
    rememberRecord('u1', 'orders/3', storage);
    expect(recentRecords('u2', storage)).toEqual([]);
    expect(recentRecords('u1', storage)).toEqual(['orders/3']);
  });

  it('reads damaged or foreign storage as no records', () => {
    expect(recentRecords('u1', memoryStorage({ 'console:recent-records:u1': '{not json' }))).toEqual([]);
    expect(recentRecords('u1', memoryStorage({ 'console:recent-records:u1': '{"a":1}' }))).toEqual([]);
    expect(recentRecords('u1', memoryStorage({ 'console:recent-records:u1': '[{"resource":"orders","id":3},"orders/4"]' }))).toEqual(['orders/4']);
  });

  it('goes on when storage refuses to write', () => {
    const storage = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => rememberRecord('u1', 'orders/1', storage)).not.toThrow();
  });
});

describe('recordAt', () => {
  const sources = [
    { resource: 'products', opens: { path: '/products/update/' } },
    { resource: 'orders', opens: { path: '/orders', param: 'order' } },
    { resource: 'conversations', opens: { path: '/conversations/' } },
    { resource: 'conversation-feedbacks' },
  ];
  const at = (path: string, query = '') => recordAt(sources, path, new URLSearchParams(query));

  it('reads the record a form, a drawer or a thread opens from the address', () => {
    expect(at('/products/update/42')).toBe('products/42');
    expect(at('/orders', 'status=placed&order=7')).toBe('orders/7');
    expect(at('/conversations/5')).toBe('conversations/5');
  });

  it('reads nothing from lists, create forms and other screens', () => {
    expect(at('/orders', 'status=placed')).toBeNull();
    expect(at('/products')).toBeNull();
    expect(at('/products/create')).toBeNull();
    expect(at('/products/update/4/extra')).toBeNull();
    expect(at('/dashboard', 'order=3')).toBeNull();
  });
});
