// The content rules that need other records (docs/business-rules.md#content): what publishing needs,
// the broken-reference check (`GET /v1/content/{id}/check`), and the two-way equivalent links. Pure
// functions over a lookup, so the sandbox applies them and the tests read them without a database.
import { blockReferences } from './block-schema';
import { equivalentField, MEDICAL_KINDS, otherRegion, type ContentKind } from './definition';
import type { Region } from '@/lib/resources/types';

/** What the rules need to know of a record another one points at. */
export interface LinkedRecord {
  id: number;
  /** Its title or name, as people read it. */
  label: string;
  region?: string | null;
  status?: string | null;
  kind?: number | null;
  is_medical_reviewer?: boolean | null;
}

/** Finds a record of `resource` by id; undefined when there is none (deleted). */
export type RecordLookup = (resource: string, id: number) => LinkedRecord | undefined;

/** The form's sections the problems belong to (areas/content/definition.ts CONTENT_SECTIONS). */
export type CheckSection = 'general_info' | 'recommended_products' | 'related_content' | 'seo' | 'gb_equivalent_content' | 'us_equivalent_content';

export interface CheckProblem {
  /** Errors block publishing; warnings need a confirm. */
  level: 'error' | 'warning';
  section: CheckSection;
  /** Form path of the field or block that points at the record (`blocks.2.item`). */
  path: string;
  message: string;
  /** The record pointed at, when there is one to open. */
  target?: { resource: string; id: number };
}

export interface CheckResult {
  errors: CheckProblem[];
  warnings: CheckProblem[];
}

const NOUNS: Record<string, string> = {
  files: 'file',
  videos: 'video',
  products: 'product',
  bundles: 'bundle',
  content: 'content',
  'content-categories': 'category',
  'team-members': 'team member',
};

/** Records whose region must match the content's. */
const REGIONAL = new Set(['videos', 'products', 'bundles', 'content']);
/** Records that have a storefront status (a link to an unpublished one is a warning). */
const PUBLISHABLE = new Set(['videos', 'products', 'bundles', 'content']);

type ContentLike = Record<string, unknown> & { id?: number; region: Region };

function where(path: string): string {
  const block = /^blocks\.(\d+)/.exec(path);
  return block ? `Block ${Number(block[1]) + 1}` : '';
}

/**
 * The broken-reference check: every record the content points at, classified, and a medical record whose
 * next review date has passed (`now` decides "today", in UTC days as the list's Review due filter).
 */
export function checkContent(content: ContentLike, lookup: RecordLookup, now: number = Date.now()): CheckResult {
  const problems: CheckProblem[] = [];
  const ids = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);
  const refs: { path: string; resource: string; id: number; section: CheckSection; label: string }[] = [];
  for (const ref of blockReferences(Array.isArray(content.blocks) ? (content.blocks as Record<string, unknown>[]) : [])) {
    refs.push({ ...ref, section: 'general_info', label: where(ref.path) });
  }
  const one = (field: string, resource: string, section: CheckSection, label: string) => {
    if (typeof content[field] === 'number') refs.push({ path: field, resource, id: content[field] as number, section, label });
  };
  one('hero_image', 'files', 'general_info', 'Hero image');
  one('category_id', 'content-categories', 'general_info', 'Category');
  one('author_id', 'team-members', 'general_info', 'Author');
  one('medical_reviewer_id', 'team-members', 'general_info', 'Medical reviewer');
  one('og_image', 'files', 'seo', 'Social image');
  ids(content.recommended_products).forEach((id, i) =>
    refs.push({ path: `recommended_products.${i}`, resource: 'products', id, section: 'recommended_products', label: 'Recommended products' }),
  );
  ids(content.related_content).forEach((id, i) =>
    refs.push({ path: `related_content.${i}`, resource: 'content', id, section: 'related_content', label: 'Related content' }),
  );
  const partnerField = equivalentField(otherRegion(content.region));
  const partnerSection: CheckSection = `${otherRegion(content.region)}_equivalent_content`;
  one(partnerField, 'content', partnerSection, `${otherRegion(content.region)} equivalent`);

  for (const ref of refs) {
    const noun = NOUNS[ref.resource] ?? ref.resource;
    const found = lookup(ref.resource, ref.id);
    const target = { resource: ref.resource, id: ref.id };
    const isEquivalent = ref.path === partnerField;
    if (!found) {
      problems.push({ level: 'error', section: ref.section, path: ref.path, message: `${ref.label}: the ${noun} #${ref.id} no longer exists` });
      continue;
    }
    const wantedRegion = isEquivalent ? otherRegion(content.region) : content.region;
    if (REGIONAL.has(ref.resource) && found.region && found.region !== wantedRegion) {
      problems.push({ level: 'error', section: ref.section, path: ref.path, target, message: `${ref.label}: “${found.label}” is ${found.region} content, not ${wantedRegion}` });
    } else if (PUBLISHABLE.has(ref.resource) && found.status && found.status !== 'published' && found.status !== 'active') {
      problems.push({ level: 'warning', section: ref.section, path: ref.path, target, message: `${ref.label}: “${found.label}” is not published` });
    }
  }
  // Content regional on purpose (an NHS-only page) is not missing its equivalent.
  if ((content[partnerField] === null || content[partnerField] === undefined) && content.regional_only !== true) {
    problems.push({ level: 'warning', section: partnerSection, path: partnerField, message: `No equivalent in ${otherRegion(content.region)}` });
  }
  // Overdue medical advice may still be right, so publishing it is the editor's call (a warning, not an
  // error); the date is required to publish, so a missing one is publishRequirements' refusal, not this.
  const reviewDue = content.next_review_due;
  const today = new Date(now).toISOString().slice(0, 10);
  if (MEDICAL_KINDS.includes(content.kind as ContentKind) && typeof reviewDue === 'string' && reviewDue.slice(0, 10) < today) {
    problems.push({ level: 'warning', section: 'general_info', path: 'next_review_due', message: `The next review date (${reviewDue.slice(0, 10)}) has passed` });
  }
  return { errors: problems.filter((p) => p.level === 'error'), warnings: problems.filter((p) => p.level === 'warning') };
}

