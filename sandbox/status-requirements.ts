// What a record's status requires of it (a published Condition's medical reviewer and review date, a
// shipped order's tracking number), declared once per resource by its area (`statusRequirements` in
// areas/<area>/sandbox/index.ts) and kept on every write that could break it, not only on the step into
// that status: the step itself, a PUT, a history restore (which replays the area's PUT) and each record of
// a bulk step (one step call per record). The generic REST (sandbox/rest.ts) applies the guard to its
// creates, saves and steps; an area that serves its own calls applies the same guard (`AreaParts`), so the
// rule and its words are said once. docs/business-rules.md#what-a-status-requires-on-every-write lists them.
import type { ResourceName } from '@/areas/registry';
import type { FieldDef } from '@/lib/resources/types';
import type { CatalogueStore } from './catalogue-store';
import { ApiError } from './respond';
import type { FieldErrors, FileLookup } from './rules';

/** Why a record may not be stored in its status: the 422's message and its field errors. */
export interface StatusRefusal {
  message: string;
  errors: FieldErrors;
}

/** What a requirement may read beside the record: other records, and stored files. */
export interface StatusLookups {
  store: CatalogueStore;
  fileOf: FileLookup;
}

/** What `record`, as it would be stored, lacks for its own status; null when it holds everything its status asks. */
export type StatusRequirement = (record: Record<string, unknown>, lookups: StatusLookups) => StatusRefusal | null;

/** Refuses (422) a record about to be stored as `resource` that lacks what its status requires; a resource with no requirements passes. */
export type StatusGuard = (resource: string, record: Record<string, unknown>) => void;

/**
 * The simple kind of requirement: per status, the text fields a record in it must hold (a shipped order's
 * tracking number). Worded as a step that asks for the field words it (`Tracking number is required`), so a
 * refusal reads the same whichever write met it.
 */
export function fieldsRequiredIn(fields: readonly FieldDef[], statusField: string, table: Readonly<Record<string, readonly string[]>>): StatusRequirement {
  const labelOf = (name: string) => fields.find((field) => field.name === name)?.label ?? name;
  return (record) => {
    const required = table[String(record[statusField] ?? '')] ?? [];
    const errors: FieldErrors = {};
    for (const name of required) {
      const value = record[name];
      if (typeof value !== 'string' || value.trim() === '') errors[name] = `${labelOf(name)} is required`;
    }
    const messages = Object.values(errors);
    return messages.length ? { message: messages[0], errors } : null;
  };
}

/**
 * The one guard every write path calls, from every area's declared requirements (gathered by the caller
 * with `collect(areas, 'statusRequirements')`, so this module needs nothing of sandbox/area.ts).
 */
export function createStatusGuard(requirements: Partial<Record<ResourceName, StatusRequirement>>, lookups: StatusLookups): StatusGuard {
  return (resource, record) => {
    const refusal = requirements[resource as ResourceName]?.(record, lookups);
    if (refusal) throw new ApiError(422, refusal.message, refusal.errors);
  };
}
