'use client';
// The status region "News of this <noun>" of an update form or a drawer that edits a record: always there,
// so what comes into it is read out, and holding the notice of a colleague's change (live-record-notice.tsx,
// loaded only when there is news, as most visits see none) from the form controller's live news.
import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { FormController } from '@/lib/client/controllers/use-form-controller';
import type { FieldDef } from '@/lib/resources/types';

const LiveRecordNotice = lazy(() => import('./live-record-notice').then((module) => ({ default: module.LiveRecordNotice })));

export interface LiveNewsRegionProps {
  controller: Pick<FormController, 'liveNews' | 'applyLiveChange' | 'dismissLiveNews'>;
  /** Lower-case noun ("product"). */
  noun: string;
  /** The form's fields, for the notice's labels and formats. */
  fields: readonly FieldDef[];
  /** Where "Back to the list" leads once the record is deleted. */
  backHref: string;
}

export function LiveNewsRegion({ controller, noun, fields, backHref }: LiveNewsRegionProps) {
  return (
    <Box role="status" aria-label={`News of this ${noun}`} marginBottom={controller.liveNews ? '5' : undefined}>
      {controller.liveNews && (
        <Suspense fallback={null}>
          <LiveRecordNotice
            news={controller.liveNews}
            noun={noun}
            fields={fields}
            backHref={backHref}
            onApply={(choice) => void controller.applyLiveChange(choice)}
            onDismiss={controller.dismissLiveNews}
          />
        </Suspense>
      )}
    </Box>
  );
}
