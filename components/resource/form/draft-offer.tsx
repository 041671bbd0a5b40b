'use client';
// The offer of a form's unsaved changes kept from an earlier visit (lib/client/drafts/):
// "Restore unsaved changes from <time>?", the fields whose kept value differs from the form's, by their
// labels, and Restore or Discard. A status region, so a screen reader says it without taking the focus
// from the form. Loaded with the form's drafts (form-drafts.ts), only when there is one to offer or an edit.
import { Alert, Button, Flex } from '@chakra-ui/react';
import { useId } from 'react';
import type { DraftOffer } from '@/lib/client/drafts/draft-session';
import type { FieldDef } from '@/lib/resources/types';
import { formatTime } from '@/lib/format-date';
import { useTimeZone } from '@/lib/client/use-time-zone';

export interface DraftOfferViewProps {
  offer: DraftOffer;
  /** The form's fields, for the labels of the changed ones. */
  fields: readonly FieldDef[];
}

export function DraftOfferView({ offer, fields }: DraftOfferViewProps) {
  const titleId = useId();
  const timeZone = useTimeZone();
  const labels = offer.fields.map((name) => fields.find((field) => field.name === name)?.label ?? name);
  return (
    <Alert.Root status="info" role="status" aria-labelledby={titleId} alignItems="flex-start" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content minWidth="60">
        <Alert.Title id={titleId}>Restore unsaved changes from {formatTime(offer.savedAt, timeZone)}?</Alert.Title>
        <Alert.Description>Changed: {labels.join(', ')}.</Alert.Description>
      </Alert.Content>
      <Flex gap="2">
        <Button size="sm" colorPalette="blue" onClick={offer.restore}>
          Restore
        </Button>
        <Button size="sm" variant="outline" onClick={offer.discard}>
          Discard
        </Button>
      </Flex>
    </Alert.Root>
  );
}
