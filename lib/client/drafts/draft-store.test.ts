/** @jest-environment node */
// The drafts kept in the browser: sealed so only their owner's key opens them, dropped after 7 days, at most
// 50 per user, and files picked for upload never kept.
import { DRAFT_LIFETIME_MS, DRAFTS_PER_USER, changedValues, dropDraft, keepDraft, pruneDrafts, readDraft } from './draft-store';
import { DRAFT_SLOT_PREFIX, hasKeptDraft } from './draft-slots';

/** localStorage as a Map, with an optional quota in characters. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  constructor(private readonly quota = Infinity) {}
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    const used = [...this.items].reduce((sum, [k, v]) => sum + (k === key ? 0 : k.length + v.length), 0);
    if (used + key.length + value.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const ALICE = Buffer.alloc(32, 1).toString('base64url');
const BOB = Buffer.alloc(32, 2).toString('base64url');
const NOW = Date.UTC(2026, 10, 26, 12);

describe('the draft store', () => {
  it('reads back what was kept, and keeps nothing readable in the clear', async () => {
    const storage = new MemoryStorage();
    await keepDraft(ALICE, 'products/5', { name: 'Ibuprofen 400mg', price: 4.5 }, { storage, now: NOW });
    expect(await readDraft(ALICE, 'products/5', { storage, now: NOW + 1000 })).toEqual({ savedAt: NOW, values: { name: 'Ibuprofen 400mg', price: 4.5 } });
    expect(storage.items.size).toBe(1);
    const [[slot, stored]] = [...storage.items];
    expect(slot.startsWith(DRAFT_SLOT_PREFIX)).toBe(true);
    expect(slot.endsWith(':products/5')).toBe(true);
    expect(stored).not.toContain('Ibuprofen');
    expect(Object.keys(JSON.parse(stored) as object)).toEqual(['v', 'at', 'iv', 'ct']);
    expect(hasKeptDraft('products/5', storage)).toBe(true);
    expect(hasKeptDraft('products/55', storage)).toBe(false);
  });

  it('gives another key nothing, and cannot open a draft with the wrong key', async () => {
    const storage = new MemoryStorage();
    await keepDraft(ALICE, 'products/5', { name: 'Secret' }, { storage, now: NOW });
    expect(await readDraft(BOB, 'products/5', { storage, now: NOW })).toBeNull();
    // Even put into Bob's own slot, Alice's sealed draft does not open with Bob's key.
    const [aliceSlot] = storage.items.keys();
    await keepDraft(BOB, 'products/5', { name: 'Mine' }, { storage, now: NOW });
    const bobSlot = [...storage.items.keys()].find((slot) => slot !== aliceSlot) ?? '';
    expect(await readDraft(BOB, 'products/5', { storage, now: NOW })).toEqual({ savedAt: NOW, values: { name: 'Mine' } });
    storage.setItem(bobSlot, storage.getItem(aliceSlot) ?? '');
    expect(await readDraft(BOB, 'products/5', { storage, now: NOW })).toBeNull();
    expect(await readDraft(ALICE, 'products/5', { storage, now: NOW })).toEqual({ savedAt: NOW, values: { name: 'Secret' } });
  });

  it('does not open a draft moved to another record', async () => {
    const storage = new MemoryStorage();
    await keepDraft(ALICE, 'products/5', { name: 'Five' }, { storage, now: NOW });
    const [[slot, stored]] = [...storage.items];
    storage.setItem(slot.replace('products/5', 'products/6'), stored);
    expect(await readDraft(ALICE, 'products/6', { storage, now: NOW })).toBeNull();
  });

  it('drops a draft after 7 days, whoever it belongs to', async () => {
    const storage = new MemoryStorage();
    await keepDraft(ALICE, 'products/5', { name: 'Old' }, { storage, now: NOW });
    await keepDraft(BOB, 'tips/create', { title: 'Old too' }, { storage, now: NOW });
    await keepDraft(BOB, 'tips/9', { title: 'Recent' }, { storage, now: NOW + DRAFT_LIFETIME_MS });
    expect(await readDraft(ALICE, 'products/5', { storage, now: NOW + DRAFT_LIFETIME_MS })).not.toBeNull();
    expect(await readDraft(ALICE, 'products/5', { storage, now: NOW + DRAFT_LIFETIME_MS + 1 })).toBeNull();
    expect(storage.items.size).toBe(1);
    expect(await readDraft(BOB, 'tips/9', { storage, now: NOW + DRAFT_LIFETIME_MS + 1 })).not.toBeNull();
  });

  it('prunes what is no draft at all, and leaves other keys alone', () => {
    const storage = new MemoryStorage();
    storage.setItem(`${DRAFT_SLOT_PREFIX}abc:products/1`, 'not json');
    storage.setItem('console:recent-records:7', '[]');
    pruneDrafts({ storage, now: NOW });
    expect([...storage.items.keys()]).toEqual(['console:recent-records:7']);
  });

  it('keeps at most 50 drafts per user, dropping the oldest, and another user’s are not counted', async () => {
    const storage = new MemoryStorage();
    await keepDraft(BOB, 'tips/1', { title: 'Bob' }, { storage, now: NOW });
    for (let index = 0; index < DRAFTS_PER_USER + 2; index += 1) {
      await keepDraft(ALICE, `products/${index}`, { name: `Draft ${index}` }, { storage, now: NOW + index });
    }
    expect(storage.items.size).toBe(DRAFTS_PER_USER + 1);
    expect(await readDraft(ALICE, 'products/0', { storage, now: NOW + 100 })).toBeNull();
    expect(await readDraft(ALICE, 'products/1', { storage, now: NOW + 100 })).toBeNull();
    expect(await readDraft(ALICE, 'products/2', { storage, now: NOW + 100 })).not.toBeNull();
    expect(await readDraft(BOB, 'tips/1', { storage, now: NOW + 100 })).not.toBeNull();
  });

  it('replaces the draft of a record rather than adding one', async () => {
    const storage = new MemoryStorage();
    await keepDraft(ALICE, 'products/5', { name: 'First' }, { storage, now: NOW });
    await keepDraft(ALICE, 'products/5', { name: 'Second' }, { storage, now: NOW + 5 });
    expect(storage.items.size).toBe(1);
    expect(await readDraft(ALICE, 'products/5', { storage, now: NOW + 10 })).toEqual({ savedAt: NOW + 5, values: { name: 'Second' } });
    await dropDraft(ALICE, 'products/5', { storage });
    expect(storage.items.size).toBe(0);
  });

  it('makes room when storage is full by dropping the user’s oldest drafts', async () => {
    const storage = new MemoryStorage(1200);
    for (let index = 0; index < 8; index += 1) {
      expect(await keepDraft(ALICE, `products/${index}`, { name: 'x'.repeat(100) }, { storage, now: NOW + index })).toBe(true);
    }
    expect(await readDraft(ALICE, 'products/7', { storage, now: NOW + 10 })).not.toBeNull();
    expect(await readDraft(ALICE, 'products/0', { storage, now: NOW + 10 })).toBeNull();
    expect(await keepDraft(ALICE, 'products/9', { name: 'x'.repeat(5000) }, { storage, now: NOW + 20 })).toBe(false);
  });
});

describe('changedValues', () => {
  it('keeps the fields that differ from what the form loaded', () => {
    expect(changedValues({ name: 'New', price: 3, tags: ['a'], active: true }, { name: 'Old', price: 3, tags: ['a'], active: false })).toEqual({ name: 'New', active: true });
  });

  it('leaves out files picked for upload, which JSON cannot hold', () => {
    const file = new Blob(['image']);
    expect(changedValues({ name: 'New', image: file, images: [1, file] }, { name: 'Old', image: null, images: [] })).toEqual({ name: 'New' });
  });
});
