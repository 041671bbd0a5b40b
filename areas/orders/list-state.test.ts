// The orders list's URL: a date range rides with the filters, "needs action" is a filter value, the
// sort direction moves to `dir` because the drawer's record is in `order`, and the export asks for the
// same view without paging.
import { exportUrl, listApiUrl, listStateToSearch, parseListState } from '@/lib/resources/list-state';
import { ordersResource } from './definition';

const meta = { ...ordersResource, detailParam: 'order' };
const params = (query: string) => new URLSearchParams(query);

describe('orders list state', () => {
  it('reads a date range and needs action, and drops malformed dates', () => {
    const state = parseListState(params('from=2025-01-01&to=2025-01-31&status=needs_action'), meta);
    expect(state.filters).toEqual({ from: '2025-01-01', to: '2025-01-31', status: 'needs_action' });
    expect(parseListState(params('from=yesterday&to=2025-13-45x'), meta).filters).toEqual({});
  });

  it('drops the end of a backwards range from a link, rather than asking the API for a 400', () => {
    expect(parseListState(params('from=2025-02-10&to=2025-02-01'), meta).filters).toEqual({ from: '2025-02-10' });
    expect(parseListState(params('from=2025-02-01&to=2025-02-01'), meta).filters).toEqual({ from: '2025-02-01', to: '2025-02-01' });
  });

  it('keeps the sort direction in dir, so ?order= is the drawer', () => {
    const state = parseListState(params('sort=total&dir=asc&order=42'), meta);
    expect(state).toMatchObject({ sort: 'total', order: 'asc' });
    expect(listStateToSearch(state, meta)).toBe('?sort=total&dir=asc');
    expect(parseListState(params('order=42'), meta)).toMatchObject({ sort: 'created_at', order: 'desc' });
  });

  it('sends the range to the BFF and exports the same view without paging', () => {
    const state = parseListState(params('from=2025-01-01&region=us&search=GB-1&page=3'), meta);
    expect(listApiUrl('orders', state)).toBe('/api/main/v1/orders?page=3&limit=20&sort=created_at&order=desc&search=GB-1&from=2025-01-01&region=us');
    expect(exportUrl('orders', state)).toBe('/api/export/orders.csv?sort=created_at&order=desc&search=GB-1&from=2025-01-01&region=us');
  });
});
