'use client';
// The badge live-status.tsx draws when live updates stop, with a tooltip saying what that means: loaded on
// demand, as most visits never see it.
import { Badge, Portal, Tooltip } from '@chakra-ui/react';

const WHY = {
  paused: 'The server cannot pass on colleagues’ changes just now.',
  offline: 'The connection for live updates is down; it is being tried again.',
};

export function LiveStatusBadge({ state, label }: { state: 'paused' | 'offline'; label: string }) {
  return (
    <Tooltip.Root openDelay={150} closeDelay={0}>
      <Tooltip.Trigger asChild>
        <Badge colorPalette="orange" variant="subtle" size="md" tabIndex={0} whiteSpace="nowrap">
          {label}
        </Badge>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxWidth="18rem">{`${WHY[state]} Every screen still works: reload a page to see the latest.`}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
