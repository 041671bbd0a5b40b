/** @jest-environment node */
// The sandbox's two-way equivalent links as a save meets pairs that already exist: a save that leaves the
// equivalent as it was re-points nothing, taking an equivalent that is linked to another record needs the
// request to say so (`take_equivalent: true`), and every record a link change writes says so in its history.
import type { HistoryEntry } from '@/lib/contract/history-types';
import type { PagedList } from '@/lib/contract/rest';
import { testSandbox } from '@/sandbox/test-harness';

type Row = Record<string, unknown> & { id: number; title: string; region: string; version: number };

const { call, data } = testSandbox({ signedInAs: 'editor@example.com', lifetime: 'test' });

const find = async (title: string, region: string) =>
  (await data<PagedList<Row>>('GET', `/v1/content?search=${encodeURIComponent(title)}&region=${region}`)).records.find((r) => r.title === title)!;

const get = (id: number) => data<Row>('GET', `/v1/content/${id}`);

/** What the form sends for a stored record: its fields, the changes typed over them. */
function body(record: Row, changes: Record<string, unknown> = {}) {
  const { id: _id, created_at: _c, updated_at: _u, status_history: _h, version: _v, updated_by: _b, ...fields } = record;
  return { ...fields, ...changes };
}

const condition = (title: string, region: string) => ({
  kind: 0,
  title,
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  region,
  blocks: [{ type: 'markdown', body: 'Some text.' }],
});

const history = async (id: number) => (await data<PagedList<HistoryEntry>>('GET', `/v1/content/${id}/history`)).records;

