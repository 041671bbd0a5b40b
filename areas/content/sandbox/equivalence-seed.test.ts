/** @jest-environment node */
// The equivalence report over real HTTP on the demo seed: exactly the seeded items under each problem, a
// 422 for an unknown problem or filter, and the two fixes an editor makes from the report — saving a record
// whose link is one-way links it both ways, and marking an item regional only takes it off "missing".
import { equivalenceAnswerSchema, type EquivalenceAnswer } from '@/areas/content/equivalence';
import { testSandbox } from '@/sandbox/test-harness';

type Report = EquivalenceAnswer['data'];
type Row = Record<string, unknown> & { id: number; title: string; region: string };

const { call, data } = testSandbox({ signedInAs: 'editor@example.com' });

const report = (query = '') => data<Report>('GET', `/v1/content/equivalence?limit=100${query}`);
const listed = async (problem: string) =>
  (await report(`&problem=${problem}`)).records.map((row) => `${row.item.region} ${row.item.title} → ${row.equivalent ? `${row.equivalent.region} ${row.equivalent.title}` : '—'}`).sort();

const find = async (title: string, region: string) =>
  (await data<{ records: Row[] }>('GET', `/v1/content?search=${encodeURIComponent(title)}&region=${region}`)).records.find((r) => r.title === title)!;

/** What the form sends back for a stored record. */
function body(record: Row, changes: Record<string, unknown> = {}) {
  const { id: _id, created_at: _c, updated_at: _u, status_history: _h, category_name: _n, medical_reviewer_name: _m, equivalent_title: _e, is_review_overdue: _o, review_flag: _f, ...fields } = record;
  return { ...fields, ...changes };
}

describe('the equivalence report on the demo seed', () => {
  it('lists exactly the seeded items of each problem, and counts them', async () => {
    expect(await listed('missing')).toEqual(['gb Vitamin D in winter → —', 'us Sleeping better → —']);
    expect(await listed('one_way')).toEqual(['gb Migraine → us Migraine', 'us Insomnia → gb Sleep problems']);
    expect(await listed('kind_mismatch')).toEqual(['gb Acid reflux → us Heartburn relief']);
    expect(await listed('status_mismatch')).toEqual(['gb Allergy treatments → us Allergy relief options', 'gb Headache → us Headache']);
    expect(await listed('drift')).toEqual(['gb Eczema → us Eczema']);
    expect(await listed('review_mismatch')).toEqual(['gb Hay fever → us Seasonal allergies', 'us Headache → gb Headache']);
    expect(await listed('regional')).toEqual(['gb NHS prescription charges → —', 'us Understanding your deductible → —']);
    const all = await report();
    expect(equivalenceAnswerSchema.safeParse({ data: all }).success).toBe(true);
    expect(all.counts).toEqual({ missing: 2, one_way: 2, kind_mismatch: 1, status_mismatch: 2, drift: 1, review_mismatch: 2, regional: 2 });
    expect(all.total).toBe(10);
  });

  it('answers 422 naming an unknown problem, filter value or parameter', async () => {
    for (const [query, field] of [['problem=broken', 'problem'], ['kind=2', 'kind'], ['region=fr', 'region'], ['status=live', 'status'], ['sort=kind', 'sort'], ['colour=red', '']] as const) {
      const answer = await call('GET', `/v1/content/equivalence?${query}`);
      expect(answer.status).toBe(422);
      if (field) expect(Object.keys(JSON.parse(answer.text).errors)).toContain(field);
    }
  });

  it('links a one-way pair both ways when the naming record is saved unchanged', async () => {
    const migraine = await find('Migraine', 'gb');
    await data('PUT', `/v1/content/${migraine.id}`, body(migraine));
    expect((await find('Migraine', 'us')).gb_equivalent_id).toBe(migraine.id);
    expect(await listed('one_way')).toEqual(['us Insomnia → gb Sleep problems']);
  });

  it('takes an item marked regional only off "missing"; a reason is required and an equivalent refused', async () => {
    const vitamin = await find('Vitamin D in winter', 'gb');
    const noReason = await call('PUT', `/v1/content/${vitamin.id}`, body(vitamin, { regional_only: true }));
    expect(noReason.status).toBe(422);
    expect(JSON.parse(noReason.text).errors.regional_reason).toBe('Say why this has no equivalent');
    const hay = await find('Hay fever', 'gb');
    const linked = await call('PUT', `/v1/content/${hay.id}`, body(hay, { regional_only: true, regional_reason: 'UK pollen' }));
    expect(JSON.parse(linked.text).errors.regional_only).toMatch(/remove the equivalent/);
    await data('PUT', `/v1/content/${vitamin.id}`, body(vitamin, { regional_only: true, regional_reason: 'NHS advice for UK winters' }));
    expect(await listed('missing')).toEqual(['us Sleeping better → —']);
    const regional = await report('&problem=regional&region=gb');
    expect(regional.records.map((row) => [row.item.title, row.detail])).toEqual([
      ['NHS prescription charges', 'NHS charges apply in England only; the US storefront has no such scheme.'],
      ['Vitamin D in winter', 'NHS advice for UK winters'],
    ]);
  });
});
