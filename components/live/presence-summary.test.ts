// Presence in words: the others only, each person once, editors first.
import { otherViewers, presenceSpoken, presenceText } from './presence-summary';

const ada = { userId: 2, name: 'Ada Admin', editing: false };
const bo = { userId: '3', name: 'Bo Baker', editing: false };
const me = { userId: '1', name: 'Me', editing: true };

describe('presence in words', () => {
  it('leaves out the signed-in user (any of their tabs) and counts one person in two tabs once, editing if either is', () => {
    const others = otherViewers([me, ada, bo, { ...ada, editing: true }], 1);
    expect(others).toEqual([{ ...ada, editing: true }, bo]);
    expect(presenceText(others)).toBe('Ada Admin is editing; Bo Baker is viewing');
    expect(presenceSpoken(others)).toBe('Also viewing: Ada Admin (editing), Bo Baker');
  });

  it('joins several names, and says nothing of nobody', () => {
    const cy = { userId: 4, name: 'Cy Clerk', editing: false };
    expect(presenceText([ada, bo, cy])).toBe('Ada Admin, Bo Baker and Cy Clerk are viewing');
    expect(presenceText(otherViewers([me], '1'))).toBe('');
  });
});
