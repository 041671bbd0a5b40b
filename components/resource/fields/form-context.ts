'use client';
// What field renderers need to know about the form they sit in, beyond its values: the record being
// edited, the record property that holds its region, and which record pickers the signed-in role may use.
import { createContext, useContext } from 'react';
import { useWatch } from 'react-hook-form';
import { isRegion } from '@/lib/resources/regions';
import type { Region } from '@/lib/resources/types';

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
