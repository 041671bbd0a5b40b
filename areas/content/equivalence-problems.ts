// The equivalence report's problems as plain data (special-calls.md#content-equivalence): their order,
// names, hints and thresholds, which the report screen draws without loading the contract's schemas
// (equivalence.ts re-exports all of it).
import type { OptionChoice } from '@/lib/resources/types';

/** One side changed more than this many days after the other was last changed: drift. */
export const DRIFT_DAYS = 30;
/** Next review dates of a pair more than this many days apart: a review mismatch. */
export const REVIEW_GAP_DAYS = 90;

/** The problems, in the order the report counts and sorts them. */
export const EQUIVALENCE_PROBLEMS = ['missing', 'one_way', 'kind_mismatch', 'status_mismatch', 'drift', 'review_mismatch'] as const;
export type EquivalenceProblem = (typeof EQUIVALENCE_PROBLEMS)[number];

/** What the report can list: the problems, and the items marked regional only (no equivalent on purpose, not a problem). */
export const EQUIVALENCE_KINDS_OF_ROW = [...EQUIVALENCE_PROBLEMS, 'regional'] as const;
export type EquivalenceRowKind = (typeof EQUIVALENCE_KINDS_OF_ROW)[number];

export const EQUIVALENCE_PROBLEM_LABELS: Readonly<Record<EquivalenceRowKind, string>> = {
  missing: 'Missing',
  one_way: 'One-way link',
  kind_mismatch: 'Kind mismatch',
  status_mismatch: 'Status mismatch',
  drift: 'Drift',
  review_mismatch: 'Review mismatch',
  regional: 'Regional only',
};

/** What each problem means, as the report's counts explain it. */
export const EQUIVALENCE_PROBLEM_HINTS: Readonly<Record<EquivalenceRowKind, string>> = {
  missing: 'Published in one region, no equivalent in the other',
  one_way: 'Names an equivalent that does not name it back',
  kind_mismatch: 'The pair are of different kinds',
  status_mismatch: 'One side published, the other not',
  drift: `One side changed more than ${DRIFT_DAYS} days after the other`,
  review_mismatch: `A side overdue for medical review, or next reviews more than ${REVIEW_GAP_DAYS} days apart`,
  regional: 'Marked as having no equivalent on purpose',
};

export const EQUIVALENCE_PROBLEM_CHOICES: readonly OptionChoice[] = EQUIVALENCE_KINDS_OF_ROW.map((value) => ({
  value,
  label: EQUIVALENCE_PROBLEM_LABELS[value],
}));

/** Rows per problem (and regional-only items). */
export type EquivalenceCounts = Record<EquivalenceRowKind, number>;

/** The problems among the counts: what needs work, regional-only items left out. */
export function problemTotal(counts: EquivalenceCounts): number {
  return EQUIVALENCE_PROBLEMS.reduce((sum, problem) => sum + counts[problem], 0);
}

/** The form section an item's equivalent is edited in: the section of the other region's equivalent. */
export function equivalentSectionOf(region: 'gb' | 'us'): string {
  return region === 'gb' ? 'us_equivalent_content' : 'gb_equivalent_content';
}
