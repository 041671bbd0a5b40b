'use client';
// A setting's value, drawn to fit its key: list keys as rows to add, edit, remove and reorder (with
// buttons, so the keyboard does it all), each bad row marked with its message; the text key as a
// textarea with a character counter. Until a key is picked there is nothing to edit.
import { Box, Field, Text, Textarea } from '@chakra-ui/react';
import '@/components/ui/form-recipes';
import { useFormContext, useWatch } from 'react-hook-form';
import { SETTING_KINDS, isSettingKey } from '@/areas/settings/setting-keys';
import { SettingListEditor } from '@/areas/settings/setting-list-editor';
import { useFieldError } from '@/components/resource/fields/field-frame';
import type { CustomFieldRenderer } from '@/components/resource/fields/types';

/** The sibling field that holds the key (areas/settings/definition.ts). */
const KEY_FIELD = 'key';

export const SettingValueField: CustomFieldRenderer = ({ name }) => {
  const key: unknown = useWatch({ name: KEY_FIELD });
  if (!isSettingKey(key)) {
    return (
      <Box>
        <Text fontSize="sm" fontWeight="medium">
          Value
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Pick a key first: its value is a list or a text, and the editor fits it.
        </Text>
      </Box>
    );
  }
  const kind = SETTING_KINDS[key];
  if (kind.kind === 'text') return <SettingTextInput name={name} label={kind.label} maxLength={kind.maxLength} />;
  return <SettingListEditor name={name} kind={kind} />;
};

function SettingTextInput({ name, label, maxLength }: { name: string; label: string; maxLength: number }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const value: unknown = useWatch({ name });
  const length = typeof value === 'string' ? value.trim().length : 0;
  const isOver = length > maxLength;
  return (
    <Field.Root invalid={Boolean(error) || isOver} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea {...register(name)} rows={4} />
      <Field.HelperText color={isOver ? 'fg.error' : undefined} alignSelf="flex-end">
        {length} of {maxLength} characters
      </Field.HelperText>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
