import { pageWindow, type PageSlot } from './page-window';

/** The window as people read it: "1 … 4 5 6 7 8 … 500". */
function read(slots: PageSlot[]): string {
  return slots.map((slot) => (slot.kind === 'page' ? String(slot.page) : '…')).join(' ');
}

describe('pageWindow', () => {
  it('shows the first and last page and two either side of the current one', () => {
    expect(read(pageWindow(6, 500))).toBe('1 … 4 5 6 7 8 … 500');
    expect(read(pageWindow(250, 500))).toBe('1 … 248 249 250 251 252 … 500');
  });

  it('lists every page when they all fit', () => {
    expect(read(pageWindow(1, 1))).toBe('1');
    expect(read(pageWindow(3, 9))).toBe('1 2 3 4 5 6 7 8 9');
  });

  it('keeps the same number of slots near either end, so the buttons after it stay put', () => {
    expect(read(pageWindow(1, 500))).toBe('1 2 3 4 5 6 7 … 500');
    expect(read(pageWindow(5, 500))).toBe('1 2 3 4 5 6 7 … 500');
    expect(read(pageWindow(496, 500))).toBe('1 … 494 495 496 497 498 499 500');
    expect(read(pageWindow(500, 500))).toBe('1 … 494 495 496 497 498 499 500');
    for (let page = 1; page <= 500; page += 1) expect(pageWindow(page, 500)).toHaveLength(9);
  });

  it('never leaves a gap that stands for a single page', () => {
    for (const pages of [10, 11, 12, 50]) {
      for (let page = 1; page <= pages; page += 1) {
        const numbers = pageWindow(page, pages).flatMap((slot, index, slots) => (slot.kind === 'gap' ? [[(slots[index - 1] as { page: number }).page, (slots[index + 1] as { page: number }).page]] : []));
        for (const [before, after] of numbers) expect(after - before).toBeGreaterThan(2);
      }
    }
  });

  it('always includes the current page, the first and the last', () => {
    for (let page = 1; page <= 60; page += 1) {
      const shown = pageWindow(page, 60).flatMap((slot) => (slot.kind === 'page' ? [slot.page] : []));
      expect(shown).toEqual(expect.arrayContaining([1, page, 60]));
    }
  });

  it('shows one either side on a narrow screen', () => {
    expect(read(pageWindow(6, 500, 1))).toBe('1 … 5 6 7 … 500');
    expect(read(pageWindow(2, 500, 1))).toBe('1 2 3 4 5 … 500');
  });

  it('holds a page past the end or before the start to the list', () => {
    expect(read(pageWindow(501, 500))).toBe('1 … 494 495 496 497 498 499 500');
    expect(read(pageWindow(0, 0))).toBe('1');
  });
});
