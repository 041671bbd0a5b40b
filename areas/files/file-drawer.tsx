'use client';
// The details of one file, opened over /system/files in a drawer (`?file=<id>`): what it is and where it
// is used (file-details.tsx), its address to copy and a download link (file-address.tsx), its name and alt
// text to edit through the form controller (file-edit-form.tsx), delete (file-delete.tsx), and its History
// (the drawer is the admins': /system/files is theirs alone, so each older version offers a restore, which
// the form then starts from). As an update form, it hears of colleagues' changes to the file (taken quietly
// with nothing typed, else the merge preview; a delete turns Save off) and shows who else has it open.
import { Stack } from '@chakra-ui/react';
import { loadEditConflicts } from '@/components/resource/form/conflict-parts';
import { DrawerLiveNews } from '@/components/resource/detail/drawer-live-news';
import { DrawerShell } from '@/components/resource/detail/drawer-shell';
import { HistorySection } from '@/components/resource/history/history-section';
import { useFormController } from '@/lib/client/controllers/use-form-controller';
import type { ResourceMeta } from '@/lib/resources/types';
import { useFile } from './api';
import { FileAddress } from './file-address';
import { FileDelete } from './file-delete';
import { FileDetails } from './file-details';
import { FileEditForm } from './file-edit-form';
import { FILE_PARAM } from './file-param';

export interface FileDrawerProps {
  /** The files' declared resource as the signed-in role sees it. */
  meta: ResourceMeta;
  id: string;
  onClose: () => void;
}

export function FileDrawer({ meta, id, onClose }: FileDrawerProps) {
  // The record the details draw; the form controller reads the same one (one request, one cache entry).
  const { data, error, mutate } = useFile(id);
  const controller = useFormController(meta, id, null, { editConflicts: loadEditConflicts });
  const file = data?.data;
  return (
    <DrawerShell
      title={file ? file.filename : `File #${id}`}
      noun="file"
      onClose={onClose}
      loaded={file}
      loadError={error}
      onRetry={() => void mutate()}
      presence={{ resource: meta.resource, recordId: id, isEditing: controller.form.formState.isDirty }}
    >
      {(file) => (
        <Stack gap="8">
          <Stack gap="6">
            {/* Outside the edit form, whose own status says how a save went. */}
            <DrawerLiveNews controller={controller} resource={meta.resource} noun="file" fields={meta.fields} detailParam={FILE_PARAM} onRecordChange={() => void mutate()} />
            <FileDetails file={file} />
            <FileAddress file={file} />
            <FileEditForm controller={controller} fields={meta.fields} />
            {!controller.isDeleted && <FileDelete file={file} onDeleted={onClose} />}
          </Stack>
          <HistorySection meta={meta} id={file.id} version={controller.version} headingLevel="h3" canRestore onRestored={controller.loadLatest} />
        </Stack>
      )}
    </DrawerShell>
  );
}
