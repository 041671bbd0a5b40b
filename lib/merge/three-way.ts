// The three-way merge of an edit that met a newer version (HTTP 412, docs/api-contract.md#versions-and-edit-conflicts):
// base is what the form loaded, mine what was typed since, theirs what is stored now. Field by field, a change
// on one side only is taken silently, the same change on both is no question, and different changes on both
// are a conflict for the person to settle. Values are compared by value, nested objects and arrays included.

export type MergeOutcome =
  /** Neither side changed it. */
  | 'unchanged'
  /** Only this form changed it: the typed value is kept. */
  | 'mine'
  /** Only the stored version changed it: that value is taken. */
  | 'theirs'
  /** Both changed it to the same value. */
  | 'same'
  /** Both changed it, differently: the person chooses. */
  | 'conflict';

export interface FieldConflict {
  field: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface ThreeWayMerge {
  /** Every field's merged value; a conflicting field holds the typed value until it is settled. */
  merged: Record<string, unknown>;
  /** What happened to each field. */
  outcomes: Record<string, MergeOutcome>;
  /** The fields both sides changed differently, in the order of `fields`. */
  conflicts: FieldConflict[];
}

export type ConflictChoice = 'mine' | 'theirs';

type Values = Readonly<Record<string, unknown>>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Whether two values are the same by value: arrays item by item in order, plain objects key by key in any
 * order, numbers by `Object.is` save that 0 equals -0. A missing value and null are the same (no value).
 */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a == null || b == null) return a == null && b == null;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => isSameValue(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!isSameValue(a[key], b[key])) return false;
    return true;
  }
  return false;
}

/** The outcome for one field from its three values. */
export function mergeOutcome(base: unknown, mine: unknown, theirs: unknown): MergeOutcome {
  const isMineChanged = !isSameValue(mine, base);
  const isTheirsChanged = !isSameValue(theirs, base);
  if (!isMineChanged && !isTheirsChanged) return 'unchanged';
  if (isMineChanged && !isTheirsChanged) return 'mine';
  if (!isMineChanged) return 'theirs';
  return isSameValue(mine, theirs) ? 'same' : 'conflict';
}

/** Merges field by field; `fields` (the form's, in its order) defaults to every key any side has. */
export function mergeThreeWay(base: Values, mine: Values, theirs: Values, fields?: readonly string[]): ThreeWayMerge {
  const names = fields ?? [...new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])];
  const merged: Record<string, unknown> = {};
  const outcomes: Record<string, MergeOutcome> = {};
  const conflicts: FieldConflict[] = [];
  for (const field of names) {
    const outcome = mergeOutcome(base[field], mine[field], theirs[field]);
    outcomes[field] = outcome;
    merged[field] = outcome === 'theirs' ? theirs[field] : outcome === 'unchanged' ? base[field] : mine[field];
    if (outcome === 'conflict') conflicts.push({ field, base: base[field], mine: mine[field], theirs: theirs[field] });
  }
  return { merged, outcomes, conflicts };
}

/** The merged values with each conflict settled as chosen; a conflict without a choice keeps the typed value. */
export function settleConflicts(merge: ThreeWayMerge, choices: Readonly<Record<string, ConflictChoice>>): Record<string, unknown> {
  const settled = { ...merge.merged };
  for (const conflict of merge.conflicts) settled[conflict.field] = choices[conflict.field] === 'theirs' ? conflict.theirs : conflict.mine;
  return settled;
}
