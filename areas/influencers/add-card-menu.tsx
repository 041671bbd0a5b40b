'use client';
// The routine cards' "Add routine card" menu, one item per preset in its colour (a used one disabled);
// loaded when the button is first pressed (components/ui/menu-on-demand.tsx).
import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ROUTINE_PRESETS, routineCardColours } from '@/areas/influencers/routine-presets';
import type { OnDemandMenuProps } from '@/components/ui/menu-on-demand';

export function AddCardMenu({ used, onAdd, text, disabled, openAtOnce }: { used: readonly string[]; onAdd: (title: string) => void } & OnDemandMenuProps) {
  const [isOpen, setOpen] = useState(openAtOnce);
  return (
    <Menu.Root open={isOpen} onOpenChange={({ open }) => setOpen(open)} onSelect={({ value }) => onAdd(value)}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          {text}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {ROUTINE_PRESETS.map((preset) => {
              const colours = routineCardColours(preset.palette);
              const isUsed = used.includes(preset.title);
              return (
                <Menu.Item key={preset.title} value={preset.title} disabled={isUsed}>
                  <Box as="span" aria-hidden width="3" height="3" rounded="full" bg={{ base: colours.light, _dark: colours.dark }} borderWidth="1px" />
                  {preset.title}
                  {isUsed && (
                    <Text as="span" marginStart="auto" fontSize="xs" color="fg.muted">
                      (used)
                    </Text>
                  )}
                </Menu.Item>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
