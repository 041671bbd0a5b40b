import { dashboardViewToSearch, figureLinks, parseDashboardView } from './view-state';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const params = (query: string) => new URLSearchParams(query);

describe('the dashboard URL', () => {
  it('defaults to both regions and the last 30 days, kept out of the URL', () => {
    const view = parseDashboardView(params(''), NOW);
    expect(view).toEqual({ region: 'all', preset: 30, from: '2026-10-25', to: '2026-11-23' });
    expect(dashboardViewToSearch(view)).toBe('');
  });

  it('reads and writes a region and a preset', () => {
    const view = parseDashboardView(params('region=us&days=7'), NOW);
    expect(view).toEqual({ region: 'us', preset: 7, from: '2026-11-17', to: '2026-11-23' });
    expect(dashboardViewToSearch(view)).toBe('?region=us&days=7');
  });

  it('reads a custom range and ignores a broken one', () => {
    expect(parseDashboardView(params('from=2026-01-01&to=2026-01-31&days=7'), NOW)).toEqual({ region: 'all', preset: 'custom', from: '2026-01-01', to: '2026-01-31' });
    expect(dashboardViewToSearch(parseDashboardView(params('region=gb&from=2026-01-01&to=2026-01-31'), NOW))).toBe('?region=gb&from=2026-01-01&to=2026-01-31');
    for (const broken of ['from=2026-02-01&to=2026-01-01', 'from=2026-02-30&to=2026-03-01', 'from=2020-01-01&to=2026-01-01', 'from=2026-01-01', 'region=fr&days=12']) {
      const view = parseDashboardView(params(broken), NOW);
      expect([broken, view.preset]).toEqual([broken, 30]);
    }
  });

  it('links each figure to its filtered list', () => {
    const links = figureLinks({ region: 'gb', from: '2026-11-17', to: '2026-11-23' });
    expect(links.ordersWithStatus('awaiting')).toBe('/orders?status=awaiting&region=gb');
    expect(links.ordersInPeriod).toBe('/orders?from=2026-11-17&to=2026-11-23&region=gb');
    expect(links.ordersKeptInPeriod).toBe('/orders?from=2026-11-17&to=2026-11-23&status=not_cancelled&region=gb');
    expect(links.contentReview('overdue')).toBe('/content?review_due=overdue&sort=next_review_due&order=asc&region=gb');
    expect(links.contentReview('soon')).toBe('/content?review_due=soon&sort=next_review_due&order=asc&region=gb');
    expect(links.downRatingsToReview).toBe('/conversation-feedbacks?rating=down&status=new&region=gb');
    // First-time buyers and new subscribers of the period, not every customer and subscriber.
    expect(links.customers).toBe('/customers?from=2026-11-17&to=2026-11-23&region=gb');
    expect(links.subscribers).toBe('/subscribers?from=2026-11-17&to=2026-11-23&region=gb');
    expect(figureLinks({ region: 'all', from: '2026-11-17', to: '2026-11-23' }).newFeedback).toBe('/feedbacks?status=new');
  });
});
