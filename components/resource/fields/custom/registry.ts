// The custom field components a definition may name with `component: '<key>'`. Keys are declared in
// lib/resources/custom-fields.ts (definitions stay free of React); this map's type makes a missing
// component a compile error, and a test checks every key used by a definition is here. The small text
// fields ship with every form; the rest load only in the forms that draw them (lazy-field.tsx), in four
// chunks: the settings fields, the file picker, the content studio's fields and the routine cards.
import type { CustomFieldKey } from '@/lib/resources/custom-fields';
import type { ComponentType } from 'react';
import type { FieldDef } from '@/lib/resources/types';
import { CountedTextField } from './counted-text-field';
import { lazyField } from './lazy-field';
import { SlugField } from './slug-field';
import { SoftLengthField } from './soft-length-field';

/** A custom component draws a field of any type; it receives the field's declaration and form path. */
export type CustomFieldRenderer = ComponentType<{ field: FieldDef; name: string }>;

export const CUSTOM_FIELDS: { [K in CustomFieldKey]: CustomFieldRenderer } = {
  slug: SlugField,
  'soft-length': SoftLengthField,
  'counted-text': CountedTextField,
  'setting-key': lazyField(() => import('./setting-fields').then((module) => module.SettingKeyField), '10'),
  'setting-value': lazyField(() => import('./setting-fields').then((module) => module.SettingValueField), '20'),
  'file-picker': lazyField(() => import('./file-picker-field').then((module) => module.FilePickerField), '24'),
  blocks: lazyField(() => import('./editorial-fields').then((module) => module.BlocksField), '40'),
  equivalent: lazyField(() => import('./editorial-fields').then((module) => module.EquivalentField), '10'),
  'consultation-cta': lazyField(() => import('./editorial-fields').then((module) => module.ConsultationCtaField), '10'),
  reviewer: lazyField(() => import('./editorial-fields').then((module) => module.ReviewerField), '10'),
  'routine-cards': lazyField(() => import('@/components/people/routine-cards-field').then((module) => module.RoutineCardsField), '40'),
};
