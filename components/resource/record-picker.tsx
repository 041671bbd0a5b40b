'use client';
// The record picker itself, on Chakra's Combobox (ark and zag: the ARIA combobox and listbox, keyboard
// and pointer, positioning and dismissal): type, arrow to a record, Enter or click to pick it. Asks the
// BFF for the first matches of what was typed. Nothing stays selected here: the caller shows what was
// picked and the input is emptied for the next search. Loaded by record-combobox.tsx on first use, so
// zag's machine is no part of a form's first load.
import { Combobox, Spinner, Text, VisuallyHidden, createListCollection, useFieldContext } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import type { PagedList } from '@/lib/contract/rest';
import type { ApiError } from '@/lib/client/fetcher';
import { resourceApiUrl, type ResourceRecord } from '@/lib/client/use-resource';
import type { RecordPickerProps, Selection } from './record-picker-props';

const DEBOUNCE_MS = 250;
const MATCHES = 8;
/** The picker's own value: always empty (controlled). */
const NO_VALUE: string[] = [];

export function RecordPicker({
  id,
  resource,
  labelField,
  filters,
  excludeIds = [],
  onPick,
  describeRecord,
  placeholder,
  invalid,
  describedBy,
  initialText,
  openAtOnce,
  focusAtOnce,
  initialSelection,
}: RecordPickerProps) {
  // Inside a Field, ark would give the input the field's control id; the caller's label points at `id`,
  // so the input keeps it, and the list is labelled by the field's label.
  const field = useFieldContext();
  const [text, setText] = useState(initialText);
  const [query, setQuery] = useState(initialText.trim());
  const [isOpen, setIsOpen] = useState(openAtOnce);

  // In the same commit that removed the focused stand-in, so no keystroke falls between the two. The
  // stand-in's selection is read here, not while rendering: it is recorded as that commit removes it.
  const inputRef = useRef<HTMLInputElement>(null);
  const focusOnMount = useRef(focusAtOnce);
  const readStandInSelection = useRef(initialSelection);
  const selectionOnMount = useRef<Selection | null>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!focusOnMount.current || !input) return;
    input.focus();
    selectionOnMount.current = readStandInSelection.current();
    if (selectionOnMount.current) input.setSelectionRange(...selectionOnMount.current);
  }, []);
  // zag puts the caret at the end in a frame after the list opens: the selection goes back two frames on,
  // if the caret is still where zag left it and nothing was typed meanwhile.
  useEffect(() => {
    const input = inputRef.current;
    const selection = selectionOnMount.current;
    if (!input || !selection) return;
    const value = input.value;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const isCaretAtEnd = input.selectionStart === value.length && input.selectionEnd === value.length;
        if (input.value === value && isCaretAtEnd && document.activeElement === input) input.setSelectionRange(...selection);
      });
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const params = new URLSearchParams({ page: '1', limit: String(MATCHES), sort: labelField, order: 'asc', ...filters });
  if (query) params.set('search', query);
  const { data, isLoading } = useSWR<{ data: PagedList<ResourceRecord> }, ApiError>(isOpen ? `${resourceApiUrl(resource)}?${params}` : null, {
    keepPreviousData: true,
  });

  // Matches of an earlier text are not offered while the current one is searched for: the first match
  // is highlighted for Enter, and it must be a match of what is in the input.
  const isSearching = isLoading || query !== text.trim();
  const records = isSearching ? undefined : data?.data.records;
  const excluded = excludeIds.join();
  const collection = useMemo(() => {
    const skip = new Set(excluded ? excluded.split(',').map(Number) : []);
    return createListCollection<ResourceRecord>({
      items: (records ?? []).filter((record) => !skip.has(record.id)),
      itemToValue: (record) => String(record.id),
      itemToString: (record) => String(record[labelField] ?? `#${record.id}`),
    });
  }, [records, excluded, labelField]);

  return (
    <Combobox.Root
      collection={collection}
      ids={{ input: id, label: field?.ids.label }}
      invalid={invalid}
      placeholder={placeholder ?? 'Type to search'}
      value={NO_VALUE}
      defaultInputValue={initialText}
      defaultOpen={openAtOnce}
      selectionBehavior="clear"
      inputBehavior="autohighlight"
      // What was typed is a search, not a value: it stays on blur and Escape, as in a search box.
      allowCustomValue
      openOnClick
      lazyMount
      onOpenChange={(details) => setIsOpen(details.open)}
      onInputValueChange={(details) => setText(details.inputValue)}
      onSelect={(details) => {
        const record = collection.find(details.itemValue);
        if (record) onPick(record);
      }}
    >
      <Combobox.Control>
        <Combobox.Input
          ref={inputRef}
          aria-describedby={describedBy}
          // Runs before zag's own handler, which skips a key already handled: Enter in the open list
          // with no match highlighted (still searching, or none) neither closes the list with nothing
          // picked nor submits the surrounding form.
          onKeyDown={(event) => {
            const input = event.currentTarget;
            if (event.key === 'Enter' && input.getAttribute('aria-expanded') === 'true' && !input.getAttribute('aria-activedescendant')) {
              event.preventDefault();
            }
          }}
        />
      </Combobox.Control>
      {/* No Portal: the list stays next to its input in the DOM, so it works inside dialogs too. */}
      <Combobox.Positioner>
        <Combobox.Content aria-label="Matching records">
          <Combobox.Empty display="flex" alignItems="center" gap="2" color="fg.muted">
            {isSearching ? (
              <>
                <Spinner size="xs" />
                Searching…
              </>
            ) : (
              'No matches'
            )}
          </Combobox.Empty>
          {collection.items.map((record) => {
            const note = describeRecord?.(record);
            return (
              <Combobox.Item key={record.id} item={record}>
                <Combobox.ItemText>{collection.stringifyItem(record)}</Combobox.ItemText>
                {/* The leading comma keeps the note apart from the label when the option's name is read aloud. */}
                {note && (
                  <Text as="span" fontSize="xs" color="fg.muted" textAlign="end">
                    <VisuallyHidden>, </VisuallyHidden>
                    {note}
                  </Text>
                )}
              </Combobox.Item>
            );
          })}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