describe('equivalent links meeting existing pairs', () => {
  it('a PUT that leaves the equivalent unchanged re-points nothing, even when the partner names another record', async () => {
    // Seeded: gb Sleep problems ↔ us Trouble sleeping, and us Insomnia naming Sleep problems one way.
    const sleep = await find('Sleep problems', 'gb');
    const trouble = await find('Trouble sleeping', 'us');
    const insomnia = await find('Insomnia', 'us');
    expect(insomnia.gb_equivalent_id).toBe(sleep.id);

    const team = await data<PagedList<Row & { is_medical_reviewer: boolean }>>('GET', '/v1/team-members?limit=50');
    const reviewer = team.records.find((member) => member.is_medical_reviewer)!;
    const saved = await call('PUT', `/v1/content/${insomnia.id}`, body(insomnia, { medical_reviewer_id: reviewer.id, last_reviewed_at: '2026-01-01', next_review_due: '2027-01-01' }));
    expect(saved.status).toBe(200);

    expect((await get(sleep.id)).us_equivalent_id).toBe(trouble.id);
    expect((await get(trouble.id)).gb_equivalent_id).toBe(sleep.id);
    expect((await get(insomnia.id)).gb_equivalent_id).toBe(sleep.id);
    // Only the saved record was written.
    expect(await history(sleep.id)).toEqual([]);
    expect(await history(trouble.id)).toEqual([]);
  });

  it('a save that leaves a link as it was writes neither partner', async () => {
    const gb = await data<Row>('POST', '/v1/content', condition('Restless legs', 'gb'));
    const us = await data<Row>('POST', '/v1/content', { ...condition('Restless legs syndrome', 'us'), gb_equivalent_id: gb.id });
    const before = await get(gb.id);
    expect(before.us_equivalent_id).toBe(us.id);
    await data('PUT', `/v1/content/${us.id}`, body(await get(us.id), { summary: 'Changed only the summary.' }));
    expect((await get(gb.id)).version).toBe(before.version);
  });

  it('taking a linked equivalent needs the explicit choice, and each record it changes says so in its history', async () => {
    const gb = await data<Row>('POST', '/v1/content', condition('Night sweats', 'gb'));
    const paired = await data<Row>('POST', '/v1/content', { ...condition('Night sweats', 'us'), gb_equivalent_id: gb.id });
    expect((await get(gb.id)).us_equivalent_id).toBe(paired.id);

    // A new record naming it: refused with a sentence naming the current pair, and nothing is created.
    const refused = await call('POST', '/v1/content', { ...condition('Sweating at night', 'us'), gb_equivalent_id: gb.id });
    expect(refused.status).toBe(409);
    const answer = JSON.parse(refused.text) as { message: string; errors: Record<string, string> };
    expect(answer.message).toMatch(/“Night sweats” \(gb\) is already the equivalent of “Night sweats” \(us\)/);
    expect(answer.errors.gb_equivalent_id).toBe(answer.message);
    expect((await data<PagedList<Row>>('GET', `/v1/content?search=${encodeURIComponent('Sweating at night')}`)).total).toBe(0);

    // An existing record's save is refused the same way, and leaves both records as they were.
    const other = await data<Row>('POST', '/v1/content', condition('Hot flushes', 'us'));
    const refusedSave = await call('PUT', `/v1/content/${other.id}`, body(other, { gb_equivalent_id: gb.id }));
    expect(refusedSave.status).toBe(409);
    expect((await get(other.id)).gb_equivalent_id).toBeNull();
    expect((await get(gb.id)).us_equivalent_id).toBe(paired.id);

    // Said explicitly, it is taken: the pair becomes the new one and the former partner lets go.
    const taken = await data<Row>('PUT', `/v1/content/${other.id}`, body(other, { gb_equivalent_id: gb.id, take_equivalent: true }));
    expect(taken.gb_equivalent_id).toBe(gb.id);
    expect(taken).not.toHaveProperty('take_equivalent');
    expect((await get(gb.id)).us_equivalent_id).toBe(other.id);
    expect((await get(paired.id)).gb_equivalent_id).toBeNull();

    // The history of each side, and of the one that lost its link, has the change.
    const [gbEntry] = await history(gb.id);
    expect(gbEntry).toMatchObject({ action: 'updated', changes: [{ field: 'us_equivalent_id', from: paired.id, to: other.id }] });
    const [lostEntry] = await history(paired.id);
    expect(lostEntry).toMatchObject({ action: 'updated', changes: [{ field: 'gb_equivalent_id', from: gb.id, to: null }] });
    const [takerEntry] = await history(other.id);
    expect(takerEntry.changes).toEqual([{ field: 'gb_equivalent_id', from: null, to: gb.id }]);
  });

  it('lists each record with the title of the equivalent it names, for a picker to say it is taken', async () => {
    const sleep = await find('Sleep problems', 'gb');
    expect(sleep.equivalent_title).toBe('Trouble sleeping');
    expect((await get(sleep.id)).equivalent_title).toBe('Trouble sleeping');
    expect((await find('NHS prescription charges', 'gb')).equivalent_title).toBeNull();
  });

  it('re-picking the equivalent a one-way link names takes it only when said explicitly', async () => {
    const sleep = await find('Sleep problems', 'gb');
    const trouble = await find('Trouble sleeping', 'us');
    const insomnia = await find('Insomnia', 'us');
    await data('PUT', `/v1/content/${insomnia.id}`, body(insomnia, { take_equivalent: true }));
    expect((await get(sleep.id)).us_equivalent_id).toBe(insomnia.id);
    expect((await get(trouble.id)).gb_equivalent_id).toBeNull();
  });

  it('clearing or replacing a link lets go of the old partner only when it named this record back', async () => {
    // us Insomnia names gb Sleep problems one way; clearing it leaves Sleep problems ↔ Trouble sleeping alone.
    const sleep = await find('Sleep problems', 'gb');
    const trouble = await find('Trouble sleeping', 'us');
    const insomnia = await find('Insomnia', 'us');
    await data('PUT', `/v1/content/${insomnia.id}`, body(insomnia, { gb_equivalent_id: null }));
    expect((await get(sleep.id)).us_equivalent_id).toBe(trouble.id);
    expect((await get(trouble.id)).gb_equivalent_id).toBe(sleep.id);
  });
});
