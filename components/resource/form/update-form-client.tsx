'use client';
// The update screen of a declared resource: the generic form (resource-form-client.tsx) with the parts only
// an update can need — Delete with its confirmation, and the merge and conflict view of a save that meets
// someone else's changes (412; a create never gets one), and who else has the record open with the news
// of their changes (form-live-parts.tsx) — so create forms do not carry them.
import { useEffect } from 'react';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import { LazyConflictDialog, loadEditConflicts } from './conflict-parts';
import type { DeleteDialogProps } from './delete-dialog';
import { FormLiveParts } from './form-live-parts';
import { ResourceFormClient, type ResourceFormClientProps, type UpdateParts } from './resource-form-client';

type DeleteButtonProps = Pick<DeleteDialogProps, 'noun' | 'consequence' | 'onConfirm'>;

/** Delete could not be fetched (network gone): say so; the rest of the form works. */
function DeleteUnavailable() {
  useEffect(() => reportUnavailable('The delete button', 'Refresh the page to delete.'), []);
  return null;
}

const UPDATE_PARTS: UpdateParts = {
  DeleteButton: lazyWithFallback<DeleteButtonProps>(() => import('./delete-button').then((module) => module.DeleteButton), DeleteUnavailable),
  ConflictDialog: LazyConflictDialog,
  editConflicts: loadEditConflicts,
  LiveParts: FormLiveParts,
};

export function UpdateFormClient(props: Omit<ResourceFormClientProps, 'updateParts'> & { id: string }) {
  return <ResourceFormClient {...props} updateParts={UPDATE_PARTS} />;
}
