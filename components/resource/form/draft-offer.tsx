'use client';
// The offer of a form's unsaved changes kept from an earlier visit (lib/client/drafts/):
// "Restore unsaved changes from <time>?", the fields whose kept value differs from the form's, by their
// labels, and Restore or Discard. A status region, so a screen reader says it without taking the focus
// from the form. Loaded with the form's drafts (form-drafts.ts), only when there is one to offer or an edit.
// Answered, the banner goes and its buttons with it: focus moves into the form (the first restored field
// shown, else the form's first field) rather than dropping to the page's body, and a restore is said in
// a toast, since the banner that would have said it is gone.
import { Alert, Button, Flex } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import type { DraftOffer } from '@/lib/client/drafts/draft-session';
import { firstControl, focusWhenDrawn } from '@/lib/client/move-focus';
import { toaster } from '@/lib/client/toaster';
import type { FieldDef } from '@/lib/resources/types';
import { formatTime } from '@/lib/format-date';
import { useTimeZone } from '@/lib/client/use-time-zone';

export interface DraftOfferViewProps {
  offer: DraftOffer;
  /** The form's fields, for the labels of the changed ones. */
  fields: readonly FieldDef[];
}

/** The first of `names` (in the form's order) whose control is shown in `form`, else the form's first field. */
function fieldToFocus(form: HTMLFormElement, names: readonly string[]): HTMLElement | null {
  for (const name of names) {
    const control = Array.from(form.querySelectorAll<HTMLElement>(`[name="${CSS.escape(name)}"]`)).find((element) => element.getClientRects().length > 0);
    if (control) return control;
  }
  return firstControl(form);
}

export function DraftOfferView({ offer, fields }: DraftOfferViewProps) {
  const titleId = useId();
  const timeZone = useTimeZone();
  const rootRef = useRef<HTMLDivElement>(null);
  const order = (name: string) => {
    const index = fields.findIndex((field) => field.name === name);
    return index < 0 ? fields.length : index;
  };
  const changed = [...offer.fields].sort((a, b) => order(a) - order(b));
  const labels = changed.map((name) => fields.find((field) => field.name === name)?.label ?? name);

  function answer(restoring: boolean) {
    const form = rootRef.current?.closest('form');
    if (restoring) offer.restore();
    else offer.discard();
    if (restoring) toaster.create({ type: 'success', title: 'Unsaved changes restored', description: `Changed: ${labels.join(', ')}. Save to keep them.` });
    if (form) focusWhenDrawn(() => fieldToFocus(form, restoring ? changed : []));
  }

  return (
    <Alert.Root ref={rootRef} status="info" role="status" aria-labelledby={titleId} alignItems="flex-start" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content minWidth="60">
        <Alert.Title id={titleId}>Restore unsaved changes from {formatTime(offer.savedAt, timeZone)}?</Alert.Title>
        <Alert.Description>Changed: {labels.join(', ')}.</Alert.Description>
      </Alert.Content>
      <Flex gap="2">
        <Button size="sm" colorPalette="blue" onClick={() => answer(true)}>
          Restore
        </Button>
        <Button size="sm" variant="outline" onClick={() => answer(false)}>
          Discard
        </Button>
      </Flex>
    </Alert.Root>
  );
}
