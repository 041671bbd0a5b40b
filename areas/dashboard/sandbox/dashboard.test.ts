/** @jest-environment node */
// The dashboard call over real HTTP: figures that agree with the lists they sum up, each region by its own
// clock, one figure per call, and an editor's answer that holds no commerce field whatever is asked.
import { ADMIN_FIGURES, dashboardSchema, SHARED_FIGURES, type Dashboard } from '@/areas/dashboard/contract';
import { presetPeriod } from '@/areas/dashboard/period';
import { testSandbox } from '@/sandbox/test-harness';

const sandbox = testSandbox();
const tokens: Record<'admin' | 'editor', string> = { admin: '', editor: '' };

beforeAll(async () => {
  tokens.admin = await sandbox.tokenFor('admin@example.com');
  tokens.editor = await sandbox.tokenFor('editor@example.com');
});

function call(role: 'admin' | 'editor', path: string) {
  return sandbox.call('GET', path, undefined, tokens[role]);
}

async function dashboard(role: 'admin' | 'editor', path: string): Promise<Dashboard> {
  return dashboardSchema.parse(await sandbox.data('GET', path, undefined, tokens[role]));
}

async function total(path: string): Promise<number> {
  return (await sandbox.data<{ total: number }>('GET', path, undefined, tokens.admin)).total;
}

const wide = { from: '2020-01-01', to: '2020-12-31' };
const period = presetPeriod(90, 'gb');

