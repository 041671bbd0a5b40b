// What field renderers need to know about the form they sit in, beyond the values: the record being
// edited, and which related resources the signed-in role may pick records from.
import { createContext, useContext } from 'react';

export interface ResourceFormInfo {
  /** Id of the record on an update screen; null while creating. */
  recordId: number | null;
  /** Resources of the form's record pickers that the role may read (decided on the server). */
  pickableResources: readonly string[];
}

export const ResourceFormContext = createContext<ResourceFormInfo>({ recordId: null, pickableResources: [] });

export function useResourceFormInfo(): ResourceFormInfo {
  return useContext(ResourceFormContext);
}
