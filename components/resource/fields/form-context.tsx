'use client';
// What field renderers need to know about the form they sit in, beyond its values: the record being
// edited, the record property that holds its region, which record pickers the signed-in role may use, and
// how to draw the fields a field holds.
import { createContext, useContext } from 'react';
import { useWatch } from 'react-hook-form';
import { isRegion } from '@/lib/resources/regions';
import type { FieldDef, Region } from '@/lib/resources/types';
import type { ResourceRecord } from '@/lib/client/use-resource';
import type { NestedFieldRenderer } from './types';

export interface ResourceFormInfo {
  /** Id of the record on an update screen; null while creating. */
  recordId: number | null;
  /** The form value that holds the record's region (the definition's `regionField`). */
  regionField?: string;
  /** Resources of the form's record pickers that the role may list (decided on the server). */
  pickableResources: readonly string[];
  /** For pickers the role may not use: what to say instead, by resource ("Only admins can change …"). */
  lockedPickerNotes: Readonly<Record<string, string>>;
  /** Fields shown with their value but not editable here (one's own role on one's own account). */
  lockedFields?: readonly string[];
  /** Saves the typed changes without a message of its own (a status step follows); false when not saved. */
  saveChanges?: () => Promise<boolean>;
  /** Takes the record as the user's status step left it as the form's starting point (its version too), keeping what was typed; false when someone else wrote too. */
  adoptRecord?: (record: ResourceRecord) => boolean;
}

export const ResourceFormContext = createContext<ResourceFormInfo>({ recordId: null, pickableResources: [], lockedPickerNotes: {} });

export function useResourceFormInfo(): ResourceFormInfo {
  return useContext(ResourceFormContext);
}

/** The region of the record being edited, followed as it changes; undefined for records without one. */
export function useRecordRegion(): Region | undefined {
  const { regionField } = useResourceFormInfo();
  const region: unknown = useWatch({ name: regionField ?? 'region', disabled: !regionField });
  return regionField && isRegion(region) ? region : undefined;
}

/**
 * Draws any declared field: RenderField hands it down to the fields inside it (an array's rows, a block's
 * fields, a routine card's), so they draw theirs without importing RenderField back.
 */
export const NestedFieldContext = createContext<NestedFieldRenderer | null>(null);

/** Draws a field held by another field (an array's row field, a block's), with the RenderField above it. */
export function NestedField({ field, name }: { field: FieldDef; name: string }) {
  const renderField = useContext(NestedFieldContext);
  if (!renderField) throw new Error('A field that holds fields is drawn inside RenderField');
  return renderField(field, name);
}
