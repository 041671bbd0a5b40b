'use client';
// A search-as-you-type picker of another resource's records (ARIA combobox + listbox): type, arrow to a
// record, Enter or click to pick it. Asks the BFF for the first matches of what was typed.
import { Box, Input, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import useSWR from 'swr';
import type { PagedList } from '@/lib/contract/rest';
import type { ApiError } from '@/lib/client/fetcher';
import { resourceApiUrl, type ResourceRecord } from '@/lib/client/use-resource';

const DEBOUNCE_MS = 250;
const MATCHES = 8;

export interface RecordComboboxProps {
  /** Id of the input, for the visible label's `htmlFor`. */
  id: string;
  resource: string;
  labelField: string;
  /** Extra query parameters (e.g. `region`). */
  filters?: Record<string, string>;
  /** Records that may not be picked (already picked, or the record itself). */
  excludeIds?: readonly number[];
  onPick: (record: ResourceRecord) => void;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
}

export function RecordCombobox({ id, resource, labelField, filters, excludeIds = [], onPick, placeholder, invalid, describedBy }: RecordComboboxProps) {
  const listId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const params = new URLSearchParams({ page: '1', limit: String(MATCHES), sort: labelField, order: 'asc', ...filters });
  if (query) params.set('search', query);
  const { data, isLoading } = useSWR<{ data: PagedList<ResourceRecord> }, ApiError>(isOpen ? `${resourceApiUrl(resource)}?${params}` : null, {
    keepPreviousData: true,
  });
  const options = (data?.data.records ?? []).filter((record) => !excludeIds.includes(record.id));
  const activeOption = options[Math.min(active, options.length - 1)];
  const optionId = (recordId: number) => `${listId}-option-${recordId}`;

  function pick(record: ResourceRecord) {
    onPick(record);
    setText('');
    setIsOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setIsOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(options.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      if (isOpen && activeOption) {
        event.preventDefault();
        pick(activeOption);
      }
    } else if (event.key === 'Escape') {
      setIsOpen(false);
    }
  }

  return (
    <Box position="relative" width="full">
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={isOpen && activeOption ? optionId(activeOption.id) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={placeholder ?? 'Type to search'}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setIsOpen(true);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={onKeyDown}
      />
      <Box
        as="ul"
        role="listbox"
        id={listId}
        aria-label="Matching records"
        hidden={!isOpen}
        position="absolute"
        zIndex="dropdown"
        insetX="0"
        top="100%"
        marginTop="1"
        maxHeight="64"
        overflowY="auto"
        bg="bg.panel"
        borderWidth="1px"
        rounded="md"
        shadow="md"
        listStyleType="none"
        padding="1"
      >
        {options.map((record) => (
          <Box
            as="li"
            key={record.id}
            id={optionId(record.id)}
            role="option"
            aria-selected={record.id === activeOption?.id}
            paddingX="2"
            paddingY="1.5"
            rounded="sm"
            cursor="pointer"
            bg={record.id === activeOption?.id ? 'bg.emphasized' : undefined}
            // Picking must happen before the input's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(record)}
          >
            {String(record[labelField] ?? `#${record.id}`)}
          </Box>
        ))}
        {isOpen && options.length === 0 && (
          <Box as="li" role="presentation" paddingX="2" paddingY="1.5">
            {isLoading ? <Spinner size="xs" /> : <Text color="fg.muted">No matches</Text>}
          </Box>
        )}
      </Box>
    </Box>
  );
}
