'use client';
// The team member's "Medical reviewer" checkbox. Unmarking one who reviews content is refused (409, the
// count on this field); the refusal offers "Unmark anyway", which saves the form with `?force=true`.
import { Button, Stack } from '@chakra-ui/react';
import { useParams } from 'next/navigation';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { BooleanInput } from '@/components/resource/fields/boolean-input';
import { useFieldError } from '@/components/resource/fields/field-frame';
import type { FieldDef } from '@/lib/resources/types';
import { errorMessage } from '@/lib/client/fetcher';
import { toaster } from '@/lib/client/toaster';
import { saveMemberForced } from './api';

const IN_USE = /^This member is the medical reviewer of \d+ content item/;

export function ReviewerField({ field, name }: { field: FieldDef; name: string }) {
  const { getValues, reset } = useFormContext();
  const error = useFieldError(name);
  const params = useParams<{ id?: string }>();
  const [isSaving, setIsSaving] = useState(false);
  if (field.type !== 'boolean') return null;
  const canForce = params.id !== undefined && typeof error === 'string' && IN_USE.test(error);

  async function unmarkAnyway() {
    setIsSaving(true);
    try {
      const values = getValues();
      const saved = await saveMemberForced(String(params.id), { ...values, is_medical_reviewer: false });
      reset({ ...values, ...saved });
      toaster.create({ type: 'success', title: 'Team member updated' });
    } catch (failure) {
      toaster.create({ type: 'error', title: 'The team member was not saved', description: errorMessage(failure), closable: true });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Stack gap="2" alignItems="flex-start">
      <BooleanInput field={field} name={name} />
      {canForce && (
        <Button size="sm" colorPalette="red" variant="outline" loading={isSaving} onClick={() => void unmarkAnyway()}>
          Unmark anyway
        </Button>
      )}
    </Stack>
  );
}
