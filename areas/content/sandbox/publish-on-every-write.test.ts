/** @jest-environment node */
// What published medical content requires (a medical reviewer, a next review date, a clean reference check)
// holds on every write over real HTTP, not only on the step into published: a PUT that clears the reviewer
// or the review date, and a history restore of a version from before the reviewer, are refused with the
// step's own 422; a restore is conditional like a PUT (a stale If-Match is 412, a malformed one 400).
import type { HistoryEntry } from '@/lib/contract/history-types';
import type { PagedList } from '@/lib/contract/rest';
import { testSandbox } from '@/sandbox/test-harness';

type Row = Record<string, unknown> & { id: number; status: string; version: number };

const sandbox = testSandbox({ signedInAs: 'editor@example.com' });
const { call, data } = sandbox;

/** The fields a PUT sends, from a stored record (what the form sends). */
function body(record: Row, changes: Record<string, unknown> = {}) {
  const {
    id: _id,
    version: _v,
    updated_by: _b,
    created_at: _c,
    updated_at: _u,
    status_history: _h,
    category_name: _n,
    medical_reviewer_name: _m,
    is_review_overdue: _o,
    review_flag: _f,
    ...fields
  } = record;
  return { ...fields, ...changes };
}

async function send(method: string, path: string, ifMatch?: string) {
  const token = await sandbox.tokenFor('editor@example.com');
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
  });
  return { status: response.status, etag: response.headers.get('etag'), text: await response.text() };
}

/** A published Condition made here: drafted without a reviewer, given one, sent for review and published. */
async function publishedCondition(title: string): Promise<{ record: Row; draftEntry: HistoryEntry; stepMessage: string }> {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const draft = await data<Row>('POST', '/v1/content', { kind: 0, title, slug, region: 'gb', blocks: [{ type: 'markdown', body: 'About it.' }], regional_only: true, regional_reason: 'NHS advice differs' });
  await data('POST', `/v1/content/${draft.id}/status`, { from: 'draft', to: 'in_review' });
  // The step's own refusal, whose words every other write repeats.
  const refused = await call('POST', `/v1/content/${draft.id}/status`, { from: 'in_review', to: 'published' });
  expect(refused.status).toBe(422);
  const stepMessage = (JSON.parse(refused.text) as { message: string }).message;
  const [draftEntry] = (await data<PagedList<HistoryEntry>>('GET', `/v1/content/${draft.id}/history`)).records;

  const team = await data<PagedList<Row & { is_medical_reviewer: boolean }>>('GET', '/v1/team-members?limit=50');
  const reviewer = team.records.find((member) => member.is_medical_reviewer)!;
  const inReview = await data<Row>('GET', `/v1/content/${draft.id}`);
  await data('PUT', `/v1/content/${draft.id}`, body(inReview, { medical_reviewer_id: reviewer.id, next_review_due: '2030-01-01' }));
  const record = await data<Row>('POST', `/v1/content/${draft.id}/status`, { from: 'in_review', to: 'published' });
  expect(record.status).toBe('published');
  return { record, draftEntry, stepMessage };
}

describe('published medical content on every write', () => {
  it('refuses a PUT that clears the medical reviewer, with the step’s own message', async () => {
    const { record } = await publishedCondition('Rosacea');
    const refused = await call('PUT', `/v1/content/${record.id}`, body(record, { medical_reviewer_id: null }));
    expect(refused.status).toBe(422);
    expect(JSON.parse(refused.text)).toEqual({
      message: 'Cannot publish: a medical reviewer is required',
      errors: { medical_reviewer_id: 'A medical reviewer is required to publish' },
    });
    const stored = await data<Row>('GET', `/v1/content/${record.id}`);
    expect(stored).toMatchObject({ status: 'published', medical_reviewer_id: record.medical_reviewer_id, version: record.version });
  });

  it('refuses a PUT that clears the next review date, and both at once as the step words it', async () => {
    const { record, stepMessage } = await publishedCondition('Eczema flare-ups');
    const noDate = await call('PUT', `/v1/content/${record.id}`, body(record, { next_review_due: null }));
    expect(noDate.status).toBe(422);
    expect(JSON.parse(noDate.text)).toEqual({
      message: 'Cannot publish: a next review date is required',
      errors: { next_review_due: 'A next review date is required to publish' },
    });
    const neither = await call('PUT', `/v1/content/${record.id}`, body(record, { next_review_due: null, medical_reviewer_id: null }));
    expect(neither.status).toBe(422);
    expect(JSON.parse(neither.text).message).toBe(stepMessage);
  });

  it('still saves published medical content that keeps what it requires, and a draft without a reviewer', async () => {
    const { record } = await publishedCondition('Shingles');
    const saved = await data<Row>('PUT', `/v1/content/${record.id}`, body(record, { summary: 'Reviewed again.' }));
    expect(saved).toMatchObject({ status: 'published', summary: 'Reviewed again.' });
    await data('POST', `/v1/content/${record.id}/status`, { from: 'published', to: 'draft' });
    const draft = await data<Row>('GET', `/v1/content/${record.id}`);
    expect((await data<Row>('PUT', `/v1/content/${record.id}`, body(draft, { medical_reviewer_id: null, next_review_due: null }))).medical_reviewer_id).toBeNull();
  });

  it('refuses restoring a version without a reviewer while published, with the step’s own message', async () => {
    const { record, draftEntry, stepMessage } = await publishedCondition('Impetigo');
    const refused = await send('POST', `/v1/content/${record.id}/history/${draftEntry.id}/restore`);
    expect(refused.status).toBe(422);
    expect(JSON.parse(refused.text)).toMatchObject({ message: stepMessage, errors: { medical_reviewer_id: 'A medical reviewer is required to publish' } });
    expect(await data<Row>('GET', `/v1/content/${record.id}`)).toMatchObject({ status: 'published', version: record.version });
  });

  it('makes a restore conditional: a stale If-Match is 412 with the record as GET answers it, a malformed one 400', async () => {
    const { record, draftEntry } = await publishedCondition('Cold sores');
    const history = await data<PagedList<HistoryEntry>>('GET', `/v1/content/${record.id}/history`);
    // The save that gave it a reviewer: restoring it is allowed by the rules, so only the version decides.
    const withReviewer = history.records.find((entry) => entry.action === 'updated')!;
    const path = `/v1/content/${record.id}/history/${withReviewer.id}/restore`;

    const stale = await send('POST', path, '"1"');
    expect(stale.status).toBe(412);
    expect(JSON.parse(stale.text).data).toMatchObject({ id: record.id, version: record.version, medical_reviewer_name: expect.any(String) });
    expect(stale.etag).toBe(`"${record.version}"`);
    expect((await send('POST', path, 'garbage')).status).toBe(400);
    expect((await send('POST', `/v1/content/${record.id}/history/${draftEntry.id}/restore`, 'garbage')).status).toBe(400);
    expect(await data<Row>('GET', `/v1/content/${record.id}`)).toMatchObject({ version: record.version });

    const restored = await send('POST', path, `"${record.version}"`);
    expect(restored.status).toBe(200);
    const after = JSON.parse(restored.text).data as Row;
    expect(after).toMatchObject({ status: 'published', version: record.version + 1 });
    expect(restored.etag).toBe(`"${after.version}"`);
    // No If-Match: allowed, as a PUT without one is.
    expect((await send('POST', path)).status).toBe(200);
  });
});
