'use client';
// A number field: a plain number, or money kept in minor units and typed in major units ("5.99") beside
// the record's currency symbol.
import { Input, InputGroup } from '@chakra-ui/react';
import { useState, type Ref } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { CURRENCY_BY_REGION } from '@/lib/resources/regions';
import type { Region } from '@/lib/resources/types';
import { FieldFrame, useFieldError } from './field-frame';
import { useRecordRegion } from './form-context';
import type { FieldRenderer } from './types';

export function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

interface MoneyInputProps {
  value: unknown;
  onChange: (v: number | null) => void;
  onBlur: () => void;
  region?: Region;
  /** Lets the form focus the field when its value is refused. */
  inputRef: Ref<HTMLInputElement>;
}

function MoneyInput({ value, onChange, onBlur, region, inputRef }: MoneyInputProps) {
  const shown = typeof value === 'number' && Number.isFinite(value) ? (value / 100).toFixed(2) : '';
  const [text, setText] = useState(shown);
  // Follow outside changes (a reset after saving) without fighting the person typing.
  const [lastValue, setLastValue] = useState(value);
  if (!Object.is(lastValue, value)) {
    setLastValue(value);
    const typed = parseNumber(text);
    const typedMinor = typed === null || Number.isNaN(typed) ? typed : Math.round(typed * 100);
    if (!Object.is(typedMinor, value)) setText(shown);
  }
  const symbol = region ? CURRENCY_BY_REGION[region].symbol : '';
  return (
    <InputGroup startElement={symbol || undefined}>
      <Input
        ref={inputRef}
        inputMode="decimal"
        value={text}
        onBlur={onBlur}
        onChange={(event) => {
          setText(event.target.value);
          const major = parseNumber(event.target.value);
          onChange(major === null || Number.isNaN(major) ? major : Math.round(major * 100));
        }}
      />
    </InputGroup>
  );
}

export const NumberInput: FieldRenderer<'number'> = ({ field, name }) => {
  const { control } = useFormContext();
  const error = useFieldError(name);
  const region = useRecordRegion();
  return (
    <FieldFrame field={field} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field: input }) =>
          field.format === 'money' ? (
            <MoneyInput value={input.value} onChange={input.onChange} onBlur={input.onBlur} region={region} inputRef={input.ref} />
          ) : (
            <Input
              type="number"
              ref={input.ref}
              min={field.min}
              max={field.max}
              step={field.format === 'integer' ? 1 : 'any'}
              value={typeof input.value === 'number' && Number.isFinite(input.value) ? input.value : ''}
              onBlur={input.onBlur}
              onChange={(event) => input.onChange(parseNumber(event.target.value))}
            />
          )
        }
      />
    </FieldFrame>
  );
};
