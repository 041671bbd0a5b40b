'use client';
// The value of a list setting as rows: type in a row, add one, remove one, move one up or down. The move
// and remove buttons name their row ("Move Capsule up"), and focus follows the row that moved, so the
// keyboard reorders as easily as a mouse. A bad row shows its own message (from the schema or the API).
import { Box, Button, Field, Fieldset, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import '@/components/ui/form-recipes';
import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { SettingKind } from '@/areas/settings/setting-keys';
import { SETTING_LIST_MAX } from '@/areas/settings/setting-keys';
import { fieldErrorMessage } from '@/components/resource/fields/field-error';

type ListKind = Exclude<SettingKind, { kind: 'text' }>;

let nextRowId = 0;
const newRowId = () => `row-${(nextRowId += 1)}`;

/** What to focus once the rows have re-rendered. */
type PendingFocus = { rowId: string; target: 'input' | 'up' | 'down' } | { rowId: null; target: 'add' };

export function SettingListEditor({ name, kind }: { name: string; kind: ListKind }) {
  const { control, formState } = useFormContext();
  const { field } = useController({ name, control });
  const entries: string[] = Array.isArray(field.value) ? (field.value as unknown[]).map((entry) => (typeof entry === 'string' ? entry : String(entry ?? ''))) : [];

  // Row ids travel with the rows so React keeps each input (and its focus) with its entry as rows move.
  const [rowIds, setRowIds] = useState<string[]>(() => entries.map(newRowId));

  // Set by the buttons, applied once the rows have re-rendered.
  const pendingFocus = useRef<PendingFocus | null>(null);
  const container = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const find = (target: string) => container.current?.querySelector<HTMLElement>(`[data-focus-key="${pending.rowId}:${target}"]`);
    let element = find(pending.target);
    // A row moved to the top (or bottom) has that button disabled: its other move button takes focus.
    if (element instanceof HTMLButtonElement && element.disabled) element = find(pending.target === 'up' ? 'down' : 'up');
    element?.focus();
  });

  // A reset (a save, the latest version loaded) replaces the list from outside: start the ids afresh.
  if (rowIds.length !== entries.length) {
    setRowIds(entries.map(newRowId));
    return null;
  }

  const focusAfterRender = (target: PendingFocus) => {
    pendingFocus.current = target;
  };

  const change = (nextEntries: string[], nextIds: string[]) => {
    setRowIds(nextIds);
    field.onChange(nextEntries);
  };

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const nextEntries = [...entries];
    const nextIds = [...rowIds];
    [nextEntries[index], nextEntries[to]] = [nextEntries[to], nextEntries[index]];
    [nextIds[index], nextIds[to]] = [nextIds[to], nextIds[index]];
    change(nextEntries, nextIds);
    focusAfterRender({ rowId: rowIds[index], target: by < 0 ? 'up' : 'down' });
  };

  const remove = (index: number) => {
    const neighbour = rowIds[index + 1] ?? rowIds[index - 1];
    change(
      entries.filter((_, i) => i !== index),
      rowIds.filter((_, i) => i !== index),
    );
    focusAfterRender(neighbour ? { rowId: neighbour, target: 'input' } : { rowId: null, target: 'add' });
  };

  const add = () => {
    const id = newRowId();
    change([...entries, ''], [...rowIds, id]);
    focusAfterRender({ rowId: id, target: 'input' });
  };

  const noun = kind.itemLabel.toLowerCase();
  const listError = fieldErrorMessage(formState.errors, name);
  const rowName = (index: number) => entries[index]?.trim() || `${kind.itemLabel} ${index + 1}`;

  return (
    <Fieldset.Root ref={container} invalid={Boolean(listError)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {kind.label}
        {kind.isRequired && (
          <Box as="span" color="fg.error" aria-hidden="true" marginStart="1">
            *
          </Box>
        )}
      </Fieldset.Legend>
      <Fieldset.HelperText>
        One {noun} per row, in the order forms offer them
        {kind.kind === 'emails' ? '; addresses are saved in lower case' : ''}. {entries.length} of at most {SETTING_LIST_MAX}.
      </Fieldset.HelperText>
      {listError && <Fieldset.ErrorText>{listError}</Fieldset.ErrorText>}
      <Stack gap="2" as="ol" listStyleType="none" marginStart="0">
        {entries.length === 0 && (
          <Text as="li" fontSize="sm" color="fg.muted">
            No {noun} yet: add one below.
          </Text>
        )}
        {entries.map((entry, index) => {
          const rowId = rowIds[index];
          const rowError = fieldErrorMessage(formState.errors, `${name}.${index}`);
          return (
            <Box as="li" key={rowId}>
              <Field.Root invalid={Boolean(rowError)}>
                <HStack gap="1" width="full">
                  <Input
                    data-focus-key={`${rowId}:input`}
                    aria-label={`${kind.itemLabel} ${index + 1}`}
                    value={entry}
                    type={kind.kind === 'emails' ? 'email' : 'text'}
                    spellCheck={kind.kind !== 'emails'}
                    autoCapitalize={kind.kind === 'emails' ? 'none' : undefined}
                    onChange={(event) => field.onChange(entries.map((e, i) => (i === index ? event.target.value : e)))}
                    onBlur={field.onBlur}
                  />
                  <IconButton data-focus-key={`${rowId}:up`} size="sm" variant="ghost" aria-label={`Move ${rowName(index)} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                    ↑
                  </IconButton>
                  <IconButton
                    data-focus-key={`${rowId}:down`}
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${rowName(index)} down`}
                    disabled={index === entries.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </IconButton>
                  <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Remove ${rowName(index)}`} onClick={() => remove(index)}>
                    ✕
                  </IconButton>
                </HStack>
                {rowError && <Field.ErrorText>{rowError}</Field.ErrorText>}
              </Field.Root>
            </Box>
          );
        })}
      </Stack>
      <Box>
        <Button data-focus-key={'null:add'} size="sm" variant="outline" disabled={entries.length >= SETTING_LIST_MAX} onClick={add}>
          Add {noun}
        </Button>
      </Box>
    </Fieldset.Root>
  );
}
