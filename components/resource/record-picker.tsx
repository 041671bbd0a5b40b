'use client';
// The record picker itself, on Chakra's Combobox (ark and zag: the ARIA combobox and listbox, keyboard
// and pointer, positioning and dismissal): type, arrow to a record, Enter or click to pick it. Asks the
// BFF for the first matches of what was typed (record-picker-query.ts), asking for as many more as are
// left out as picked, and says "More matches — type to narrow" when more match (record-matches.ts). In a form nothing stays
// selected here: the caller shows what was picked and the input is emptied for the next search. As a list
// filter (`selectedLabel` given) the input shows the chosen record's name, and emptied and left it clears
// the filter. Loaded by record-combobox.tsx on first use, so zag's machine is no part of a first load.
import { Combobox, Spinner, Text, VisuallyHidden, createListCollection, useFieldContext } from '@chakra-ui/react';
import '@/components/ui/late-recipes';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import type { PagedList } from '@/lib/contract/rest';
import type { ApiError } from '@/lib/client/fetcher';
import { resourceApiUrl, type ResourceRecord } from '@/lib/client/use-resource';
import type { RecordPickerProps, Selection } from './record-picker-props';
import { offeredMatches } from './record-matches';
import { pickerQuery } from './record-picker-query';

const DEBOUNCE_MS = 250;
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
  selectedLabel,
  onClear,
}: RecordPickerProps) {
  const isFilter = selectedLabel !== undefined;
  const shownLabel = selectedLabel ?? '';
  // Inside a Field, ark would give the input the field's control id; the caller's label points at `id`,
  // so the input keeps it, and the list is labelled by the field's label.
  const field = useFieldContext();
  const [text, setText] = useState(initialText);
  // A filter's input holding the chosen record's name untouched searches for nothing: every record is offered.
  const searchOf = (typed: string) => (isFilter && typed === shownLabel ? '' : typed.trim());
  const [query, setQuery] = useState(searchOf(initialText));
  const [isOpen, setIsOpen] = useState(openAtOnce);
  const hintId = useId();
  // A filter's chosen record changed from outside (its name arrived, the filter was cleared, the URL moved):
  // the input shows it, unless it is being typed into.
  const [labelShown, setLabelShown] = useState(selectedLabel);
  if (labelShown !== selectedLabel) {
    setLabelShown(selectedLabel);
    if (!isOpen) setText(shownLabel);
  }
  /** A filter's input left without a pick: emptied, it clears the filter; otherwise it shows the chosen name again. */
  const settle = () => {
    if (!isFilter) return;
    if (text.trim() === '' && selectedLabel) onClear?.();
    else setText(shownLabel);
  };

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
    const search = isFilter && text === shownLabel ? '' : text.trim();
    const timer = setTimeout(() => setQuery(search), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, isFilter, shownLabel]);

  const params = pickerQuery({ resource, labelField, filters, excludedCount: excludeIds.length, search: query });
  const { data, isLoading } = useSWR<{ data: PagedList<ResourceRecord> }, ApiError>(isOpen ? `${resourceApiUrl(resource)}?${params}` : null, {
    keepPreviousData: true,
  });

  // Matches of an earlier text are not offered while the current one is searched for: the first match
  // is highlighted for Enter, and it must be a match of what is in the input.
  const isSearching = isLoading || query !== searchOf(text);
  const answer = isSearching ? undefined : data?.data;
  const excluded = excludeIds.join();
  const offer = useMemo(() => offeredMatches(answer ?? { records: [], total: 0 }, excluded ? excluded.split(',').map(Number) : []), [answer, excluded]);
  const collection = useMemo(
    () =>
      createListCollection<ResourceRecord>({
        items: offer.items,
        itemToValue: (record) => String(record.id),
        itemToString: (record) => String(record[labelField] ?? `#${record.id}`),
      }),
    [offer, labelField],
  );
  const describedByIds = [describedBy, isOpen && offer.hasMore ? hintId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <Combobox.Root
      collection={collection}
      ids={{ input: id, label: field?.ids.label }}
      invalid={invalid}
      placeholder={placeholder ?? 'Type to search'}
      value={NO_VALUE}
      defaultInputValue={initialText}
      // A filter's input is held here, to show the chosen name again after a search that picked nothing.
      inputValue={isFilter ? text : undefined}
      defaultOpen={openAtOnce}
      selectionBehavior="clear"
      inputBehavior="autohighlight"
      // What was typed is a search, not a value: it stays on blur and Escape, as in a search box.
      allowCustomValue
      openOnClick
      lazyMount
      onOpenChange={(details) => {
        setIsOpen(details.open);
        if (!details.open && details.reason !== 'item-select') settle();
      }}
      onInputValueChange={(details) => {
        // A filter shows the name picked (set with the pick), not the emptied input of a form's picker.
        if (isFilter && details.reason === 'item-select') return;
        setText(details.inputValue);
      }}
      onSelect={(details) => {
        const record = collection.find(details.itemValue);
        if (!record) return;
        if (isFilter) setText(collection.stringifyItem(record) ?? '');
        onPick(record);
      }}
    >
      <Combobox.Control>
        <Combobox.Input
          ref={inputRef}
          aria-describedby={describedByIds}
          onBlur={() => {
            if (!isOpen) settle();
          }}
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
          {offer.hasMore && (
            <Text id={hintId} role="presentation" paddingX="2" paddingY="1.5" fontSize="sm" color="fg.muted">
              More matches — type to narrow
            </Text>
          )}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
