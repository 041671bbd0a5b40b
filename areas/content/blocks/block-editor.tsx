'use client';
// The block editor (docs/console-screens.md#block-editor): an ordered list of blocks of six types, each
// with its own editor (block-fields.tsx). Blocks are added from a menu (loaded when first pressed), reordered by drag and drop or by
// keyboard (the drag handle: Space, arrows, Space — announced to screen readers — or the Move buttons),
// duplicated, collapsed, and removed with an undo. A block added or brought back takes the focus in its first
// field, centred above the sticky Save bar. Loaded on demand by blocks-field.tsx.
import { Box, Button } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormContext, type FieldErrors } from 'react-hook-form';
import { BLOCK_TYPES, BLOCK_TYPE_LABELS, MAX_BLOCKS, newBlock, type BlockType } from '@/areas/content/block-types';
import { MenuOnDemand } from '@/components/ui/menu-on-demand';
import { countErrors, fieldErrorMessage } from '@/components/resource/fields/field-error';
import { SortableItem } from '@/components/ui/sortable-list';
import { SortableCardHeader, SortableCards } from '@/components/ui/sortable-cards';
import { BlockFields } from './block-fields';
import { UndoNotice } from '@/components/ui/undo-notice';
import { firstControl, focusWhenDrawn } from '@/lib/client/move-focus';

interface Removed {
  index: number;
  block: Record<string, unknown>;
}

/** What "Add block" offers, its menu loaded when first pressed. */
const BLOCK_CHOICES = BLOCK_TYPES.map((type) => ({ value: type, label: BLOCK_TYPE_LABELS[type] }));

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
  const sectionRef = useRef<HTMLDivElement>(null);
  const cancelFocus = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelFocus.current?.(), []);

  /**
   * The menu item or Undo button that was pressed is gone once the block is drawn, which left focus on the
   * page's body and the new block out of sight under the Save bar. Its editor may still be loading.
   */
  function focusBlock(index: number) {
    cancelFocus.current?.();
    cancelFocus.current = focusWhenDrawn(() => {
      const body = sectionRef.current?.querySelectorAll<HTMLElement>('[data-block-body]')[index];
      return body ? firstControl(body) : null;
    });
  }

  const typeAt = (index: number) => blockTypeOf(getValues(`${name}.${index}.type`));

  function removeAt(index: number) {
    const block = getValues(`${name}.${index}`) as Record<string, unknown>;
    remove(index);
    setRemoved({ index, block });
    // Its Remove button went with it: the notice's Undo is the next thing a person may want.
    cancelFocus.current?.();
    cancelFocus.current = focusWhenDrawn(() => sectionRef.current?.querySelector<HTMLElement>('[data-undo-notice] button') ?? null);
  }

  function undoRemove() {
    if (!removed) return;
    const index = Math.min(removed.index, fields.length);
    insert(index, removed.block, { shouldFocus: false });
    setRemoved(null);
    focusBlock(index);
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
    <SortableCards
      ref={sectionRef}
      label={label}
      addMenu={
        <MenuOnDemand
          text="Add block"
          choices={BLOCK_CHOICES}
          openAtOnce={openMenuAtOnce}
          disabled={fields.length >= MAX_BLOCKS}
          onChoose={(type) => {
            append(newBlock(blockTypeOf(type)), { shouldFocus: false });
            setRemoved(null);
            focusBlock(fields.length);
          }}
        />
      }
      undoNotice={
        removed && (
          <UndoNotice onUndo={undoRemove}>
            Removed block {removed.index + 1} ({BLOCK_TYPE_LABELS[blockTypeOf(removed.block.type)]}).
          </UndoNotice>
        )
      }
      listError={typeof listError === 'string' ? listError : undefined}
      empty={{ title: 'No blocks yet', description: 'Add text, images, a video or products with “Add block”.' }}
      ids={fields.map((field) => field.id)}
      nameAt={(index) => `Block ${index + 1}, ${BLOCK_TYPE_LABELS[typeAt(index)]}`}
      onMove={move}
    >
      {fields.map((field, index) => (
        <Block
          key={field.id}
          id={field.id}
          index={index}
          type={typeAt(index)}
          path={`${name}.${index}`}
          errorCount={countErrors(Array.isArray(blockErrors) ? blockErrors[index] : undefined)}
          isCollapsed={collapsed.has(field.id)}
          onToggle={() => toggle(field.id)}
          onDuplicate={() => insert(index + 1, structuredClone(getValues(`${name}.${index}`)))}
          onRemove={() => removeAt(index)}
        />
      ))}
    </SortableCards>
  );
}

interface BlockProps {
  id: string;
  index: number;
  type: BlockType;
  path: string;
  errorCount: number;
  isCollapsed: boolean;
  onToggle: () => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

function Block({ id, index, type, path, errorCount, isCollapsed, onToggle, onDuplicate, onRemove }: BlockProps) {
  const number = index + 1;
  const title = `Block ${number}: ${BLOCK_TYPE_LABELS[type]}`;
  return (
    <SortableItem id={id} borderColor={errorCount ? 'border.error' : undefined} data-testid="content-block" data-block-type={type} aria-label={title}>
      <SortableCardHeader
        itemName={`block ${number}`}
        title={title}
        errorCount={errorCount}
        onRemove={onRemove}
        borderBottomWidth={isCollapsed ? undefined : '1px'}
        actions={
          <>
            <Button size="sm" variant="ghost" onClick={onDuplicate} aria-label={`Duplicate block ${number}`}>
              Duplicate
            </Button>
            <Button size="sm" variant="ghost" onClick={onToggle} aria-expanded={!isCollapsed} aria-label={`${isCollapsed ? 'Expand' : 'Collapse'} block ${number}`}>
              {isCollapsed ? 'Expand' : 'Collapse'}
            </Button>
          </>
        }
      />
      {/* Collapsed blocks stay mounted, so what was typed and its errors are kept. */}
      <Box padding="3" display={isCollapsed ? 'none' : undefined} data-block-body="">
        <BlockFields type={type} path={path} number={number} />
      </Box>
    </SortableItem>
  );
}
