'use client';
// What was just removed from a list, said where it was, with the way back: a status message (read out
// when it appears) and an Undo button. The list editors (blocks, routine cards) show it after a removal.
import { Button, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function UndoNotice({ children, onUndo }: { children: ReactNode; onUndo: () => void }) {
  return (
    <Flex role="status" data-undo-notice="" alignItems="center" gap="3" borderWidth="1px" rounded="md" paddingX="3" paddingY="2" bg="bg.subtle">
      <Text flex="1">{children}</Text>
      <Button size="sm" variant="outline" onClick={onUndo}>
        Undo
      </Button>
    </Flex>
  );
}
