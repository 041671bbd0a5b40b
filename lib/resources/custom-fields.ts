// The keys of the custom field components a definition may name with `component:` (lib/resources/types.ts).
// Kept as plain data here so definitions stay free of React; the components themselves are registered
// under the same keys in components/resource/fields/custom/registry.ts, whose type cannot miss one.
export const CUSTOM_FIELD_KEYS = ['slug', 'setting-key', 'setting-value', 'file-picker', 'blocks', 'soft-length', 'equivalent', 'counted-text', 'consultation-cta', 'reviewer', 'routine-cards'] as const;
export type CustomFieldKey = (typeof CUSTOM_FIELD_KEYS)[number];
