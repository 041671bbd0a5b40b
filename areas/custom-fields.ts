// The custom field components a definition may name with `component: '<key>'`: the engine's own (slug,
// counters) and those an area lends to forms (content's blocks, files' picker …). Keys are declared in
// lib/resources/custom-fields.ts (definitions stay free of React); this map's type makes a missing
// component a compile error, and a test checks every key used by a definition is here. The slug field
// ships with every form; the rest load only in the forms that draw them (lazy-field.tsx), a chunk each,
// but the settings fields together and the two counted text fields together.
import type { CustomFieldKey } from '@/lib/resources/custom-fields';
import type { CustomFieldRenderer } from '@/components/resource/fields/types';
import { lazyField } from '@/components/resource/fields/custom/lazy-field';
import { SlugField } from '@/components/resource/fields/custom/slug-field';

export const CUSTOM_FIELDS: { [K in CustomFieldKey]: CustomFieldRenderer } = {
  slug: SlugField,
  'soft-length': lazyField(() => import('@/components/resource/fields/custom/text-counters').then((module) => module.SoftLengthField), '10'),
  'counted-text': lazyField(() => import('@/components/resource/fields/custom/text-counters').then((module) => module.CountedTextField), '10'),
  'setting-key': lazyField(() => import('@/areas/settings/setting-fields').then((module) => module.SettingKeyField), '10'),
  'setting-value': lazyField(() => import('@/areas/settings/setting-fields').then((module) => module.SettingValueField), '20'),
  'file-picker': lazyField(() => import('@/areas/files/file-picker-field').then((module) => module.FilePickerField), '24'),
  blocks: lazyField(() => import('@/areas/content/blocks-field').then((module) => module.BlocksField), '40'),
  equivalent: lazyField(() => import('@/areas/content/equivalent-field').then((module) => module.EquivalentField), '10'),
  'consultation-cta': lazyField(() => import('@/areas/tips/consultation-cta-field').then((module) => module.ConsultationCtaField), '10'),
  reviewer: lazyField(() => import('@/areas/team-members/reviewer-field').then((module) => module.ReviewerField), '10'),
  'routine-cards': lazyField(() => import('@/areas/influencers/routine-cards-field').then((module) => module.RoutineCardsField), '40'),
};
