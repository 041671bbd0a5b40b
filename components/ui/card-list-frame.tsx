// The frame of a form's list of cards (the content blocks, routine cards): the section with its label and
// add control, notices under them, and the cards, or an empty state that says how to add one. Free of
// drag and drop, so a list field's stand-in draws the same frame before its editor's code has loaded.
import { EmptyState, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

interface CardListFrameProps {
  /** The section's name and visible label. */
  label: string;
  /** The add control beside the label. */
  addControl: ReactNode;
  /** Drawn between the header and the cards: an undo notice, the list's own error. */
  notices?: ReactNode;
  empty: { title: string; description: string };
  /** The cards; none draws the empty state. */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

export function CardListFrame({ label, addControl, notices, empty, children, ref }: CardListFrameProps) {
  return (
    <Stack ref={ref} gap="3" as="section" position="relative" aria-label={label}>
      <Flex justifyContent="space-between" alignItems="center" gap="3">
        <Text fontWeight="medium">{label}</Text>
        {addControl}
      </Flex>
      {notices}
      {children ?? (
        <EmptyState.Root size="sm" borderWidth="1px" rounded="md">
          <EmptyState.Content>
            <EmptyState.Title>{empty.title}</EmptyState.Title>
            <EmptyState.Description>{empty.description}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
    </Stack>
  );
}
