// The props every field renderer takes, built-in or custom.
import type { ComponentType, ReactNode } from 'react';
import type { FieldDef, FieldOfType, FieldType } from '@/lib/resources/types';

export interface FieldRendererProps<K extends FieldType> {
  field: FieldOfType<K>;
  /** Full form path (`active_ingredients.0.name`). */
  name: string;
}

export type FieldRenderer<K extends FieldType> = ComponentType<FieldRendererProps<K>>;

/** A custom component draws a field of any type; it receives the field's declaration and form path. */
export type CustomFieldRenderer = ComponentType<{ field: FieldDef; name: string }>;

/** Draws any declared field (render-field.tsx), for fields that hold fields of their own. */
export type NestedFieldRenderer = (field: FieldDef, name: string) => ReactNode;
