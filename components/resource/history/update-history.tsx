'use client';
// An update screen with its record's History section below the form: restoring a version puts the restored
// record where the form reads it and draws the form afresh from it, so the form shows what is stored and
// saves against the new version (a form still open elsewhere meets a 412 and its conflict view). A restore
// is made against the version the form holds, which the form reports (lib/client/shown-version.ts). The
// section shows once the record is there: a record that is missing or could not be loaded has no history
// to offer, only the form's own not-found or error state.
import { Box } from '@chakra-ui/react';
import { Fragment, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { ShownVersionContext } from '@/lib/client/shown-version';
import { resourceApiUrl, useResourceRecord } from '@/lib/client/use-resource';
import type { ResourceMeta } from '@/lib/resources/types';
import { HistorySection } from './history-section';

export interface UpdateWithHistoryProps {
  meta: Pick<ResourceMeta, 'resource' | 'singular' | 'fields' | 'regionField'>;
  id: string;
  /** The update form. */
  children: ReactNode;
}

export function UpdateWithHistory({ meta, id, children }: UpdateWithHistoryProps) {
  const [generation, setGeneration] = useState(0);
  const [shownVersion, setShownVersion] = useState<number | undefined>(undefined);
  const { mutate } = useSWRConfig();
  // The form's own read of the record (same key, so no second request).
  const { data: stored } = useResourceRecord(meta.resource, id);
  return (
    <>
      <ShownVersionContext.Provider value={setShownVersion}>
        <Fragment key={generation}>{children}</Fragment>
      </ShownVersionContext.Provider>
      {stored !== undefined && (
        <Box marginTop="10">
          <HistorySection
            meta={meta}
            id={id}
            version={shownVersion}
            canRestore
            maxWidth="3xl"
            onRestored={async (record) => {
              await mutate(resourceApiUrl(meta.resource, id), { data: record }, { revalidate: false });
              setGeneration((value) => value + 1);
            }}
          />
        </Box>
      )}
    </>
  );
}
