// What an area's own components receive where the engine draws them in its place: a list column's cell
// and a field's value in a detail view (the form input's props are fields/types.ts). Types only, so the
// areas' components and the engine's registries import them without importing each other.
import type { ComponentType } from 'react';
import type { ColumnDef, FieldDef } from '@/lib/resources/types';

type RecordValues = Readonly<Record<string, unknown>>;

export interface CustomCellProps {
  record: RecordValues;
  column: ColumnDef;
  /** The area's declared fields (choices, labels). */
  fields: readonly FieldDef[];
  /** The record property holding its region, for money. */
  regionField?: string;
}

export type CustomCellRenderer = ComponentType<CustomCellProps>;

export interface CustomDetailProps {
  field: FieldDef;
  /** The field's value, never empty: an empty one is shown as such by the engine. */
  value: unknown;
  record: RecordValues;
  regionField?: string;
}

export type CustomDetailRenderer = ComponentType<CustomDetailProps>;
