'use client';
// What an editor of an existing record needs for a save that meets someone else's changes (412): the
// merge's code and the conflict view, each loaded only when such a save happens. The update forms
// (update-form-client.tsx) and the video drawer share them.
import { useEffect } from 'react';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import type { EditConflictLoader } from '@/lib/client/controllers/use-form-controller';
import type { ConflictDialogProps } from './conflict-dialog';

/** The conflict view could not be fetched: say so; the form keeps what was typed, and Save asks again. */
function ConflictUnavailable({ context }: ConflictDialogProps) {
  useEffect(() => {
    reportUnavailable('The conflicting changes', 'Nothing you typed was lost.');
    context().setEditConflict(null);
  }, [context]);
  return null;
}

/** The conflict view, with its word diff: drawn only for a save whose fields clash with someone else's. */
export const LazyConflictDialog = lazyWithFallback<ConflictDialogProps>(() => import('./conflict-dialog').then((module) => module.ConflictDialog), ConflictUnavailable);

/** The merge of a 412 with what was loaded and typed (lib/client/controllers/edit-conflict.ts). */
export const loadEditConflicts: EditConflictLoader = () => import('@/lib/client/controllers/edit-conflict');
