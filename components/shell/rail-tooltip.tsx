'use client';
// The label of a navigation entry beside the collapsed icon rail; loaded on demand by side-nav.tsx.
import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';

export function RailTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={150} closeDelay={0}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
