'use client';
// An option field: a select for one value, checkboxes for several (multi-option-input.tsx, loaded when
// such a field is drawn). Choices are declared, or read from an options call the field names (fetched
// only when such a field is drawn); choices limited to some regions are offered only for records of those
// regions.
import { NativeSelect } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { lazyField } from './custom/lazy-field';
import { FieldFrame, useFieldError } from './field-frame';
import { useRecordRegion } from './form-context';
import { useChoices } from './option-choices';
import type { FieldRenderer } from './types';

const MultiOptionInput = lazyField(() => import('./multi-option-input').then((module) => module.MultiOptionInput), '10');

export const OptionInput: FieldRenderer<'option'> = ({ field, name }) => {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const region = useRecordRegion();
  const choices = useChoices(field);
  if (field.multiple) return <MultiOptionInput field={field} name={name} />;
  return (
    // A select ignores readOnly (it still opens and takes a choice, which the upstream then drops): a read-only one is disabled.
    <FieldFrame field={field} error={error} isDisabled={field.readOnly}>
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
