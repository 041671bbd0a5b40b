// The custom field components a definition may name with `component: '<key>'`. Keys are declared in
// lib/resources/custom-fields.ts (definitions stay free of React); this map's type makes a missing
// component a compile error, and a test checks every key used by a definition is here.
import type { CustomFieldKey } from '@/lib/resources/custom-fields';
import type { ComponentType } from 'react';
import type { FieldDef } from '@/lib/resources/types';
import { BlocksField } from './blocks-field';
import { EquivalentField } from './equivalent-field';
import { FilePickerField } from './file-picker-field';
import { SettingKeyFieldLazy, SettingValueFieldLazy } from './setting-fields-lazy';
import { SlugField } from './slug-field';
import { SoftLengthField } from './soft-length-field';

/** A custom component draws a field of any type; it receives the field's declaration and form path. */
export type CustomFieldRenderer = ComponentType<{ field: FieldDef; name: string }>;

export const CUSTOM_FIELDS: { [K in CustomFieldKey]: CustomFieldRenderer } = {
  slug: SlugField,
  'setting-key': SettingKeyFieldLazy,
  'setting-value': SettingValueFieldLazy,
  'file-picker': FilePickerField,
  blocks: BlocksField,
  'soft-length': SoftLengthField,
  equivalent: EquivalentField,
};
