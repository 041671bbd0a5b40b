'use client';
// The block editor (docs/console-screens.md#block-editor): an ordered list of blocks of six types, each
// with its own editor (block-fields.tsx). Blocks are added from a menu, reordered by drag and drop or by
// keyboard (the drag handle: Space, arrows, Space — announced to screen readers — or the Move buttons),
// duplicated, collapsed, and removed with an undo. Loaded on demand by blocks-field.tsx.
import { Badge, Box, Button, EmptyState, Flex, HStack, IconButton, Menu, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRef, useState } from 'react';
import { useFieldArray, useFormContext, type FieldErrors } from 'react-hook-form';
import { BLOCK_TYPES, BLOCK_TYPE_LABELS, MAX_BLOCKS, newBlock, type BlockType } from '@/lib/resources/content-blocks';
import { countErrors, fieldErrorMessage } from '@/components/resource/fields/field-error';
import { BlockFields } from './block-fields';

interface Removed {
  index: number;
  block: Record<string, unknown>;
}

function blockTypeOf(value: unknown): BlockType {
  return BLOCK_TYPES.includes(value as BlockType) ? (value as BlockType) : 'markdown';
}

export interface BlockEditorProps {
  /** Form path of the block list. */
  name: string;
  label: string;
  /** Opens the add menu once drawn (its stand-in's "Add block" was pressed before the code arrived). */
  openMenuAtOnce?: boolean;
}

