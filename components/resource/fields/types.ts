// The props every field renderer takes, built-in or custom.
import type { ComponentType } from 'react';
import type { FieldOfType, FieldType } from '@/lib/resources/types';

export interface FieldRendererProps<K extends FieldType> {
  field: FieldOfType<K>;
  /** Full form path (`active_ingredients.0.name`). */
  name: string;
}

export type FieldRenderer<K extends FieldType> = ComponentType<FieldRendererProps<K>>;
