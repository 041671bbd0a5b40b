'use client';
// What an update form shows of its record's life elsewhere (issue 49): who else has it open ("Also
// viewing", record-presence.tsx) and the news of a colleague's change ("News of this <noun>",
// live-news-region.tsx), which it hears from the live stream and hands the form controller. Only update
// screens draw it (update-form-client.tsx), so create forms, whose record nobody else can have open yet,
// load none of it.
import { RecordPresence } from '@/components/live/record-presence';
import type { FormController } from '@/lib/client/controllers/use-form-controller';
import { useLiveChanges } from '@/lib/client/live/hooks';
import { useMe } from '@/lib/client/use-me';
import type { FieldDef } from '@/lib/resources/types';
import { LiveNewsRegion } from './live-news-region';

export interface FormLivePartsProps {
  controller: FormController;
  resource: string;
  /** The open record. */
  recordId: string;
  /** Lower-case noun ("product"). */
  noun: string;
  fields: readonly FieldDef[];
  /** Where "Back to the list" leads once the record is deleted. */
  backHref: string;
}

export function FormLiveParts({ controller, resource, recordId, noun, fields, backHref }: FormLivePartsProps) {
  const { data: me } = useMe();
  useLiveChanges(resource, (change) => {
    if (controller.isReady) controller.takeLiveChange(change, me?.id);
  });
  return (
    <>
      <RecordPresence resource={resource} recordId={recordId} isEditing={controller.form.formState.isDirty} />
      <LiveNewsRegion controller={controller} noun={noun} fields={fields} backHref={backHref} />
    </>
  );
}