describe('the dashboard call', () => {
  it("counts first-time buyers and new subscribers as the lists' date ranges find them", async () => {
    // 30 days back from late November stay in GMT, where gb's days are the lists' UTC days.
    const month = presetPeriod(30, 'gb');
    const answer = await dashboard('admin', `/v1/dashboard?region=gb&from=${month.from}&to=${month.to}`);
    const range = `region=gb&from=${month.from}&to=${month.to}`;
    expect(answer.figures.new_customers!.current).toBeGreaterThan(0);
    expect(answer.figures.new_customers!.current).toBe(await total(`/v1/customers?limit=1&${range}`));
    expect(answer.figures.new_subscribers!.current).toBe(await total(`/v1/subscribers?limit=1&${range}`));
    expect(await total(`/v1/customers?limit=1&${range}`)).toBeLessThan(await total('/v1/customers?limit=1&region=gb'));
    expect((await call('admin', '/v1/customers?from=yesterday')).status).toBe(422);
  });

  it('gives an admin every figure, and the fulfilment queue matches the order list', async () => {
    const answer = await dashboard('admin', `/v1/dashboard?region=gb&from=${period.from}&to=${period.to}`);
    expect(Object.keys(answer.figures).sort()).toEqual([...ADMIN_FIGURES, ...SHARED_FIGURES].sort());
    const queue = answer.figures.orders_by_status!;
    for (const status of ['awaiting', 'placed', 'processed'] as const) {
      expect(queue[status]).toBe(await total(`/v1/orders?limit=1&status=${status}&region=gb`));
    }
    expect(answer.figures.revenue!.map((r) => r.currency)).toEqual(['GBP']);
    expect(answer.figures.revenue![0].current).toBeGreaterThan(0);
    expect(answer.figures.orders!.current).toBeGreaterThan(0);
    expect(answer.previous.to < answer.period.from).toBe(true);
  });

  it('keeps currencies apart for both regions and draws one series per region with every day', async () => {
    const answer = await dashboard('admin', `/v1/dashboard?region=all&from=${period.from}&to=${period.to}`);
    expect(answer.figures.revenue!.map((r) => r.currency)).toEqual(['GBP', 'USD']);
    const series = answer.figures.revenue_by_day!;
    expect(series.map((s) => s.region)).toEqual(['gb', 'us']);
    for (const s of series) expect(s.days).toHaveLength(90);
    // The by-day revenue adds up to the period's revenue of its currency.
    for (const s of series) {
      const sum = s.days.reduce((acc, day) => acc + day.revenue, 0);
      expect(sum).toBe(answer.figures.revenue!.find((r) => r.currency === s.currency)!.current);
    }
    const top = answer.figures.top_items!;
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThanOrEqual(10);
    expect([...top].map((t) => t.units)).toEqual([...top].map((t) => t.units).sort((a, b) => b - a));
  });

  it('counts orders of all statuses and a period with none as zero, with no revenue invented', async () => {
    const answer = await dashboard('admin', `/v1/dashboard?region=us&from=${wide.from}&to=${wide.to}`);
    expect(answer.figures.orders).toEqual({ current: 0, previous: 0 });
    expect(answer.figures.revenue).toEqual([{ currency: 'USD', current: 0, previous: 0 }]);
    expect(answer.figures.average_order_value).toEqual([{ currency: 'USD', current: 0, previous: 0 }]);
  });

  it('answers one figure per call', async () => {
    const answer = await dashboard('admin', `/v1/dashboard/orders_by_status?region=us&from=${period.from}&to=${period.to}`);
    expect(Object.keys(answer.figures)).toEqual(['orders_by_status']);
    expect((await call('admin', `/v1/dashboard/nothing?from=${period.from}&to=${period.to}`)).status).toBe(404);
  });

  it('never puts a commerce field in an editor’s answer', async () => {
    const answer = await call('editor', `/v1/dashboard?region=all&from=${period.from}&to=${period.to}`);
    expect(answer.status).toBe(200);
    const figures = (JSON.parse(answer.text) as { data: Dashboard }).data.figures;
    expect(Object.keys(figures).sort()).toEqual([...SHARED_FIGURES].sort());
    for (const word of ['revenue', 'orders', 'currency', 'customers', 'subscribers', 'GBP', 'USD', 'feedback']) expect(answer.text).not.toContain(word);
    for (const figure of ADMIN_FIGURES) {
      const one = await call('editor', `/v1/dashboard/${figure}?from=${period.from}&to=${period.to}`);
      expect([figure, one.status]).toEqual([figure, 403]);
    }
    const shared = await dashboard('editor', `/v1/dashboard/conversations?region=gb&from=${period.from}&to=${period.to}`);
    expect(shared.figures.conversations!.flagged).toBe(await total('/v1/conversations?limit=1&status=flagged&region=gb'));
  });

  it('counts content work as the content list does', async () => {
    const answer = await dashboard('editor', `/v1/dashboard/content_work?region=gb&from=${period.from}&to=${period.to}`);
    const work = answer.figures.content_work!;
    expect(work.drafts).toBe(await total('/v1/content?limit=1&status=draft&region=gb'));
    expect(work.in_review).toBe(await total('/v1/content?limit=1&status=in_review&region=gb'));
    expect(work.review_overdue).toBe(await total('/v1/content?limit=1&review_due=overdue&region=gb'));
    expect(work.review_due_30).toBe(await total('/v1/content?limit=1&review_due=soon&region=gb'));
    expect(work.review_overdue + work.review_due_30).toBe(await total('/v1/content?limit=1&review_due=due&region=gb'));
    expect(work.drafts + work.review_overdue + work.review_due_30).toBeGreaterThan(0);
  });

  it('counts the equivalence report’s problems as the report does, in the item’s region', async () => {
    for (const region of ['gb', 'us', 'all'] as const) {
      const answer = await dashboard('editor', `/v1/dashboard/equivalence_problems?region=${region}&from=${period.from}&to=${period.to}`);
      const report = await total(`/v1/content/equivalence?limit=1${region === 'all' ? '' : `&region=${region}`}`);
      expect([region, answer.figures.equivalence_problems!.problems]).toEqual([region, report]);
    }
    expect((await dashboard('editor', `/v1/dashboard/equivalence_problems?region=all&from=${period.from}&to=${period.to}`)).figures.equivalence_problems!.problems).toBeGreaterThan(0);
  });

  it('counts subscribers by their consent date, in their region', async () => {
    // The people seed dates consent over the 400 days up to the orders' end, so a recent period has some.
    const gb = await dashboard('admin', `/v1/dashboard/new_subscribers?region=gb&from=${period.from}&to=${period.to}`);
    const all = await dashboard('admin', `/v1/dashboard/new_subscribers?region=all&from=${period.from}&to=${period.to}`);
    expect(gb.figures.new_subscribers!.current).toBeGreaterThan(0);
    expect(all.figures.new_subscribers!.current).toBeGreaterThan(gb.figures.new_subscribers!.current);
    expect(all.figures.new_subscribers!.current).toBeLessThanOrEqual(await total('/v1/subscribers?limit=1'));
  });

  it('refuses a bad query with a 422 naming the parameter', async () => {
    for (const [query, name] of [
      ['region=fr&from=2026-01-01&to=2026-01-31', 'region'],
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=2026-03-01&to=2026-02-01', 'to'],
      ['from=2024-01-01&to=2026-01-01', 'from'],
      ['to=2026-01-01', 'from'],
    ]) {
      const answer = await call('admin', `/v1/dashboard?${query}`);
      expect(answer.status).toBe(422);
      expect(Object.keys((JSON.parse(answer.text) as { errors: object }).errors)).toContain(name);
    }
  });
});
