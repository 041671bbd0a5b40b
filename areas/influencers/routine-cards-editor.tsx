'use client';
// An influencer's routine cards (docs/console-screens.md#routine-cards): added by choosing one of the ten
// presets (one already used is disabled in the menu), each drawn in its preset's colour with its text
// (markdown, with a counter), an optional image and up to six products of the influencer's region. The
// presets' menu loads when "Add routine card" is first pressed.
// Reordered by drag and drop or by keyboard (the handle: Space, arrows, Space — announced to screen
// readers — or the Move buttons); removed with an undo. Loaded on demand by routine-cards-field.tsx.
import { Box, Field, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import '@/components/ui/form-recipes';
import { useId, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CARD_BODY_MAX, CARD_PRODUCTS_MAX, ROUTINE_CARD_TEXT, ROUTINE_PRESETS, presetOf, routineCardColours } from '@/areas/influencers/routine-presets';
import { countErrors } from '@/components/resource/fields/field-error';
import { FieldNotes, useFieldError } from '@/components/resource/fields/field-frame';
import { NestedField } from '@/components/resource/fields/form-context';
import type { ListEditorProps } from '@/components/resource/fields/custom/lazy-list-editor';
import { MenuOnDemand, type MenuChoice } from '@/components/ui/menu-on-demand';
import { SortableItem } from '@/components/ui/sortable-list';
import { SortableCardHeader, SortableCards } from '@/components/ui/sortable-cards';
import { UndoNotice } from '@/components/ui/undo-notice';

interface Removed {
  index: number;
  card: Record<string, unknown>;
}

/** "Add routine card" offers the presets, each in its colour, one already used disabled. */
function presetChoices(used: readonly string[]): MenuChoice[] {
  return ROUTINE_PRESETS.map((preset) => {
    const colours = routineCardColours(preset.palette);
    const isUsed = used.includes(preset.title);
    return {
      value: preset.title,
      disabled: isUsed,
      label: (
        <>
          <Box as="span" aria-hidden width="3" height="3" rounded="full" bg={{ base: colours.light, _dark: colours.dark }} borderWidth="1px" />
          {preset.title}
          {isUsed && (
            <Text as="span" marginStart="auto" fontSize="xs" color="fg.muted">
              (used)
            </Text>
          )}
        </>
      ),
    };
  });
}

const titleOf = (card: unknown): string => String((card as { title?: unknown } | undefined)?.title ?? '');

export function RoutineCardsEditor({ name, label, openMenuAtOnce = false }: ListEditorProps) {
  const { control, getValues, formState } = useFormContext();
  const { fields, append, insert, remove, move } = useFieldArray({ control, name });
  const cards: unknown = useWatch({ name });
  const titles = Array.isArray(cards) ? cards.map(titleOf) : [];
  const [removed, setRemoved] = useState<Removed | null>(null);

  function removeAt(index: number) {
    const card = getValues(`${name}.${index}`) as Record<string, unknown>;
    remove(index);
    setRemoved({ index, card });
  }

  function undoRemove() {
    if (!removed) return;
    // Undo cannot bring back a preset that was added again meanwhile.
    if (!titles.includes(titleOf(removed.card))) insert(Math.min(removed.index, fields.length), removed.card);
    setRemoved(null);
  }

  const cardErrors = (formState.errors as Record<string, unknown>)[name];
  const listError = useFieldError(name);

  return (
    <SortableCards
      label={label}
      addMenu={
        <MenuOnDemand
          text="Add routine card"
          choices={presetChoices(titles)}
          openAtOnce={openMenuAtOnce}
          disabled={ROUTINE_PRESETS.every((preset) => titles.includes(preset.title))}
          onChoose={(title) => {
            append({ title, body: '', image: null, products: [] });
            setRemoved(null);
          }}
        />
      }
      undoNotice={removed && <UndoNotice onUndo={undoRemove}>Removed the card “{titleOf(removed.card)}”.</UndoNotice>}
      listError={listError}
      empty={{ title: 'No routine cards yet', description: 'Add one with “Add routine card” and choose its preset.' }}
      ids={fields.map((item) => item.id)}
      nameAt={(index) => `Card “${titles[index] ?? ''}”`}
      onMove={move}
    >
      {fields.map((item, index) => (
        <Card
          key={item.id}
          id={item.id}
          index={index}
          title={titles[index] ?? ''}
          path={`${name}.${index}`}
          errorCount={countErrors(Array.isArray(cardErrors) ? cardErrors[index] : undefined)}
          onRemove={() => removeAt(index)}
        />
      ))}
    </SortableCards>
  );
}

interface CardProps {
  id: string;
  index: number;
  title: string;
  path: string;
  errorCount: number;
  onRemove: () => void;
}

function Card({ id, index, title, path, errorCount, onRemove }: CardProps) {
  const preset = presetOf(title);
  const colours = preset ? routineCardColours(preset.palette) : { light: 'bg.subtle', dark: 'bg.subtle' };
  const titleError = useFieldError(`${path}.title`);
  return (
    <SortableItem
      id={id}
      borderColor={errorCount ? 'border.error' : undefined}
      overflow="hidden"
      data-testid="routine-card"
      aria-label={`Card ${index + 1}: ${title}`}
    >
      <SortableCardHeader
        itemName={`card “${title}”`}
        title={title}
        titleWeight="semibold"
        errorCount={errorCount}
        onRemove={onRemove}
        controlColour="inherit"
        bg={{ base: colours.light, _dark: colours.dark }}
        color={{ base: ROUTINE_CARD_TEXT.light, _dark: ROUTINE_CARD_TEXT.dark }}
      />
      <Stack gap="3" padding="3">
        {titleError && (
          <Text color="fg.error" fontSize="sm">
            {titleError}
          </Text>
        )}
        <CardBody path={`${path}.body`} title={title} />
        <NestedField
          name={`${path}.image`}
          field={{ type: 'collection', name: 'image', label: `“${title}” image`, resource: 'files', labelField: 'filename', accept: 'image', component: 'file-picker' }}
        />
        <NestedField
          name={`${path}.products`}
          field={{
            type: 'collection',
            name: 'products',
            label: `“${title}” products`,
            resource: 'products',
            labelField: 'name',
            multiple: true,
            sameRegion: true,
            maxItems: CARD_PRODUCTS_MAX,
            help: `Up to ${CARD_PRODUCTS_MAX} products of the influencer’s region`,
          }}
        />
      </Stack>
    </SortableItem>
  );
}

function CardBody({ path, title }: { path: string; title: string }) {
  const { register } = useFormContext();
  const value: unknown = useWatch({ name: path });
  const error = useFieldError(path);
  const inputId = useId();
  const length = typeof value === 'string' ? value.trim().length : 0;
  const isOver = length > CARD_BODY_MAX;
  return (
    <Field.Root invalid={Boolean(error) || isOver} required>
      <Field.Label htmlFor={inputId}>
        “{title}” text
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea id={inputId} {...register(path)} fontFamily="mono" rows={5} />
      <Flex width="full" justifyContent="space-between" gap="3">
        <FieldNotes help="Markdown: **bold**, lists and links" error={error} />
        <Text fontSize="xs" color={isOver ? 'fg.error' : 'fg.muted'} marginStart="auto" aria-live="polite">
          {length} of {CARD_BODY_MAX} characters
        </Text>
      </Flex>
    </Field.Root>
  );
}
