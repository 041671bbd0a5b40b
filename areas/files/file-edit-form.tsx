'use client';
// A file's name and alt text in its drawer, edited through the form controller as every other editor is:
// the files' schema, a save against the version loaded (If-Match), a 412 merged with the stored version
// (the conflict view when the same field changed on both sides), the upstream's 422 on its fields, and
// what was typed kept when a save fails. Each outcome is said inside the form too: a modal drawer hides
// toasts from assistive technology.
import { Button, Flex, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { Suspense } from 'react';
import { FormProvider } from 'react-hook-form';
import { ResourceFormContext } from '@/components/resource/fields/form-context';
import { RenderField } from '@/components/resource/fields/render-field';
import { LazyConflictDialog } from '@/components/resource/form/conflict-parts';
import { SaveError } from '@/components/resource/form/save-error';
import { preloadFormChecks, type FormController } from '@/lib/client/controllers/use-form-controller';
import type { FieldDef } from '@/lib/resources/types';

export interface FileEditFormProps {
  controller: FormController;
  /** The files' declared fields: the name and the alt text (the bytes never change). */
  fields: readonly FieldDef[];
}

export function FileEditForm({ controller, fields }: FileEditFormProps) {
  return (
    <ResourceFormContext.Provider value={{ recordId: Number(controller.id), pickableResources: [], lockedPickerNotes: {} }}>
      <FormProvider {...controller.form}>
        <chakra.form aria-labelledby="file-edit" noValidate onFocus={preloadFormChecks} onPointerDown={preloadFormChecks} onSubmit={controller.onSubmit}>
          <Stack gap="3">
            <Heading as="h3" size="sm" id="file-edit">
              Name and alt text
            </Heading>
            <SaveError noun="file" controller={controller} />
            {fields.map((field) => (
              <RenderField key={field.name} field={field} name={field.name} />
            ))}
            <Flex gap="3" alignItems="center">
              <Button type="submit" colorPalette="blue" size="sm" loading={controller.isSaving} disabled={!controller.isReady || controller.isDeleted}>
                Save changes
              </Button>
              <Text role="status" fontSize="sm" color="fg.muted">
                {controller.saveNote ?? ''}
              </Text>
            </Flex>
          </Stack>
        </chakra.form>
      </FormProvider>
      {controller.editConflict && (
        <Suspense fallback={null}>
          <LazyConflictDialog noun="file" conflict={controller.editConflict} context={controller.conflictContext} />
        </Suspense>
      )}
    </ResourceFormContext.Provider>
  );
}
