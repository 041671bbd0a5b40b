'use client';
// A tip's "show the consultation call to action" checkbox, with a preview of the text the storefront shows
// when it is on: the `tip_consulation` setting, read through the read-only `GET /v1/tip-options` that
// editors may call (docs/business-rules.md#tips).
import { Box, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { errorMessage } from '@/lib/client/fetcher';
import { CheckboxField } from '@/components/resource/fields/boolean-input';
import type { CustomFieldRenderer } from '@/components/resource/fields/types';
import { useTipOptions } from './api';

function ConsultationPreview() {
  const { data, error, isLoading } = useTipOptions();
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
  const isOn = Boolean(useWatch({ name }));
  return (
    <CheckboxField name={name} label={field.label} help={field.help}>
      {isOn && <ConsultationPreview />}
    </CheckboxField>
  );
};
