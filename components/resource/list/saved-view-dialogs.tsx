'use client';
// The saved views' dialogs, loaded when one is first opened from the views menu: "Save view" (a name and
// whether to share it; the list's current query and columns come with it), renaming or sharing one's own
// view, and deleting it, asked first. A refused name (409: one's own view already has it) shows under the
// Name field and what was typed stays. The name's limit is shown as a count under it, so a name that
// stops growing (or a paste cut short) is explained.
import { Field, Input, Text } from '@chakra-ui/react';
import { useRef, useState, type RefObject } from 'react';
import { apiFetch, ApiError, errorMessage } from '@/lib/client/fetcher';
import { toaster } from '@/lib/client/toaster';
import { resourceApiUrl } from '@/lib/client/use-resource';
import { MSG_VIEW_NAME_REQUIRED, SAVED_VIEW_NAME_MAX, type SavedView } from '@/lib/contract/saved-view-types';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export interface SavedViewDialogsProps {
  /** Which dialog: save the current list (its query and columns) as a new view, edit or delete one's own. */
  dialog:
    | ({ kind: 'save' } & Pick<SavedView, 'query' | 'columns'>)
    | { kind: 'edit'; view: SavedView }
    | { kind: 'delete'; view: SavedView }
    | null;
  resource: string;
  /** Where focus goes back to. */
  opener: RefObject<HTMLElement | null>;
  onSaved: () => void;
  onClose: () => void;
}

export function SavedViewDialogs({ dialog, resource, opener, onSaved, onClose }: SavedViewDialogsProps) {
  if (!dialog) return null;
  if (dialog.kind === 'delete') {
    const { view } = dialog;
    return (
      <ConfirmDialog
        title="Delete view"
        confirmLabel="Delete"
        tone="danger"
        opener={opener}
        onCancel={onClose}
        onConfirm={async () => {
          try {
            await apiFetch(resourceApiUrl('saved-views', view.id), { method: 'DELETE' });
          } catch (failure) {
            toaster.create({ type: 'error', title: 'The view was not deleted', description: errorMessage(failure), closable: true });
            throw failure;
          }
          toaster.create({ type: 'success', title: `View “${view.name}” deleted` });
          onSaved();
          onClose();
        }}
      >
        <Text>{`Delete the view “${view.name}”?${view.shared ? ' Nobody else will see it either.' : ''} The list itself does not change.`}</Text>
      </ConfirmDialog>
    );
  }
  return <ViewNameDialog dialog={dialog} resource={resource} opener={opener} onSaved={onSaved} onClose={onClose} />;
}

function ViewNameDialog({ dialog, resource, opener, onSaved, onClose }: SavedViewDialogsProps & { dialog: Exclude<SavedViewDialogsProps['dialog'], { kind: 'delete' } | null> }) {
  const view = dialog.kind === 'edit' ? dialog.view : undefined;
  const [name, setName] = useState(view?.name ?? '');
  const [isShared, setShared] = useState(view?.shared ?? false);
  const [nameError, setNameError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const save = async () => {
    if (!name.trim()) {
      setNameError(MSG_VIEW_NAME_REQUIRED);
      nameRef.current?.focus();
      throw new Error(MSG_VIEW_NAME_REQUIRED);
    }
    try {
      if (view) {
        await apiFetch(resourceApiUrl('saved-views', view.id), { method: 'PUT', json: { name, query: view.query, columns: view.columns, shared: isShared } });
      } else {
        await apiFetch(resourceApiUrl('saved-views'), { method: 'POST', json: { resource, name, query: dialog.kind === 'save' ? dialog.query : '', columns: dialog.kind === 'save' ? dialog.columns : null, shared: isShared } });
      }
    } catch (failure) {
      // A refused name (409, or a 422 on it) belongs under the field; anything else is a toast.
      const fieldError = failure instanceof ApiError && (failure.status === 409 || failure.status === 422) ? nameErrorFrom(failure) : null;
      if (fieldError) {
        setNameError(fieldError);
        nameRef.current?.focus();
      } else {
        toaster.create({ type: 'error', title: 'The view was not saved', description: errorMessage(failure), closable: true });
      }
      throw failure;
    }
    toaster.create({ type: 'success', title: `View “${name.trim()}” ${view ? 'updated' : 'created'}` });
    onSaved();
    onClose();
  };

  return (
    <ConfirmDialog
      title={view ? 'Edit view' : 'Save view'}
      confirmLabel={view ? 'Save changes' : 'Save view'}
      isForm
      opener={opener}
      initialFocus={nameRef}
      onCancel={onClose}
      onConfirm={save}
    >
      <Field.Root required invalid={nameError !== null} marginBottom="4">
        <Field.Label>
          Name
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          ref={nameRef}
          value={name}
          maxLength={SAVED_VIEW_NAME_MAX}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
        />
        {nameError !== null && <Field.ErrorText>{nameError}</Field.ErrorText>}
        <Field.HelperText color={name.length >= SAVED_VIEW_NAME_MAX ? { base: 'orange.700', _dark: 'orange.300' } : undefined}>
          {name.length} of {SAVED_VIEW_NAME_MAX} characters{name.length >= SAVED_VIEW_NAME_MAX ? ' — the longest a name can be' : ''}
        </Field.HelperText>
      </Field.Root>
      <Checkbox checked={isShared} onCheckedChange={setShared}>
        Share with everyone who can open this list
      </Checkbox>
    </ConfirmDialog>
  );
}

/** The message for the Name field in a 409 or 422 body (`{ message, errors: { name } }`), if it names the field. */
function nameErrorFrom(error: ApiError): string | null {
  try {
    const body = JSON.parse(error.body) as { message?: unknown; errors?: { name?: unknown } };
    if (typeof body.errors?.name === 'string') return body.errors.name;
    return error.status === 409 && typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}
