'use client';
// The default create/update screen of a declared resource, drawn over the form controller: the fields,
// the save error (with the latest version on offer after a conflict), the offer of unsaved changes kept
// from an earlier visit (lib/client/drafts/), the conflict view when a save met someone else's changes to
// the same fields (412), Delete with its confirmation, and a Save/Cancel bar that stays in view at the
// bottom while the form scrolls. An update form also hears of colleagues' changes to its record from the
// live stream and says so before anyone saves, and shows who else has it open (form-live-parts.tsx, which
// the update screen gives, so create forms carry none of it).
import { Button, Flex, Stack, chakra } from '@chakra-ui/react';
import { LoadingRows } from '@/components/ui/loading-rows';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { PageHeader } from '@/components/shell/page-header';
import { SaveError } from './save-error';
import { LoadError } from '@/components/ui/load-error';
import { useCameFrom } from '@/lib/client/came-from';
import { backWhereCameFrom, useFormController, type EditConflictLoader } from '@/lib/client/controllers/use-form-controller';
import type { ResourceMeta } from '@/lib/resources/types';
import { ResourceFormContext } from '../fields/form-context';
import { RenderField } from '../fields/render-field';
import type { DeleteDialogProps } from './delete-dialog';
import type { ConflictDialogProps } from './conflict-dialog';
import type { FormLivePartsProps } from './form-live-parts';

// The section navigation (content, pages) loads with the first form that asks for it, not with every form.
const SectionedFields = lazy(() => import('./sectioned-fields').then((module) => ({ default: module.SectionedFields })));

// A form's drafts (lib/client/drafts/) and the view of their offer: one chunk, loaded on the form's first
// focus or press, or when a draft of the record is kept here; an offer is made only once it has loaded, so
// the view never waits.
const loadDrafts = () => import('./form-drafts');
const DraftOfferView = lazy(() => loadDrafts().then((module) => ({ default: module.DraftOfferView })));

/** What only an update screen draws (update-form-client.tsx), so create screens never load it. */
export interface UpdateParts {
  DeleteButton: ComponentType<Pick<DeleteDialogProps, 'noun' | 'consequence' | 'onConfirm'>>;
  ConflictDialog: ComponentType<ConflictDialogProps>;
  /** The 412 merge the conflict view settles. */
  editConflicts: EditConflictLoader;
  /** Who else has the record open, and the news of a colleague's change to it. */
  LiveParts: ComponentType<FormLivePartsProps>;
}

export interface ResourceFormClientProps {
  /** The declared resource's plain metadata (areas/registry.ts `resourceMeta`). */
  meta: ResourceMeta;
  /** The record's id on an update screen; null to create. */
  id: string | null;
  /** Resources of the form's record pickers the signed-in role may list. */
  pickableResources: readonly string[];
  /** What to say instead of a picker the role may not use, by resource. */
  lockedPickerNotes: Readonly<Record<string, string>>;
  /** Area-specific extras drawn below the fields, inside the form (they may read its values). */
  children?: ReactNode;
  /** A note drawn above the fields (why some of them are locked). */
  notice?: ReactNode;
  /** Fields shown but not editable on this screen. */
  lockedFields?: readonly string[];
  /** False hides Delete though the resource allows it (one's own account). */
  canDelete?: boolean;
  /** Buttons beside the heading once the record is loaded (e.g. "Suggest links"). */
  headerActions?: ReactNode;
  /** `sections`: each placeholder field starts a tab of a section navigation (content, pages). */
  layout?: 'stack' | 'sections';
  /**
   * The list that Cancel and a save or delete lead back to; null when the role may not open it (admins on
   * /tips), who go back where they came from instead (the dashboard when the tab has shown nothing else).
   */
  listHref?: string | null;
  /** Delete and the conflict view, given by the update screen (update-form-client.tsx); none on a create screen. */
  updateParts?: UpdateParts;
}

