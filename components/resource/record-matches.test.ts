// A picker's offer after picks: picked records are asked for on top of the offered eight and left out,
// and "more" is said whenever more records match than the picker shows.
import { matchesLimit, offeredMatches, OFFERED_MATCHES } from './record-matches';

const records = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i }));

describe('offeredMatches', () => {
  it('asks for the picked records on top of those offered, within the API’s cap', () => {
    expect(matchesLimit(0)).toBe(OFFERED_MATCHES);
    expect(matchesLimit(8)).toBe(16);
    expect(matchesLimit(500)).toBe(100);
  });

  it('still offers eight after eight picks among the first matches, and says more match', () => {
    const picked = [1, 2, 3, 4, 5, 6, 7, 8];
    const offer = offeredMatches({ records: records(1, 16), total: 250 }, picked);
    expect(offer.items.map((record) => record.id)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    expect(offer.hasMore).toBe(true);
  });

  it('says more match when picked records elsewhere leave more than eight in the page', () => {
    const offer = offeredMatches({ records: records(1, 12), total: 12 }, [200, 300, 400, 500]);
    expect(offer.items).toHaveLength(8);
    expect(offer.hasMore).toBe(true);
  });

  it('says nothing more when every match is offered', () => {
    const offer = offeredMatches({ records: records(1, 10), total: 10 }, [1, 2]);
    expect(offer.items.map((record) => record.id)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(offer.hasMore).toBe(false);
    expect(offeredMatches({ records: records(1, 3), total: 3 }, []).hasMore).toBe(false);
  });
});
