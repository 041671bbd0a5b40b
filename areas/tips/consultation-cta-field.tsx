'use client';
// A tip's "show the consultation call to action" checkbox, with a preview of the text the storefront shows
// when it is on: the `tip_consulation` setting, read through the read-only `GET /v1/tip-options` that
// editors may call (docs/business-rules.md#tips).
import { Box, Field, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { errorMessage, type ApiError } from '@/lib/client/fetcher';
import { FieldNotes, useFieldError } from '@/components/resource/fields/field-frame';
import type { CustomFieldRenderer } from '@/components/resource/fields/types';

function ConsultationPreview() {
  const { data, error, isLoading } = useSWR<{ data: { tip_consulation: string } }, ApiError>('/api/main/v1/tip-options', { revalidateOnFocus: false });
  const text = data?.data.tip_consulation ?? '';
  return (
    <Box role="region" aria-label="Call to action preview" borderWidth="1px" borderRadius="md" p="3" bg="bg.muted">
      {isLoading ? (
        <Text color="fg.muted">Loading the call to action…</Text>
      ) : error ? (
        <Text color="fg.error">Could not load the call to action: {errorMessage(error)}</Text>
      ) : text ? (
        <Text>{text}</Text>
      ) : (
        <Text color="fg.muted">The consultation text is not set yet (System › Settings, tip_consulation).</Text>
      )}
    </Box>
  );
}

export const ConsultationCtaField: CustomFieldRenderer = ({ field, name }) => {
  const { control } = useFormContext();
  const error = useFieldError(name);
  const isOn = Boolean(useWatch({ name }));
  return (
    <Field.Root invalid={Boolean(error)}>
      <Controller
        control={control}
        name={name}
        render={({ field: input }) => (
          <Checkbox checked={Boolean(input.value)} onCheckedChange={input.onChange} inputRef={input.ref} onBlur={input.onBlur}>
            {field.label}
          </Checkbox>
        )}
      />
      <FieldNotes help={field.help} error={error} />
      {isOn && <ConsultationPreview />}
    </Field.Root>
  );
};
