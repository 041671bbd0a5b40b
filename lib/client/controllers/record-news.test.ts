// The notice of an open record's news: which changes are news, who and what they name, and how they age.
import type { LiveChange } from '@/lib/contract/live-types';
import { agoText, newsText, readRecordNews, takenText, type OpenRecord } from './record-news';

const open: OpenRecord = {
  resource: 'products',
  recordId: '7',
  version: 3,
  myId: 1,
  fields: [
    { name: 'name', label: 'Name', type: 'text' },
    { name: 'price', label: 'Price', type: 'money' },
    { name: 'stock', label: 'Stock', type: 'number' },
  ] as OpenRecord['fields'],
};

const change = (over: Partial<LiveChange> = {}): LiveChange => ({
  resource: 'products',
  recordId: '7',
  action: 'updated',
  version: 4,
  fields: ['stock', 'updated_at', 'price'],
  by: { id: 2, name: 'Ada Admin' },
  at: 1_000_000,
  ...over,
});

describe('readRecordNews', () => {
  it('names who changed which fields, by the form’s labels in the form’s order, leaving out bookkeeping', () => {
    const news = readRecordNews(change(), open);
    expect(news).toEqual({ kind: 'changed', who: 'Ada Admin', fieldLabels: ['Price', 'Stock'], at: 1_000_000, version: 4 });
    expect(newsText(news!, 'product', 1_020_000)).toBe('Ada Admin changed Price, Stock 20 s ago');
  });

  it('is no news for another record, another resource, a create, or a version no newer than the one shown (this tab’s own save)', () => {
    expect(readRecordNews(change({ recordId: '8' }), open)).toBeNull();
    expect(readRecordNews(change({ resource: 'bundles' }), open)).toBeNull();
    expect(readRecordNews(change({ action: 'created' }), open)).toBeNull();
    expect(readRecordNews(change({ version: 3 }), open)).toBeNull();
    expect(readRecordNews(change({ version: '2' }), open)).toBeNull();
    expect(readRecordNews(change({ version: '5' }), open)?.version).toBe(5);
  });

  it('says a delete whatever version was shown, and names the user’s own change from another tab as theirs', () => {
    const deleted = readRecordNews(change({ action: 'deleted', version: null, fields: undefined, by: { id: 1, name: 'Me Myself' } }), open);
    expect(deleted).toMatchObject({ kind: 'deleted', who: 'You (in another tab)', version: null });
    expect(newsText(deleted!, 'product', 1_005_000)).toBe('You (in another tab) deleted this product 5 s ago');
  });

  it('says "this product" when the change names no field, and "Someone" when it names no one', () => {
    const news = readRecordNews(change({ fields: undefined, by: null, action: 'status_changed' }), open);
    expect(newsText(news!, 'product', 1_000_000)).toBe('Someone changed this product just now');
  });

  it('says a version quietly taken as "Updated by … just now"', () => {
    expect(takenText(readRecordNews(change(), open)!, 1_001_000)).toBe('Updated by Ada Admin just now');
    expect(takenText(readRecordNews(change({ by: { id: 1, name: 'Me' } }), open)!, 1_001_000)).toBe('Updated by you in another tab just now');
  });
});

describe('agoText', () => {
  it('ages from just now through seconds and minutes to hours, never into the future', () => {
    expect(agoText(10_000, 9_000)).toBe('just now');
    expect(agoText(0, 4_999)).toBe('just now');
    expect(agoText(0, 59_000)).toBe('59 s ago');
    expect(agoText(0, 60_000)).toBe('1 min ago');
    expect(agoText(0, 7_200_000)).toBe('2 h ago');
    expect(agoText(0, 3_600_000 * 1500)).toBe('1,500 h ago');
  });
});
