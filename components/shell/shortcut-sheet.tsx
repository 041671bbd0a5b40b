'use client';
// The sheet of every keyboard shortcut (`?`, or "Keyboard shortcuts" in the user menu): a dialog with a
// table of keys and what they do, only the areas the role may open among the `g` lines.
import { CloseButton, Dialog, Kbd, Portal, Table, Text } from '@chakra-ui/react';
import '@/components/ui/late-recipes';
import { Fragment } from 'react';
import type { MenuItemState } from '@/lib/menu';
import { shortcutLines } from './shortcut-lines';

interface ShortcutSheetProps {
  isOpen: boolean;
  onClose: () => void;
  /** The menu as the role sees it: the `g` lines are its enabled areas. */
  menu: readonly MenuItemState[];
}

export function ShortcutSheet({ isOpen, onClose, menu }: ShortcutSheetProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={(event) => !event.open && onClose()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Keyboard shortcuts</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted" fontSize="sm" marginBottom="3">
                Outside text fields, apart from the command palette’s. Keys joined by “then” are pressed one after the other.
              </Text>
              <Table.Root size="sm" aria-label="Keyboard shortcuts">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Keys</Table.ColumnHeader>
                    <Table.ColumnHeader>What they do</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {shortcutLines(menu).map((line) => (
                    <Table.Row key={line.keys.join(' ')}>
                      <Table.Cell whiteSpace="nowrap">
                        {line.keys.map((key, index) => (
                          <Fragment key={key}>
                            {index > 0 && (line.together ? ' + ' : ' then ')}
                            <Kbd>{key}</Kbd>
                          </Fragment>
                        ))}
                      </Table.Cell>
                      <Table.Cell>{line.does}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close keyboard shortcuts" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
