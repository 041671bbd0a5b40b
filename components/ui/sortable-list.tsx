'use client';
// A list put in order by hand: drag and drop by pointer or keyboard (a handle takes Space, the arrow keys,
// Space), Move up and down buttons, and what a screen reader hears of either. The editor that uses it keeps
// its data and draws each item in a SortableItem with a DragHandle and MoveButtons; it is told a move
// through onMove. It carries dnd-kit, so a list or form screen reaches it only through an editor it loads on
// demand (the team order, the blocks and routine cards fields), keeping dnd-kit out of its first load.
import { Box, IconButton, VisuallyHidden, type BoxProps } from '@chakra-ui/react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { createContext, useContext, useRef, useState, type ReactNode } from 'react';

// The editors that keep their order in React state move it with this; those on react-hook-form have
// useFieldArray's move.
export { arrayMove } from '@dnd-kit/sortable';

interface SortableListProps {
  /** The items' keys in order (a record's id, react-hook-form's field id); the SortableItems' ids. */
  ids: UniqueIdentifier[];
  /** What announcements call the item at `index` ("Block 3, Product"). */
  nameAt: (index: number) => string;
  /** Moves an item; called only with two different places inside the list. */
  onMove: (from: number, to: number) => void;
  /** Announcements say the list's length as well: "position 2 of 5" rather than "position 2". */
  isCountAnnounced?: boolean;
  /** The list's accessible name. */
  label: string;
  /** The space between items, a Chakra size token. */
  gap: string;
  children: ReactNode;
}

type MoveBy = (index: number, by: -1 | 1) => void;

interface ItemContextValue extends Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'> {
  index: number;
  count: number;
  moveBy: MoveBy;
}

const ListContext = createContext<MoveBy | null>(null);
const ItemContext = createContext<ItemContextValue | null>(null);

const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates };

export function SortableList({ ids, nameAt, onMove, isCountAnnounced = false, label, gap, children }: SortableListProps) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, keyboardOptions));
  const [moveNote, setMoveNote] = useState('');

  // A drag is described from the list as it stood when it began: dnd-kit announces the drop after onMove
  // has run, and an editor that names an item from its form (the block editor) would by then name the
  // item now in the moved one's old place ("Block 3, Image dropped at position 1" for the product that
  // went to the top).
  const atPickUp = useRef<{ ids: UniqueIdentifier[]; names: string[] }>({ ids: [], names: [] });
  const nameOf = (id: UniqueIdentifier) => atPickUp.current.names[atPickUp.current.ids.indexOf(id)] ?? 'The item';
  const place = (index: number, count: number) => `position ${index + 1}${isCountAnnounced ? ` of ${count}` : ''}`;
  const placeOf = (id: UniqueIdentifier) => place(atPickUp.current.ids.indexOf(id), atPickUp.current.ids.length);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${placeOf(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at ${placeOf(over.id)}.` : `${nameOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  function onDragStart() {
    atPickUp.current = { ids: [...ids], names: ids.map((_, index) => nameAt(index)) };
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  }

  // A button's move has no dnd-kit announcement, so the list says it in a region of its own.
  function moveBy(index: number, by: -1 | 1) {
    const to = index + by;
    if (to < 0 || to >= ids.length) return;
    const name = nameAt(index);
    onMove(index, to);
    setMoveNote(`${name} moved to ${place(to, ids.length)}.`);
  }

  return (
    <ListContext.Provider value={moveBy}>
      <VisuallyHidden aria-live="polite">{moveNote}</VisuallyHidden>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragStart={onDragStart} onDragEnd={onDragEnd} accessibility={{ announcements }}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Box as="ol" aria-label={label} listStyleType="none" display="flex" flexDirection="column" gap={gap}>
            {children}
          </Box>
        </SortableContext>
      </DndContext>
    </ListContext.Provider>
  );
}

/** One item of a SortableList: a list item that follows the drag, lifted while it is dragged. */
export function SortableItem({ id, children, ...box }: { id: UniqueIdentifier; children: ReactNode } & Omit<BoxProps, 'id'>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, index, items } = useSortable({ id });
  const moveBy = useContext(ListContext);
  if (!moveBy) throw new Error('A SortableItem must be drawn inside a SortableList');
  return (
    <ItemContext.Provider value={{ index, count: items.length, moveBy, attributes, listeners, setActivatorNodeRef }}>
      <Box
        as="li"
        ref={setNodeRef}
        style={{ transform: CSS.Transform.toString(transform), transition }}
        borderWidth="1px"
        rounded="md"
        bg="bg.panel"
        shadow={isDragging ? 'lg' : undefined}
        zIndex={isDragging ? 1 : undefined}
        position="relative"
        {...box}
      >
        {children}
      </Box>
    </ItemContext.Provider>
  );
}

function useItem(part: string): ItemContextValue {
  const item = useContext(ItemContext);
  if (!item) throw new Error(`${part} must be drawn inside a SortableItem`);
  return item;
}

interface ItemControlProps {
  /** How the buttons name their item: "Drag <itemName>", "Move <itemName> up". */
  itemName: string;
  /** Set where the item's header has a colour of its own (a routine card's preset). */
  color?: string;
}

/** The handle an item is dragged by, and picked up with Space from the keyboard. */
export function DragHandle({ itemName, color }: ItemControlProps) {
  const { attributes, listeners, setActivatorNodeRef } = useItem('DragHandle');
  return (
    <IconButton ref={setActivatorNodeRef} size="sm" variant="ghost" color={color} cursor="grab" aria-label={`Drag ${itemName}`} {...attributes} {...listeners}>
      ⠿
    </IconButton>
  );
}

/** The Move up and Move down buttons of an item, each disabled where the item cannot go further. */
export function MoveButtons({ itemName, color }: ItemControlProps) {
  const { index, count, moveBy } = useItem('MoveButtons');
  return (
    <>
      <IconButton size="sm" variant="ghost" color={color} aria-label={`Move ${itemName} up`} disabled={index === 0} onClick={() => moveBy(index, -1)}>
        ↑
      </IconButton>
      <IconButton size="sm" variant="ghost" color={color} aria-label={`Move ${itemName} down`} disabled={index === count - 1} onClick={() => moveBy(index, 1)}>
        ↓
      </IconButton>
    </>
  );
}
