'use client';
// The label of a navigation entry beside the collapsed icon rail, or why a greyed entry is greyed;
// loaded on demand by side-nav.tsx.
import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';

/** `defaultOpen`: drawn because the pointer is already on the entry (a greyed entry's note loads on hover). */
export function RailTooltip({ label, children, defaultOpen = false }: { label: string; children: ReactElement; defaultOpen?: boolean }) {
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={150} closeDelay={0} defaultOpen={defaultOpen}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