/** What publishing a record still lacks (field → message); empty when it may be published. */
export function publishRequirements(content: Record<string, unknown>): Record<string, string> {
  const missing: Record<string, string> = {};
  if (!MEDICAL_KINDS.includes(Number(content.kind) as ContentKind)) return missing;
  if (typeof content.medical_reviewer_id !== 'number') missing.medical_reviewer_id = 'A medical reviewer is required to publish';
  if (!content.next_review_due) missing.next_review_due = 'A next review date is required to publish';
  return missing;
}

/** Why a record cannot be (or stay) published: the 422's message and its field errors. */
export interface PublishRefusal {
  message: string;
  errors: Record<string, string>;
}

/**
 * What stops `content` being published, worded as the step into published refuses it: first what it lacks
 * (a medical reviewer, a next review date), then the errors of its reference check. Null when it may be
 * published. Every write that leaves a record published asks the same (sandbox/status-requirements.ts).
 */
export function publishRefusal(content: ContentLike, lookup: RecordLookup): PublishRefusal | null {
  const missing = publishRequirements(content);
  const count = Object.keys(missing).length;
  if (count) {
    const what = Object.values(missing).map((m) => m.replace(/ is required to publish$/, '').toLowerCase());
    return { message: `Cannot publish: ${what.join(' and ')} ${count > 1 ? 'are' : 'is'} required`, errors: missing };
  }
  const problems = checkContent(content, lookup);
  if (!problems.errors.length) return null;
  const errors = Object.fromEntries(problems.errors.map((p) => [p.path, p.message]));
  const broken = problems.errors.length;
  return { message: `Cannot publish: ${broken} broken reference${broken > 1 ? 's' : ''} (${problems.errors[0].message})`, errors };
}

/** One write the two-way equivalent link asks of another record. */
export interface EquivalentWrite {
  id: number;
  field: 'gb_equivalent_id' | 'us_equivalent_id';
  value: number | null;
}

/**
 * What a save of `record`'s equivalent (`before` → `after`) asks of other records: the writes, or the
 * record it would take the new partner from (`takenFrom`), which the save must name as its choice first.
 */
export type EquivalentPlan = { writes: EquivalentWrite[]; takenFrom?: undefined } | { writes?: undefined; takenFrom: number };

/**
 * The partner writes a change of `record`'s equivalent asks for: the new partner points back, the old
 * partner lets go. `partnerOf` reads a record's current link. A record lets go only of a link that names
 * this one (a one-way link elsewhere is someone else's pair). A new partner already linked to another
 * record is taken only when `isTaking` (the person chose to): otherwise the plan names that record, and
 * a save with the link unchanged leaves it as it is — an unchanged field never re-points anything. Only a
 * partner that names nothing is linked back without asking, since no one loses a link.
 */
export function equivalentWrites(
  record: { id: number; region: Region },
  before: number | null,
  after: number | null,
  partnerOf: (id: number) => number | null,
  isTaking = false,
): EquivalentPlan {
  const isSame = before === after;
  const backField = equivalentField(record.region);
  const ownField = equivalentField(otherRegion(record.region));
  const writes: EquivalentWrite[] = [];
  if (before !== null && !isSame && partnerOf(before) === record.id) writes.push({ id: before, field: backField, value: null });
  if (after === null) return { writes };
  const newPartnersOld = partnerOf(after);
  if (newPartnersOld === record.id) return { writes };
  if (newPartnersOld !== null) {
    if (!isTaking) return isSame ? { writes } : { takenFrom: newPartnersOld };
    if (partnerOf(newPartnersOld) === after) writes.push({ id: newPartnersOld, field: ownField, value: null });
  }
  writes.push({ id: after, field: backField, value: record.id });
  return { writes };
}
