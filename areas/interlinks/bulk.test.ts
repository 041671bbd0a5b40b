// A bulk review's marks when the AI host stops answering part way: what was marked stays, the accepts it
// did not record come back (their links must be taken out again), and nothing after the failure is sent.
import { markBulk } from './bulk';

const accept = (id: number) => ({ suggestion: { id }, link: `link-${id}` });

describe('markBulk', () => {
  it('marks every accept, then every reject, in order', async () => {
    const calls: string[] = [];
    const marks = await markBulk([accept(1), accept(2)], [{ id: 3 }], async (id, status) => calls.push(`${id}:${status}`));
    expect(calls).toEqual(['1:accepted', '2:accepted', '3:rejected']);
    expect(marks).toEqual({ accepted: [accept(1), accept(2)], rejected: [{ id: 3 }], unmarked: [], failure: null });
  });

  it('stops at the first failure and hands back the accepts not recorded', async () => {
    const calls: number[] = [];
    const fault = new Error('AI host down');
    const marks = await markBulk([accept(1), accept(2), accept(3)], [{ id: 4 }], async (id) => {
      calls.push(id);
      if (id === 2) throw fault;
    });
    expect(calls).toEqual([1, 2]);
    expect(marks.accepted).toEqual([accept(1)]);
    expect(marks.unmarked).toEqual([accept(2), accept(3)]);
    expect(marks.rejected).toEqual([]);
    expect(marks.failure).toBe(fault);
  });

  it('keeps the rejects marked before a later one fails', async () => {
    const marks = await markBulk([], [{ id: 5 }, { id: 6 }, { id: 7 }], async (id) => {
      if (id === 6) throw new Error('503');
    });
    expect(marks.rejected).toEqual([{ id: 5 }]);
    expect(marks.unmarked).toEqual([]);
    expect(marks.failure).toEqual(new Error('503'));
  });
});
