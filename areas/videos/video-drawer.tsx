'use client';
// The drawer that adds or edits a video over the list: the video's fields through the resource form
// controller (its schema, save, field errors and delete), showing the address for YouTube and Vimeo and
// the file picker (mp4 only) for an uploaded video. Saving a new video closes the drawer onto the list;
// saving an edit keeps it open. A video a content block shows cannot be deleted: the upstream says which. An
// existing video shows its History below the fields (restoring a version loads it into the form). A save that
// meets someone else's changes is merged, or shows the conflict view when the same field changed on both.
// As an update form, an open video hears of colleagues' changes (taken quietly with nothing typed, else the
// merge preview; a delete turns Save off, keeping what was typed) and shows who else has it open.
import { Box, Button, Flex, Stack, chakra } from '@chakra-ui/react';
import { Suspense, useId } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { DrawerLiveNews } from '@/components/resource/detail/drawer-live-news';
import { DrawerShell } from '@/components/resource/detail/drawer-shell';
import { HistorySection } from '@/components/resource/history/history-section';
import { ResourceFormContext } from '@/components/resource/fields/form-context';
import { RenderField } from '@/components/resource/fields/render-field';
import { LazyConflictDialog, loadEditConflicts } from '@/components/resource/form/conflict-parts';
import { DeleteButton } from '@/components/resource/form/delete-button';
import { SaveError } from '@/components/resource/form/save-error';
import { preloadFormChecks, useFormController } from '@/lib/client/controllers/use-form-controller';
import type { FieldDef } from '@/lib/resources/types';
import { VIDEO_PARAM, type VideoDrawerProps } from './video-param';

/** Fields drawn only for some providers. */
const SOURCE_FIELDS: Record<string, (provider: unknown) => boolean> = {
  url: (provider) => provider !== 'upload',
  file: (provider) => provider === 'upload',
};

function VideoFields({ fields }: { fields: readonly FieldDef[] }) {
  const provider: unknown = useWatch({ name: 'provider' });
  return fields
    .filter((field) => SOURCE_FIELDS[field.name]?.(provider) ?? true)
    .map((field) => <RenderField key={field.name} field={field} name={field.name} />);
}

export function VideoDrawer({ meta, id, pickableResources, onClose }: VideoDrawerProps) {
  const controller = useFormController(meta, id, undefined, { editConflicts: loadEditConflicts });
  const formId = useId();
  const title = id === null ? 'New video' : 'Edit video';

  return (
    <DrawerShell
      title={title}
      noun="video"
      onClose={onClose}
      loaded={controller.isReady ? controller.form : undefined}
      loadError={controller.loadError}
      onRetry={controller.retryLoad}
      loadingRowHeight="10"
      presence={id === null ? undefined : { resource: meta.resource, recordId: id, isEditing: controller.form.formState.isDirty }}
      footer={
        <>
          <Flex gap="3">
            <Button type="submit" form={formId} colorPalette="blue" loading={controller.isSaving} disabled={!controller.isReady || controller.isSaving || controller.isDeleted}>
              Save
            </Button>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
          </Flex>
          {id !== null && controller.isReady && !controller.isDeleted && meta.actions.delete && <DeleteButton noun="video" consequence={meta.deleteConsequence} onConfirm={controller.remove} />}
        </>
      }
    >
      {(form) => (
        <ResourceFormContext.Provider value={{ recordId: id === null ? null : Number(id), regionField: meta.regionField, pickableResources, lockedPickerNotes: {} }}>
          {id !== null && <DrawerLiveNews controller={controller} resource={meta.resource} noun="video" fields={meta.fields} detailParam={VIDEO_PARAM} />}
          <FormProvider {...form}>
            <chakra.form id={formId} noValidate aria-label={title} onFocus={preloadFormChecks} onPointerDown={preloadFormChecks} onSubmit={controller.onSubmit}>
              <Stack gap="5">
                <SaveError noun="video" controller={controller} />
                {controller.editConflict && (
                  <Suspense fallback={null}>
                    <LazyConflictDialog noun="video" conflict={controller.editConflict} context={controller.conflictContext} />
                  </Suspense>
                )}
                <VideoFields fields={meta.fields} />
              </Stack>
            </chakra.form>
          </FormProvider>
          {id !== null && (
            <Box marginTop="8">
              <HistorySection meta={meta} id={id} version={controller.version} headingLevel="h3" canRestore={meta.actions.update} onRestored={controller.loadLatest} />
            </Box>
          )}
        </ResourceFormContext.Provider>
      )}
    </DrawerShell>
  );
}
