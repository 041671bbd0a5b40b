'use client';
// The block editor's "Add block" menu, one item per block type; loaded when the button is first pressed
// (components/ui/menu-on-demand.tsx).
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { BLOCK_TYPES, BLOCK_TYPE_LABELS, type BlockType } from '@/areas/content/block-types';
import type { OnDemandMenuProps } from '@/components/ui/menu-on-demand';

export function AddBlockMenu({ onAdd, text, disabled, openAtOnce }: { onAdd: (type: BlockType) => void } & OnDemandMenuProps) {
  const [isOpen, setOpen] = useState(openAtOnce);
  return (
    <Menu.Root open={isOpen} onOpenChange={({ open }) => setOpen(open)} onSelect={({ value }) => onAdd(value as BlockType)}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          {text}
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
