'use client';
// A form's list of cards put in order by hand (the content blocks, an influencer's routine cards): the
// frame (card-list-frame.tsx) with the removed card's undo notice, the list's own error and the sortable list; and each card's header row with its handle, title, error
// count, move buttons, the editor's own actions and Remove. What a card holds stays with its editor.
import { Badge, Flex, HStack, IconButton, Text, type FlexProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { CardListFrame } from './card-list-frame';
import { DragHandle, MoveButtons, SortableList } from './sortable-list';

interface SortableCardsProps {
  /** The section's name and visible label; the list is "<label> in order". */
  label: string;
  /** The add control beside the label. */
  addMenu: ReactNode;
  /** The removed card's undo notice, while there is one. */
  undoNotice?: ReactNode;
  /** An error of the list as a whole (too many, one missing). */
  listError?: string;
  empty: { title: string; description: string };
  /** react-hook-form's field ids, in order. */
  ids: string[];
  /** What announcements call the card at `index`. */
  nameAt: (index: number) => string;
  onMove: (from: number, to: number) => void;
  /** The cards, one SortableItem each. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

export function SortableCards({ label, addMenu, undoNotice, listError, empty, ids, nameAt, onMove, children, ref }: SortableCardsProps) {
  return (
    <CardListFrame
      ref={ref}
      label={label}
      addControl={addMenu}
      notices={
        <>
          {undoNotice}
          {listError && (
            <Text color="fg.error" fontSize="sm">
              {listError}
            </Text>
          )}
        </>
      }
      empty={empty}
    >
      {ids.length > 0 ? (
        <SortableList ids={ids} nameAt={nameAt} onMove={onMove} isCountAnnounced label={`${label} in order`} gap="3">
          {children}
        </SortableList>
      ) : undefined}
    </CardListFrame>
  );
}

interface SortableCardHeaderProps extends Omit<FlexProps, 'title'> {
  /** How the handle, move and remove buttons name the card ("block 3", "card “Morning”"). */
  itemName: string;
  title: ReactNode;
  /** Errors inside the card, counted on a badge so a collapsed or scrolled-past card still shows them. */
  errorCount: number;
  /** Buttons of the editor's own, between Move and Remove. */
  actions?: ReactNode;
  onRemove: () => void;
  /** On a card header of its own colour, the controls take it too (no red Remove). */
  controlColour?: 'inherit';
  titleWeight?: 'medium' | 'semibold';
}

export function SortableCardHeader({ itemName, title, errorCount, actions, onRemove, controlColour, titleWeight = 'medium', ...flex }: SortableCardHeaderProps) {
  return (
    <Flex alignItems="center" gap="2" paddingX="3" paddingY="2" {...flex}>
      <DragHandle itemName={itemName} color={controlColour} />
      <Text fontWeight={titleWeight} flex="1">
        {title}
      </Text>
      {errorCount > 0 && (
        <Badge colorPalette="red" variant="solid">
          {errorCount} {errorCount === 1 ? 'error' : 'errors'}
        </Badge>
      )}
      <HStack gap="1">
        <MoveButtons itemName={itemName} color={controlColour} />
        {actions}
        <IconButton size="sm" variant="ghost" color={controlColour} colorPalette={controlColour ? undefined : 'red'} aria-label={`Remove ${itemName}`} onClick={onRemove}>
          ✕
        </IconButton>
      </HStack>
    </Flex>
  );
}