export function BlockEditor({ name, label, openMenuAtOnce = false }: BlockEditorProps) {
  const { control, getValues, formState } = useFormContext();
  const { fields, append, insert, remove, move } = useFieldArray({ control, name });
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [removed, setRemoved] = useState<Removed | null>(null);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const typeAt = (index: number) => blockTypeOf(getValues(`${name}.${index}.type`));
  const indexOf = (id: string | number) => fields.findIndex((field) => field.id === String(id));
  // A drag is described from the blocks as they stood when it began: dnd-kit announces the drop after
  // onDragEnd has moved them, so reading the form then named the block now in the moved one's old place
  // ("Block 3, Image dropped at position 1" for the product that went to the top).
  const atPickUp = useRef<{ ids: string[]; names: string[] }>({ ids: [], names: [] });
  const placeAtPickUp = (id: string | number) => atPickUp.current.ids.indexOf(String(id));
  const describe = (id: string | number) => atPickUp.current.names[placeAtPickUp(id)] ?? 'The block';
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      atPickUp.current = { ids: fields.map((field) => field.id), names: fields.map((_, index) => `Block ${index + 1}, ${BLOCK_TYPE_LABELS[typeAt(index)]}`) };
      return `Picked up ${describe(active.id)}.`;
    },
    onDragOver: ({ active, over }) => (over ? `${describe(active.id)} is over position ${placeAtPickUp(over.id) + 1} of ${atPickUp.current.ids.length}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${describe(active.id)} dropped at position ${placeAtPickUp(over.id) + 1} of ${atPickUp.current.ids.length}.` : 'Dropped.'),
    onDragCancel: ({ active }) => `Moving ${describe(active.id)} was cancelled.`,
  };
  const [moveNote, setMoveNote] = useState('');

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    move(indexOf(active.id), indexOf(over.id));
  }

  function moveBy(index: number, by: -1 | 1) {
    const to = index + by;
    if (to < 0 || to >= fields.length) return;
    move(index, to);
    setMoveNote(`Block moved to position ${to + 1} of ${fields.length}.`);
  }

  function removeAt(index: number) {
    const block = getValues(`${name}.${index}`) as Record<string, unknown>;
    remove(index);
    setRemoved({ index, block });
  }

  function undoRemove() {
    if (!removed) return;
    insert(Math.min(removed.index, fields.length), removed.block);
    setRemoved(null);
  }

  function toggle(id: string) {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  const listError = fieldErrorMessage(formState.errors, name);
  const blockErrors = (formState.errors as FieldErrors)[name] as unknown;

  return (
    <Stack gap="3" as="section" position="relative" aria-label={label}>
      <Flex justifyContent="space-between" alignItems="center" gap="3">
        <Text fontWeight="medium">{label}</Text>
        <AddBlockMenu openAtOnce={openMenuAtOnce} disabled={fields.length >= MAX_BLOCKS} onAdd={(type) => { append(newBlock(type)); setRemoved(null); }} />
      </Flex>
      <VisuallyHidden aria-live="polite">
        {moveNote}
      </VisuallyHidden>
      {removed && (
        <Flex role="status" alignItems="center" gap="3" borderWidth="1px" rounded="md" paddingX="3" paddingY="2" bg="bg.subtle">
          <Text flex="1">Removed block {removed.index + 1} ({BLOCK_TYPE_LABELS[blockTypeOf(removed.block.type)]}).</Text>
          <Button size="sm" variant="outline" onClick={undoRemove}>
            Undo
          </Button>
        </Flex>
      )}
      {listError && typeof listError === 'string' && (
        <Text color="fg.error" fontSize="sm">
          {listError}
        </Text>
      )}
      {fields.length === 0 ? (
        <EmptyState.Root size="sm" borderWidth="1px" rounded="md">
          <EmptyState.Content>
            <EmptyState.Title>No blocks yet</EmptyState.Title>
            <EmptyState.Description>Add text, images, a video or products with “Add block”.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
          <SortableContext items={fields.map((field) => field.id)} strategy={verticalListSortingStrategy}>
            <Box as="ol" listStyleType="none" display="flex" flexDirection="column" gap="3" aria-label={`${label} in order`}>
              {fields.map((field, index) => (
                <SortableBlock
                  key={field.id}
                  id={field.id}
                  index={index}
                  count={fields.length}
                  type={typeAt(index)}
                  path={`${name}.${index}`}
                  errorCount={countErrors(Array.isArray(blockErrors) ? blockErrors[index] : undefined)}
                  isCollapsed={collapsed.has(field.id)}
                  onToggle={() => toggle(field.id)}
                  onMove={(by) => moveBy(index, by)}
                  onDuplicate={() => insert(index + 1, structuredClone(getValues(`${name}.${index}`)))}
                  onRemove={() => removeAt(index)}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
    </Stack>
  );
}

function AddBlockMenu({ onAdd, disabled, openAtOnce }: { onAdd: (type: BlockType) => void; disabled: boolean; openAtOnce: boolean }) {
  const [isOpen, setOpen] = useState(openAtOnce);
  return (
    <Menu.Root open={isOpen} onOpenChange={({ open }) => setOpen(open)} onSelect={({ value }) => onAdd(value as BlockType)}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          Add block
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {BLOCK_TYPES.map((type) => (
              <Menu.Item key={type} value={type}>
                {BLOCK_TYPE_LABELS[type]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

interface SortableBlockProps {
  id: string;
  index: number;
  count: number;
  type: BlockType;
  path: string;
  errorCount: number;
  isCollapsed: boolean;
  onToggle: () => void;
  onMove: (by: -1 | 1) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

function SortableBlock({ id, index, count, type, path, errorCount, isCollapsed, onToggle, onMove, onDuplicate, onRemove }: SortableBlockProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const number = index + 1;
  const title = `Block ${number}: ${BLOCK_TYPE_LABELS[type]}`;
  return (
    <Box
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      borderWidth="1px"
      borderColor={errorCount ? 'border.error' : undefined}
      rounded="md"
      bg="bg.panel"
      shadow={isDragging ? 'lg' : undefined}
      zIndex={isDragging ? 1 : undefined}
      position="relative"
      data-testid="content-block"
      data-block-type={type}
      aria-label={title}
    >
      <Flex alignItems="center" gap="2" paddingX="3" paddingY="2" borderBottomWidth={isCollapsed ? undefined : '1px'}>
        <IconButton ref={setActivatorNodeRef} size="sm" variant="ghost" cursor="grab" aria-label={`Drag block ${number}`} {...attributes} {...listeners}>
          ⠿
        </IconButton>
        <Text fontWeight="medium" flex="1">
          {title}
        </Text>
        {errorCount > 0 && (
          <Badge colorPalette="red" variant="solid">
            {errorCount} {errorCount === 1 ? 'error' : 'errors'}
          </Badge>
        )}
        <HStack gap="1">
          <IconButton size="sm" variant="ghost" aria-label={`Move block ${number} up`} disabled={index === 0} onClick={() => onMove(-1)}>
            ↑
          </IconButton>
          <IconButton size="sm" variant="ghost" aria-label={`Move block ${number} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
            ↓
          </IconButton>
          <Button size="sm" variant="ghost" onClick={onDuplicate} aria-label={`Duplicate block ${number}`}>
            Duplicate
          </Button>
          <Button size="sm" variant="ghost" onClick={onToggle} aria-expanded={!isCollapsed} aria-label={`${isCollapsed ? 'Expand' : 'Collapse'} block ${number}`}>
            {isCollapsed ? 'Expand' : 'Collapse'}
          </Button>
          <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Remove block ${number}`} onClick={onRemove}>
            ✕
          </IconButton>
        </HStack>
      </Flex>
      {/* Collapsed blocks stay mounted, so what was typed and its errors are kept. */}
      <Box padding="3" display={isCollapsed ? 'none' : undefined}>
        <BlockFields type={type} path={path} number={number} />
      </Box>
    </Box>
  );
}
