'use client';
// Why the last save failed, above the form's fields: the upstream's words and, when a newer version of
// the record came first (409), the way to load it (dropping what was typed). The page form and the
// drawers that edit a record say it the same way.
import { Button } from '@chakra-ui/react';
import { ErrorAlert } from '@/components/ui/error-alert';
import type { FormController } from '@/lib/client/controllers/use-form-controller';

export function SaveError({ noun, controller }: { noun: string; controller: Pick<FormController, 'formError' | 'hasConflict' | 'loadLatest'> }) {
  if (!controller.formError) return null;
  return (
    <ErrorAlert
      title={`The ${noun} was not saved`}
      description={controller.formError}
      action={
        controller.hasConflict && (
          <Button size="sm" variant="outline" onClick={() => void controller.loadLatest()}>
            Load the latest version
          </Button>
        )
      }
    />
  );
}
