// The custom field components a definition may name with `component: '<key>'`. Keys are declared in
// lib/resources/custom-fields.ts (definitions stay free of React); this map's type makes a missing
// component a compile error, and a test checks every key used by a definition is here. The slug field
// ships with every form; the rest load only in the forms that draw them (lazy-field.tsx), a chunk each,
// but the settings fields together, the two counted text fields together, and the reviewer with the
// consultation call to action.
import type { CustomFieldKey } from '@/lib/resources/custom-fields';
import type { CustomFieldRenderer } from '../types';
import { lazyField } from './lazy-field';
import { SlugField } from './slug-field';

export const CUSTOM_FIELDS: { [K in CustomFieldKey]: CustomFieldRenderer } = {
  slug: SlugField,
  'soft-length': lazyField(() => import('./text-counters').then((module) => module.SoftLengthField), '10'),
  'counted-text': lazyField(() => import('./text-counters').then((module) => module.CountedTextField), '10'),
  'setting-key': lazyField(() => import('@/areas/settings/setting-fields').then((module) => module.SettingKeyField), '10'),
  'setting-value': lazyField(() => import('@/areas/settings/setting-fields').then((module) => module.SettingValueField), '20'),
  'file-picker': lazyField(() => import('./file-picker-field').then((module) => module.FilePickerField), '24'),
  blocks: lazyField(() => import('./blocks-field').then((module) => module.BlocksField), '40'),
  equivalent: lazyField(() => import('./equivalent-field').then((module) => module.EquivalentField), '10'),
  'consultation-cta': lazyField(() => import('./editorial-fields').then((module) => module.ConsultationCtaField), '10'),
  reviewer: lazyField(() => import('./editorial-fields').then((module) => module.ReviewerField), '10'),
  'routine-cards': lazyField(() => import('@/components/people/routine-cards-field').then((module) => module.RoutineCardsField), '40'),
};