export function ResourceFormClient({ meta, id, pickableResources, lockedPickerNotes, children, notice, lockedFields, canDelete = true, headerActions, layout = 'stack', listHref = meta.basePath, updateParts }: ResourceFormClientProps) {
  const controller = useFormController(meta, id, listHref, { drafts: loadDrafts, editConflicts: updateParts?.editConflicts });
  const router = useRouter();
  const cameFrom = useCameFrom();
  const cancelHref = listHref ?? cameFrom.href ?? '/';
  // Without a list, Cancel is the browser's Back when the page came from is right behind (a plain click;
  // a modified one opens the address as any link does).
  const cancel = (event: MouseEvent) => {
    if (listHref !== null || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void backWhereCameFrom(router);
  };
  const noun = meta.singular.toLowerCase();
  const title = id === null ? `New ${noun}` : `Edit ${noun}`;
  const canShowDelete = updateParts !== undefined && meta.actions.delete && canDelete;

  if (!controller.isReady) {
    const { loadError } = controller;
    return (
      <>
        <PageHeader title={title} />
        {loadError ? (
          <LoadError
            title={`The ${noun} could not be loaded`}
            error={loadError}
            onRetry={loadError.status !== 404 ? controller.retryLoad : undefined}
            maxWidth="3xl"
          />
        ) : (
          <LoadingRows rows={6} rowHeight="10" gap="4" maxWidth="3xl" />
        )}
      </>
    );
  }

  return (
    <ResourceFormContext.Provider value={{ recordId: id === null ? null : Number(id), regionField: meta.regionField, pickableResources, lockedPickerNotes, lockedFields, saveChanges: controller.saveChanges, adoptRecord: controller.adoptRecord }}>
      <PageHeader
        title={title}
        actions={
          headerActions || canShowDelete ? (
            <>
              {headerActions}
              {canShowDelete && (
                <Suspense fallback={null}>
                  <updateParts.DeleteButton noun={noun} consequence={meta.deleteConsequence} onConfirm={controller.remove} />
                </Suspense>
              )}
            </>
          ) : null
        }
      />
      <FormProvider {...controller.form}>
        <chakra.form noValidate maxWidth="3xl" aria-label={title} onFocus={controller.prepare} onPointerDown={controller.prepare} onSubmit={controller.onSubmit}>
          {/* Outside the stack, so neither adds a gap while empty: status regions that are always there, so what comes into them is read out. */}
          {updateParts && id !== null && <updateParts.LiveParts controller={controller} resource={meta.resource} recordId={id} noun={noun} fields={meta.fields} backHref={cancelHref} />}
          <Stack gap="5">
            <SaveError noun={noun} controller={controller} />
            {controller.draftOffer && (
              <Suspense fallback={null}>
                <DraftOfferView offer={controller.draftOffer} fields={meta.fields} />
              </Suspense>
            )}
            {controller.editConflict && updateParts && (
              <Suspense fallback={null}>
                <updateParts.ConflictDialog noun={noun} conflict={controller.editConflict} context={controller.conflictContext} />
              </Suspense>
            )}
            {notice}
            {layout === 'sections' ? (
              <Suspense fallback={<LoadingRows rows={1} rowHeight="40" label="Loading fields" />}>
                <SectionedFields fields={meta.fields} />
              </Suspense>
            ) : (
              meta.fields.map((field) => <RenderField key={field.name} field={field} name={field.name} />)
            )}
            {children}
            {/* Sticky within the page's scroll area, whose padding it overlaps so nothing shows beneath it. */}
            <Flex
              gap="3"
              position="sticky"
              bottom={{ base: '-4', md: '-6' }}
              zIndex="sticky"
              bg="bg"
              borderTopWidth="1px"
              marginX="-4"
              paddingX="4"
              paddingY="3"
              boxShadow="0 -6px 12px -10px rgba(0, 0, 0, 0.35)"
            >
              <Button type="submit" colorPalette="blue" loading={controller.isSaving} disabled={controller.isSaving || controller.isDeleted}>
                Save
              </Button>
              {controller.isDeleted && (
                <chakra.span alignSelf="center" fontSize="sm" color="fg.muted">
                  Save is off: this {noun} was deleted.
                </chakra.span>
              )}
              <Button asChild variant="ghost">
                <NextLink href={cancelHref} onClick={cancel}>
                  Cancel
                </NextLink>
              </Button>
            </Flex>
          </Stack>
        </chakra.form>
      </FormProvider>
    </ResourceFormContext.Provider>
  );
}
