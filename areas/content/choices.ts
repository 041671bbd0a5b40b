// Content's kinds and statuses as the API numbers and names them and as people read them: plain data,
// so a screen can offer them as choices without loading the content schema (definition.ts re-exports them).
import type { OptionChoice } from '@/lib/resources/types';

/** The API's numbers for the kinds (docs/business-rules.md#content); people read the names. */
export const CONTENT_KINDS = { condition: 0, treatment: 1, article: 3, symptom: 4 } as const;
export type ContentKind = (typeof CONTENT_KINDS)[keyof typeof CONTENT_KINDS];

export const CONTENT_KIND_CHOICES: readonly OptionChoice[] = [
  { value: '0', label: 'Condition' },
  { value: '1', label: 'Treatment' },
  { value: '3', label: 'Article' },
  { value: '4', label: 'Symptom' },
];

/** A kind's name as people read it ("Kind 7" for a number the console does not know). */
export function contentKindLabel(kind: unknown): string {
  return CONTENT_KIND_CHOICES.find((choice) => choice.value === String(kind))?.label ?? `Kind ${String(kind)}`;
}

/** Kinds that need a medical reviewer and a next review date to be published. */
export const MEDICAL_KINDS: readonly ContentKind[] = [0, 1, 4];

export const CONTENT_STATUSES = ['draft', 'in_review', 'published', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_STATUS_CHOICES: readonly OptionChoice[] = [
  { value: 'draft', label: 'Draft', colour: 'gray' },
  { value: 'in_review', label: 'In review', colour: 'orange' },
  { value: 'published', label: 'Published', colour: 'green' },
  { value: 'archived', label: 'Archived', colour: 'purple' },
];

