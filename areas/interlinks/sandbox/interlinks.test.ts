/** @jest-environment node */
// The sandbox AI host's interlink calls over real HTTP: deterministic suggestions from sandbox data
// (same-region names first, one other-region and one invented anchor on purpose), pending ones replaced
// per suggest call, the list's filters, status changes, rejected anchors not offered again, and the 4xx.
import { findAnchor } from '@/areas/interlinks/anchors';
import { suggestAnswerSchema, type Suggestion } from '@/areas/interlinks/contract';
import { testSandbox } from '@/sandbox/test-harness';

const { call, data } = testSandbox({ signedInAs: 'editor@example.com' });

async function bundleNamed(name: string) {
  const page = await data<{ records: { id: number; description: string; region: string }[] }>('GET', `/v1/bundles?search=${encodeURIComponent(name)}`);
  return page.records[0];
}

describe('POST /ai/v1/interlinks/suggest', () => {
  it('suggests same-region records named in the text, best first, plus the deliberate bad ones', async () => {
    const bundle = await bundleNamed('Winter Wellness');
    const answer = suggestAnswerSchema.parse(JSON.parse((await call('POST', '/ai/v1/interlinks/suggest', { source_type: 'bundle', source_id: bundle.id })).text));
    const records = answer.data.records;
    expect(records.map((r) => r.anchor_text)).toEqual(['Paracetamol 500mg Tablets', 'Headache Kit', 'loratadine', 'Vitamin D3', 'vitamin C', 'zinc', 'Hay Fever Helpers']);
    expect(records.map((r) => r.score)).toEqual([...records.map((r) => r.score)].sort((a, b) => b - a));
    expect(records.every((r) => r.status === 'pending' && r.source_id === bundle.id)).toBe(true);
    // The link already in the text is never suggested again.
    expect(records.some((r) => r.anchor_text.toLowerCase() === 'ibuprofen')).toBe(false);
    const loratadine = records.find((r) => r.anchor_text === 'loratadine')!;
    expect((await data<{ region: string }>('GET', `/v1/products/${loratadine.target_id}`)).region).toBe('us');
    const invented = records.at(-1)!;
    expect(findAnchor(bundle.description, invented.anchor_text)).toBeNull();
    expect(records.find((r) => r.anchor_text === 'Headache Kit')?.context).toBe('Pair it with the Headache Kit when colds bring headaches.');
  });

  it('replaces pending suggestions, keeps decided ones, and does not offer a rejected anchor again', async () => {
    const bundle = await bundleNamed('Winter Wellness');
    const suggest = async () => (await data<{ records: Suggestion[] }>('POST', '/ai/v1/interlinks/suggest', { source_type: 'bundle', source_id: bundle.id })).records;
    const first = await suggest();
    const zinc = first.find((r) => r.anchor_text === 'zinc')!;
    expect((await data<Suggestion>('PUT', `/ai/v1/interlinks/${zinc.id}`, { status: 'rejected' })).status).toBe('rejected');
    const second = await suggest();
    expect(second.some((r) => r.anchor_text === 'zinc')).toBe(false);
    expect(second).toHaveLength(first.length - 1);
    const all = await data<{ records: Suggestion[]; total: number }>('GET', `/ai/v1/interlinks?source_type=bundle&source_id=${bundle.id}&limit=100`);
    expect(all.total).toBe(second.length + 1);
    const rejected = await data<{ records: Suggestion[] }>('GET', `/ai/v1/interlinks?source_type=bundle&source_id=${bundle.id}&status=rejected`);
    expect(rejected.records.map((r) => r.id)).toEqual([zinc.id]);
    const bundles = await data<{ records: Suggestion[] }>('GET', `/ai/v1/interlinks?source_type=bundle&source_id=${bundle.id}&target_type=bundle`);
    expect(bundles.records.every((r) => r.target_type === 'bundle')).toBe(true);
    // An undo puts it back to pending.
    expect((await data<Suggestion>('PUT', `/ai/v1/interlinks/${zinc.id}`, { status: 'pending' })).status).toBe('pending');
  });

  it('answers 404 for an unknown source and 422 for a bad body or query', async () => {
    expect((await call('POST', '/ai/v1/interlinks/suggest', { source_type: 'product', source_id: 999999 })).status).toBe(404);
    const bad = await call('POST', '/ai/v1/interlinks/suggest', { source_type: 'page', source_id: 1 });
    expect(bad.status).toBe(422);
    expect(JSON.parse(bad.text).errors.source_type).toBeDefined();
    expect((await call('GET', '/ai/v1/interlinks?source_type=bundle')).status).toBe(422);
    expect((await call('PUT', '/ai/v1/interlinks/1', { status: 'maybe' })).status).toBe(404);
    const anyId = (await data<{ records: Suggestion[] }>('GET', `/ai/v1/interlinks?source_type=bundle&source_id=${(await bundleNamed('Winter Wellness')).id}`)).records[0].id;
    expect((await call('PUT', `/ai/v1/interlinks/${anyId}`, { status: 'maybe' })).status).toBe(422);
  });
});
