// Content rules without a database: the schema (summary, references, review dates, equivalents), the
// block shapes, the status graph, what publishing needs, the check's classification and the two-way links.
import { blocksSchema, blockReferences } from './block-schema';
import { contentResource, contentSchema } from './definition';
import { checkContent, equivalentWrites, publishRequirements, type LinkedRecord } from './rules';
import { checkStepBody, stepsFrom } from '@/lib/resources/workflow';

const valid = { kind: '0', title: 'Hay fever', slug: 'hay-fever', region: 'gb' };
const errorsOf = (input: unknown) => {
  const parsed = contentSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('content schema', () => {
  it('accepts a minimal condition, kind as the form sends it, and starts as a draft', () => {
    const content = contentSchema.parse(valid);
    expect(content.kind).toBe(0);
    expect(content.status).toBe('draft');
    expect(content.blocks).toEqual([]);
  });

  it('refuses an unknown kind, a long summary, http references and a next review before the last', () => {
    expect(errorsOf({ ...valid, kind: 2 }).kind).toBe('Pick a kind');
    expect(errorsOf({ ...valid, summary: 'x'.repeat(301) }).summary).toMatch(/at most 300/);
    expect(errorsOf({ ...valid, references: [{ title: 'NHS', url: 'http://www.nhs.uk' }] })['references.0.url']).toMatch(/https/);
    expect(errorsOf({ ...valid, references: [{ title: 'NHS', url: 'javascript:alert(1)' }] })['references.0.url']).toMatch(/https/);
    expect(errorsOf({ ...valid, last_reviewed_at: '2026-05-01', next_review_due: '2026-04-01' }).next_review_due).toMatch(/after the last review/);
    expect(errorsOf({ ...valid, recommended_products: Array.from({ length: 13 }, (_, i) => i + 1) }).recommended_products).toMatch(/At most 12/);
  });

  it('keeps only the other region’s equivalent', () => {
    const content = contentSchema.parse({ ...valid, gb_equivalent_id: 5, us_equivalent_id: 7 });
    expect(content.gb_equivalent_id).toBeNull();
    expect(content.us_equivalent_id).toBe(7);
  });

  it('marks content regional only with a reason, never beside an equivalent; the reason goes with the mark', () => {
    expect(contentSchema.parse({ ...valid, regional_only: true, regional_reason: ' NHS only ' })).toMatchObject({ regional_only: true, regional_reason: 'NHS only' });
    expect(errorsOf({ ...valid, regional_only: true }).regional_reason).toBe('Say why this has no equivalent');
    expect(errorsOf({ ...valid, regional_only: true, regional_reason: 'x'.repeat(301) }).regional_reason).toMatch(/at most 300/);
    expect(errorsOf({ ...valid, regional_only: true, regional_reason: 'NHS only', us_equivalent_id: 7 }).regional_only).toMatch(/remove the equivalent/);
    // The gb record's own-region field is dropped, so a stale gb_equivalent_id does not count as an equivalent.
    expect(contentSchema.safeParse({ ...valid, regional_only: true, regional_reason: 'NHS only', gb_equivalent_id: 7 }).success).toBe(true);
    expect(contentSchema.parse({ ...valid, regional_reason: 'left over' }).regional_reason).toBeNull();
  });

  it('SEO lengths are soft: a long meta title is saved', () => {
    expect(contentSchema.safeParse({ ...valid, meta_title: 'x'.repeat(90) }).success).toBe(true);
  });
});

describe('content blocks', () => {
  it('numbers positions from the order and checks each type', () => {
    const blocks = blocksSchema.parse([{ type: 'markdown', body: 'One' }, { type: 'video', video: 3 }]);
    expect(blocks.map((b) => b.position)).toEqual([0, 1]);
    const bad = blocksSchema.safeParse([
      { type: 'single_image', file: 4, alt: ' ' },
      { type: 'multiple_images', files: [1], layout: 'grid' },
      { type: 'multiple_products', items: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
      { type: 'markdown', body: '' },
    ]);
    expect(bad.success).toBe(false);
    const paths = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(paths).toMatchObject({ '0.alt': 'Alt text is required', '1.files': 'Pick at least 2 images', '2.items': 'At most 8 products', '3.body': 'Text is required' });
  });

  it('lists what each block points at', () => {
    expect(
      blockReferences([
        { type: 'single_image', file: 1 },
        { type: 'single_product', item_type: 1, item: 9 },
        { type: 'multiple_products', items: [4, 5] },
      ]),
    ).toEqual([
      { path: 'blocks.0.file', resource: 'files', id: 1 },
      { path: 'blocks.1.item', resource: 'bundles', id: 9 },
      { path: 'blocks.2.items.0', resource: 'products', id: 4 },
      { path: 'blocks.2.items.1', resource: 'products', id: 5 },
    ]);
  });
});

describe('content status graph', () => {
  const workflow = contentResource.workflow!;
  const rules = { singular: 'Content', fields: contentResource.fields, workflow };
  const next = (status: string) => stepsFrom(workflow, status).map((s) => s.to);

  it('goes draft → in review → published → archived, and back to draft from each', () => {
    expect(next('draft')).toEqual(['in_review']);
    expect(next('in_review')).toEqual(['published', 'draft']);
    expect(next('published')).toEqual(['archived', 'draft']);
    expect(next('archived')).toEqual(['draft']);
  });

  it('refuses draft → published and a stale from with 409', () => {
    expect(checkStepBody(rules, 'draft', { from: 'draft', to: 'published' })).toMatchObject({ ok: false, status: 409 });
    expect(checkStepBody(rules, 'published', { from: 'in_review', to: 'published' })).toMatchObject({ ok: false, status: 409 });
  });

  it('publishing a condition, treatment or symptom needs a reviewer and a next review date; an article does not', () => {
    expect(publishRequirements({ kind: 0 })).toEqual({
      medical_reviewer_id: 'A medical reviewer is required to publish',
      next_review_due: 'A next review date is required to publish',
    });
    expect(publishRequirements({ kind: 4, medical_reviewer_id: 3, next_review_due: '2027-01-01' })).toEqual({});
    expect(publishRequirements({ kind: 3 })).toEqual({});
  });
});

describe('the broken-reference check', () => {
  const records: Record<string, LinkedRecord[]> = {
    products: [
      { id: 10, label: 'Cetirizine', region: 'gb', status: 'published' },
      { id: 11, label: 'Loratadine', region: 'us', status: 'published' },
      { id: 12, label: 'Draft tablets', region: 'gb', status: 'draft' },
    ],
    content: [{ id: 20, label: 'Seasonal allergies', region: 'us', status: 'draft', kind: 0 }],
    files: [{ id: 30, label: 'hero.jpg' }],
  };
  const lookup = (resource: string, id: number) => records[resource]?.find((r) => r.id === id);

  it('errors on deleted and other-region records, warns on unpublished ones and a missing equivalent', () => {
    const result = checkContent(
      {
        id: 1,
        region: 'gb',
        hero_image: 31,
        blocks: [{ type: 'single_product', item_type: 0, item: 99 }, { type: 'single_image', file: 30, alt: 'x' }],
        recommended_products: [10, 11, 12],
        us_equivalent_id: null,
      },
      lookup,
    );
    expect(result.errors.map((e) => e.path)).toEqual(['blocks.0.item', 'hero_image', 'recommended_products.1']);
    expect(result.errors[0].message).toBe('Block 1: the product #99 no longer exists');
    expect(result.warnings.map((w) => w.path)).toEqual(['recommended_products.2', 'us_equivalent_id']);
  });

  it('warns when the equivalent is not published, and errors when it is gone', () => {
    expect(checkContent({ id: 1, region: 'gb', us_equivalent_id: 20 }, lookup).warnings.map((w) => w.message)).toEqual(['us equivalent: “Seasonal allergies” is not published']);
    expect(checkContent({ id: 1, region: 'gb', us_equivalent_id: 21 }, lookup).errors).toHaveLength(1);
  });

  it('does not warn of a missing equivalent on content regional only', () => {
    expect(checkContent({ id: 1, region: 'gb', us_equivalent_id: null }, lookup).warnings.map((w) => w.message)).toEqual(['No equivalent in us']);
    expect(checkContent({ id: 1, region: 'gb', us_equivalent_id: null, regional_only: true }, lookup).warnings).toEqual([]);
  });

  it('warns when a medical record\'s next review date has passed, in UTC days, and not for an article', () => {
    const now = Date.parse('2026-03-10T23:30:00Z');
    const warnings = (kind: number, next_review_due: string | null) =>
      checkContent({ id: 1, region: 'gb', regional_only: true, kind, next_review_due }, lookup, now).warnings;
    expect(warnings(0, '2026-03-09')).toEqual([
      { level: 'warning', section: 'general_info', path: 'next_review_due', message: 'The next review date (2026-03-09) has passed' },
    ]);
    expect(warnings(1, '2025-12-01').map((w) => w.message)).toEqual(['The next review date (2025-12-01) has passed']);
    expect(warnings(4, '2026-03-09')).toHaveLength(1);
    // Due today is not yet past; an article has no review date to keep; a missing date is refused elsewhere.
    expect(warnings(0, '2026-03-10')).toEqual([]);
    expect(warnings(3, '2026-03-09')).toEqual([]);
    expect(warnings(0, null)).toEqual([]);
  });
});

describe('two-way equivalents', () => {
  const none = () => null;
  /** A partner lookup from a plain map of id → the id it names. */
  const links = (map: Record<number, number>) => (id: number) => map[id] ?? null;
  it('links the new partner back', () => {
    expect(equivalentWrites({ id: 1, region: 'gb' }, null, 2, none)).toEqual({ writes: [{ id: 2, field: 'gb_equivalent_id', value: 1 }] });
  });
  it('clears the old partner when replaced or cleared, when it named this record back', () => {
    expect(equivalentWrites({ id: 1, region: 'gb' }, 2, 3, links({ 2: 1 }))).toEqual({
      writes: [
        { id: 2, field: 'gb_equivalent_id', value: null },
        { id: 3, field: 'gb_equivalent_id', value: 1 },
      ],
    });
    expect(equivalentWrites({ id: 1, region: 'gb' }, 2, null, links({ 2: 1 }))).toEqual({ writes: [{ id: 2, field: 'gb_equivalent_id', value: null }] });
    // A one-way link let go of: the old partner's own pair stays.
    expect(equivalentWrites({ id: 1, region: 'gb' }, 2, null, links({ 2: 7, 7: 2 }))).toEqual({ writes: [] });
  });
  it('takes a partner linked to another record only when asked, and that record lets go', () => {
    expect(equivalentWrites({ id: 5, region: 'us' }, null, 1, links({ 1: 9, 9: 1 }))).toEqual({ takenFrom: 9 });
    expect(equivalentWrites({ id: 5, region: 'us' }, null, 1, links({ 1: 9, 9: 1 }), true)).toEqual({
      writes: [
        { id: 9, field: 'gb_equivalent_id', value: null },
        { id: 1, field: 'us_equivalent_id', value: 5 },
      ],
    });
    // The partner named another one way: nothing of that other record's changes.
    expect(equivalentWrites({ id: 5, region: 'us' }, null, 1, links({ 1: 9, 9: 4 }), true)).toEqual({ writes: [{ id: 1, field: 'us_equivalent_id', value: 5 }] });
  });
  it('changes nothing when the link is unchanged and points back', () => {
    expect(equivalentWrites({ id: 1, region: 'gb' }, 2, 2, () => 1)).toEqual({ writes: [] });
    expect(equivalentWrites({ id: 1, region: 'gb' }, null, null, none)).toEqual({ writes: [] });
  });
  it('completes a one-way link saved unchanged only when the partner names nothing', () => {
    expect(equivalentWrites({ id: 1, region: 'gb' }, 2, 2, none)).toEqual({ writes: [{ id: 2, field: 'gb_equivalent_id', value: 1 }] });
    // The partner names another gb record: an unchanged field re-points nothing, and is no refusal either.
    expect(equivalentWrites({ id: 1, region: 'gb' }, 2, 2, links({ 2: 7, 7: 2 }))).toEqual({ writes: [] });
    // Chosen again on purpose, it is taken.
    expect(equivalentWrites({ id: 1, region: 'gb' }, 2, 2, links({ 2: 7, 7: 2 }), true)).toEqual({
      writes: [
        { id: 7, field: 'us_equivalent_id', value: null },
        { id: 2, field: 'gb_equivalent_id', value: 1 },
      ],
    });
  });
});

describe('region words in the content form', () => {
  it('names the regions as labels in upper case: “US equivalent content”, never “us equivalent content”', () => {
    const labels = contentResource.fields.filter((field) => /equivalent/.test(field.name)).map((field) => field.label);
    expect(labels).toEqual(['GB equivalent content', 'GB equivalent', 'US equivalent content', 'US equivalent']);
  });
});
