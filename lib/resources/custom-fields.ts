// The keys of the custom components a definition may name, one list per slot (lib/resources/types.ts): a
// field's form input (`component:`), a list column's cell (`component:` on the column) and a field's value
// in detail views (`detail:`). Kept as plain data here so definitions stay free of React; the components
// are registered under the same keys, one registry per slot so each loads only where it is drawn
// (areas/custom-fields.ts, areas/custom-cells.ts, areas/custom-details.ts), and
// their types cannot miss one.
export const CUSTOM_FIELD_KEYS = ['slug', 'setting-key', 'setting-value', 'file-picker', 'blocks', 'soft-length', 'equivalent', 'counted-text', 'consultation-cta', 'reviewer', 'routine-cards'] as const;
export type CustomFieldKey = (typeof CUSTOM_FIELD_KEYS)[number];

export const CUSTOM_CELL_KEYS = ['review-flag'] as const;
export type CustomCellKey = (typeof CUSTOM_CELL_KEYS)[number];

export const CUSTOM_DETAIL_KEYS = ['status-timeline'] as const;
export type CustomDetailKey = (typeof CUSTOM_DETAIL_KEYS)[number];
