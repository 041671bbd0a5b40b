'use client';
// A button that opens a menu of choices (Chakra's Menu): the body of MenuOnDemand, loaded when its button
// is first pressed (menu-on-demand.tsx).
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

export interface MenuChoice {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface MenuOnDemandProps {
  /** The button's text, its accessible name. */
  text: string;
  choices: readonly MenuChoice[];
  onChoose: (value: string) => void;
  disabled?: boolean;
  /** Loads the menu and opens it once drawn: a stand-in's button was pressed before this one existed. */
  openAtOnce?: boolean;
}

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
