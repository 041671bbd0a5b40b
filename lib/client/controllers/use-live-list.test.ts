// A quiet re-read folded into the rows on screen: rows stay where they are with their fresh values, and what
// the re-read adds is counted, not drawn.
import { mergeReread } from './live-reread';

type Order = { id: number; status: string; total: number };

const shown: Order[] = [
  { id: 30, status: 'pending', total: 10 },
  { id: 29, status: 'pending', total: 20 },
  { id: 28, status: 'paid', total: 30 },
];

describe('mergeReread', () => {
  it('counts the records that would enter the view and draws none of them', () => {
    const fresh: Order[] = [{ id: 32, status: 'pending', total: 5 }, { id: 31, status: 'pending', total: 7 }, shown[0]];
    const merged = mergeReread(shown, fresh);
    expect(merged.newIds).toEqual(['32', '31']);
    expect(merged.records.map((order) => order.id)).toEqual([30, 29, 28]);
  });

  it('refreshes a changed row in its place even when the re-read moved it', () => {
    // Sorted by status, the paid order now sorts first; on screen it stays second.
    const fresh: Order[] = [{ id: 29, status: 'shipped', total: 20 }, shown[0], shown[2]];
    const merged = mergeReread(shown, fresh);
    expect(merged.records).toEqual([shown[0], { id: 29, status: 'shipped', total: 20 }, shown[2]]);
    expect(merged.newIds).toEqual([]);
  });

  it('keeps a row the re-read no longer holds, as it was', () => {
    const merged = mergeReread(shown, [shown[0], shown[2]]);
    expect(merged.records).toEqual(shown);
  });

  it('refreshes a row a change moved out of the view from its own read, in its place', () => {
    const moved = { id: 29, status: 'shipped', total: 20 };
    const merged = mergeReread(shown, [shown[0], shown[2], { id: 27, status: 'pending', total: 1 }], [moved]);
    expect(merged.records).toEqual([shown[0], moved, shown[2]]);
    expect(merged.newIds).toEqual(['27']);
  });

  it('matches ids whether the page holds numbers or strings', () => {
    const merged = mergeReread([{ id: '7', name: 'a' }], [{ id: 7, name: 'b' } as unknown as { id: string; name: string }]);
    expect(merged.records).toEqual([{ id: 7, name: 'b' }]);
    expect(merged.newIds).toEqual([]);
  });
});
