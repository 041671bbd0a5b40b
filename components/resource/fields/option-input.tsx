'use client';
// An option field: a select for one value, checkboxes for several. Choices are declared, or read from
// an options call the field names (fetched only when such a field is drawn); choices limited to some
// regions are offered only for records of those regions.
import { Box, Fieldset, Flex, NativeSelect } from '@chakra-ui/react';
import { Checkbox } from '@/components/ui/checkbox';
import { useEffect } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useOptionSource } from '@/lib/client/use-resource';
import type { FieldOfType, OptionChoice } from '@/lib/resources/types';
import { FieldFrame, useFieldError } from './field-frame';
import { useRecordRegion } from './form-context';
import type { FieldRenderer } from './types';

function useChoices(field: FieldOfType<'option'>): readonly OptionChoice[] {
  const { values } = useOptionSource(field.optionsFrom);
  if (!field.optionsFrom) return field.options ?? [];
  return (values ?? []).map((value) => ({ value, label: value }));
}

function MultiOptionInput({ field, name, choices }: { field: FieldOfType<'option'>; name: string; choices: readonly OptionChoice[] }) {
  const { control, getValues, setValue } = useFormContext();
  const error = useFieldError(name);
  const region = useRecordRegion();
  const isOffered = (choice: OptionChoice) => !choice.regions || !region || choice.regions.includes(region);
  // A region change drops the choices the new region does not offer (daylewis when switching to us).
  useEffect(() => {
    const current = getValues(name);
    if (!Array.isArray(current)) return;
    const kept = current.filter((value) => choices.find((c) => c.value === value && isOffered(c)) ?? !choices.some((c) => c.value === value));
    if (kept.length !== current.length) setValue(name, kept, { shouldDirty: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [region]);
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {field.label}
        {field.required && (
          <Box as="span" color="fg.error" aria-hidden="true" marginStart="1">
            *
          </Box>
        )}
      </Fieldset.Legend>
      <Controller
        control={control}
        name={name}
        render={({ field: input }) => {
          const values: string[] = Array.isArray(input.value) ? input.value : [];
          return (
            <Flex gap="4" wrap="wrap">
              {choices.map((choice) => (
                <Checkbox
                  key={choice.value}
                  disabled={!isOffered(choice)}
                  checked={values.includes(choice.value)}
                  onCheckedChange={(checked) => input.onChange(checked ? [...values, choice.value] : values.filter((v) => v !== choice.value))}
                  onBlur={input.onBlur}
                >
                  {choice.label}
                  {choice.regions && ` (${choice.regions.join(', ')} only)`}
                </Checkbox>
              ))}
            </Flex>
          );
        }}
      />
      {field.help && !error && <Fieldset.HelperText>{field.help}</Fieldset.HelperText>}
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

export const OptionInput: FieldRenderer<'option'> = ({ field, name }) => {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const region = useRecordRegion();
  const choices = useChoices(field);
  if (field.multiple) return <MultiOptionInput field={field} name={name} choices={choices} />;
  return (
    <FieldFrame field={field} error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(name, { setValueAs: (v: string) => (v === '' ? null : v) })}>
          {!field.required && <option value="">Not set</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value} disabled={Boolean(choice.regions && region && !choice.regions.includes(region))}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
};
