'use client';
// The conflict view of an update form: someone saved this record while it was being edited,
// and some fields were changed on both sides. Each such field, by the form's own label, shows "Yours" and
// "Theirs" (long text as a word diff against what the form loaded) with a choice between them: a pair of
// the browser's own radio buttons in a fieldset the label names (Chakra's RadioGroup would put its recipe
// on every page). "Keep all mine" and "Take all theirs" set every choice at once. Save saves the merge;
// Cancel goes back to the form with everything typed. ConflictView is the view alone, saving and cancelling
// through its caller (the file drawer, whose editor is no react-hook-form form); ConflictDialog works it
// with a form's controller. Loaded only once a save meets a 412 (resource-form-client.tsx, file-drawer.tsx),
// with the diff library.
import { Box, Button, chakra, Fieldset, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import '@/components/ui/form-recipes';
import { diffWords } from 'diff';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { dismissEditConflict, settleEditConflict, type ConflictContext, type EditConflict } from '@/lib/client/controllers/edit-conflict';
import type { ConflictChoice } from '@/lib/merge/three-way';
import { useRecordNames } from '@/lib/client/use-record-names';
import { formatHistoryValue, referencedRecords } from '@/lib/history/describe-change';
import type { FieldDef } from '@/lib/resources/types';

export interface ConflictDialogProps {
  /** Lower-case noun ("product"). */
  noun: string;
  conflict: EditConflict;
  /** The form's, from its controller: what Save and Cancel work it with. */
  context: () => ConflictContext;
}

export interface ConflictViewProps {
  /** Lower-case noun ("file"). */
  noun: string;
  conflict: Pick<EditConflict, 'by' | 'merge' | 'fields' | 'region'>;
  /** Saves the merge with each clashing field taken from the side chosen; the caller closes the view. */
  onSave: (choices: Readonly<Record<string, ConflictChoice>>) => Promise<void> | void;
  /** Cancel: back to what was typed, the caller saying why nothing was saved. */
  onClose: () => void;
}

/** Text long enough, or on several lines, to be read as a word diff rather than side by side. */
function isLongText(...values: unknown[]): boolean {
  return values.some((value) => typeof value === 'string' && (value.length > 60 || value.includes('\n')));
}

/** How the view reads values: the record's currency, and the names of picked records once read. */
type ValueContext = Parameters<typeof formatHistoryValue>[2];

/** One side's value: plain, or for long text its words against the base, added and removed marked. */
function SideValue({ field, base, value, context }: { field: FieldDef; base: unknown; value: unknown; context: ValueContext }) {
  // As the field shows it and the history tells it: money in the record's currency, dates as dates, Yes/No, picked records by name.
  const text = formatHistoryValue(field, value, context);
  if (isLongText(base, value) && typeof value === 'string') {
    const parts = diffWords(typeof base === 'string' ? base : '', value);
    return (
      <Text whiteSpace="pre-wrap" wordBreak="break-word" fontSize="sm">
        {parts.map((part, index) =>
          part.added ? (
            <chakra.ins key={index} bg="green.subtle" color="fg" textDecoration="underline">
              {part.value}
            </chakra.ins>
          ) : part.removed ? (
            <chakra.del key={index} bg="red.subtle" color="fg" textDecoration="line-through">
              {part.value}
            </chakra.del>
          ) : (
            <span key={index}>{part.value}</span>
          ),
        )}
      </Text>
    );
  }
  if (text === '') return <Text fontSize="sm" fontStyle="italic">Empty</Text>;
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word" fontSize="sm">
      {text}
    </Text>
  );
}

const SIDES: readonly { choice: ConflictChoice; label: string }[] = [
  { choice: 'mine', label: 'Yours' },
  { choice: 'theirs', label: 'Theirs' },
];

export function ConflictDialog({ noun, conflict, context }: ConflictDialogProps) {
  return (
    <ConflictView
      noun={noun}
      conflict={conflict}
      onSave={(choices) => settleEditConflict(conflict, choices, context())}
      onClose={() => dismissEditConflict(conflict, context())}
    />
  );
}

export function ConflictView({ noun, conflict, onSave, onClose }: ConflictViewProps) {
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>(() => Object.fromEntries(conflict.merge.conflicts.map(({ field }) => [field, 'mine'])));
  const chooseAll = (choice: ConflictChoice) => setChoices(Object.fromEntries(conflict.merge.conflicts.map(({ field }) => [field, choice])));
  const who = conflict.by === 'someone else' ? 'Someone else' : conflict.by;
  const picked = referencedRecords(
    { fields: conflict.fields },
    conflict.merge.conflicts.map(({ field, mine, theirs }) => ({ field, from: mine, to: theirs })),
  );
  const context: ValueContext = { region: conflict.region, nameOf: useRecordNames(picked) };

  return (
    <ConfirmDialog
      title={`${who} changed this ${noun} while you were editing`}
      confirmLabel="Save"
      size="lg"
      onCancel={onClose}
      onConfirm={() => onSave(choices)}
    >
      <Stack gap="4">
        <Text>
          Their other changes are merged in. These fields were changed on both sides: choose which to keep. Whatever you do not keep can still be
          typed again after saving.
        </Text>
        <Flex gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => chooseAll('mine')}>
            Keep all mine
          </Button>
          <Button size="sm" variant="outline" onClick={() => chooseAll('theirs')}>
            Take all theirs
          </Button>
        </Flex>
        {conflict.fields.map((field) => {
          const values = conflict.merge.conflicts.find((item) => item.field === field.name);
          if (!values) return null;
          return (
            <Fieldset.Root key={field.name}>
              <Fieldset.Legend fontWeight="semibold" marginBottom="2">
                {field.label}
              </Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                {SIDES.map(({ choice, label }) => (
                  <Box key={choice} borderWidth="1px" borderRadius="md" padding="3" borderColor={choices[field.name] === choice ? 'blue.solid' : 'border'}>
                    <chakra.label display="flex" alignItems="center" gap="2" fontWeight="medium" marginBottom="2" cursor="pointer">
                      <chakra.input
                        type="radio"
                        name={`conflict-${field.name}`}
                        value={choice}
                        checked={choices[field.name] === choice}
                        onChange={() => setChoices((current) => ({ ...current, [field.name]: choice }))}
                        accentColor="blue.solid"
                        width="4"
                        height="4"
                      />
                      {label}
                    </chakra.label>
                    <SideValue field={field} base={values.base} value={choice === 'mine' ? values.mine : values.theirs} context={context} />
                  </Box>
                ))}
              </SimpleGrid>
            </Fieldset.Root>
          );
        })}
      </Stack>
    </ConfirmDialog>
  );
}
