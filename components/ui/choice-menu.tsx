'use client';
// A button that opens a menu of choices (Chakra's Menu): the body of MenuOnDemand, loaded when its button
// is first pressed (menu-on-demand.tsx).
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import type { MenuOnDemandProps } from './menu-on-demand';

export function ChoiceMenu({ text, choices, onChoose, disabled, openAtOnce = false }: MenuOnDemandProps) {
  const [isOpen, setOpen] = useState(openAtOnce);
  return (
    <Menu.Root open={isOpen} onOpenChange={({ open }) => setOpen(open)} onSelect={({ value }) => onChoose(value)}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          {text}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {choices.map((choice) => (
              <Menu.Item key={choice.value} value={choice.value} disabled={choice.disabled}>
                {choice.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
