'use client';
// An option field of several values: a checkbox per choice, in a fieldset named by the field. Choices
// limited to some regions are offered only for records of those regions, and a region change drops the
// ones the new region does not offer. Loaded when such a field is drawn (option-input.tsx): the checkbox
// is no part of a form that shows none.
import { Box, Fieldset, Flex } from '@chakra-ui/react';
import '@/components/ui/form-recipes';
import { useEffect } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import type { FieldOfType, OptionChoice } from '@/lib/resources/types';
import { useFieldError } from './field-frame';
import { useRecordRegion } from './form-context';
import { useChoices } from './option-choices';

export function MultiOptionInput({ field, name }: { field: FieldOfType<'option'>; name: string }) {
  const choices = useChoices(field);
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
