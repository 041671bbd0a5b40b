// What field renderers need to know about the form they sit in, beyond the values: the record being edited.
import { createContext, useContext } from 'react';

export interface ResourceFormInfo {
  /** Id of the record on an update screen; null while creating. */
  recordId: number | null;
}

export const ResourceFormContext = createContext<ResourceFormInfo>({ recordId: null });

export function useResourceFormInfo(): ResourceFormInfo {
  return useContext(ResourceFormContext);
}
