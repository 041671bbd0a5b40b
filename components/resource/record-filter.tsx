'use client';
// A list filter whose choices are another resource's records (a content category, a staff account): the
// record combobox (record-combobox.tsx), searching the upstream as one types, so any record can be chosen
// however many there are. The chosen record is shown by its name — read by id when the filter came from
// the URL (a deep link, a saved view, a reload) — and "Clear" or an emptied input sets it back to all.
import { Button, Field, Flex } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/client/fetcher';
import { useResourceRecord } from '@/lib/client/use-resource';
import { RecordCombobox } from './record-combobox';

export interface RecordFilterProps {
  /** The filter's label, its combobox's accessible name ("Category"). */
  label: string;
  resource: string;
  labelField: string;
  /** The chosen record's id as the URL holds it; '' for all. */
  value: string;
  onChange: (value: string) => void;
  /** Id for the input (the list's stand-in had it); one of its own when not given. */
  inputId?: string;
  /** The list's stand-in had the focus: the input takes it. */
  focusAtOnce?: boolean;
}

export function RecordFilter({ label, resource, labelField, value, onChange, inputId: givenId, focusAtOnce }: RecordFilterProps) {
  const ownId = useId();
  const inputId = givenId ?? ownId;
  // The name of the record last picked here, so choosing one needs no read of it.
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const isNameKnown = picked !== null && picked.id === value;
  const record = useResourceRecord(resource, value !== '' && !isNameKnown ? value : null);
  const fetchedName = record.data ? String(record.data.data[labelField] ?? `#${value}`) : record.error ? `#${value}` : '';
  const selectedLabel = value === '' ? null : isNameKnown ? picked.name : fetchedName;
  return (
    <Field.Root width="auto" minWidth="48" invalid={Boolean(record.error)}>
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
      <Flex gap="1" alignItems="center">
        <RecordCombobox
          id={inputId}
          resource={resource}
          labelField={labelField}
          selectedLabel={selectedLabel}
          placeholder={selectedLabel === '' ? 'Loading…' : 'All'}
          invalid={Boolean(record.error)}
          onPick={(chosen) => {
            setPicked({ id: String(chosen.id), name: String(chosen[labelField] ?? `#${chosen.id}`) });
            onChange(String(chosen.id));
          }}
          onClear={() => onChange('')}
          autoFocus={focusAtOnce}
        />
        {value !== '' && (
          <Button variant="ghost" size="sm" aria-label={`Clear ${label}`} onClick={() => onChange('')}>
            Clear
          </Button>
        )}
      </Flex>
      {record.error && <Field.ErrorText>Could not load the chosen {label.toLowerCase()}: {errorMessage(record.error)}</Field.ErrorText>}
    </Field.Root>
  );
}
