'use client';
// Chakra's Checkbox put together once, the way its own component snippet does: the hidden native input
// (which carries the role, name, state and form wiring), the drawn box and the label. The input is
// visually hidden under the label, so a test drives it as a person does: through the label, or by
// role with `check({ force: true })`, since the label is what receives the pointer. Inside a field, the
// input is described by the field's help and, when refused, by its error.
import { Checkbox as ChakraCheckbox, useFieldContext } from '@chakra-ui/react';
import type { FocusEventHandler, ReactNode, Ref } from 'react';

export interface CheckboxProps extends Omit<ChakraCheckbox.RootProps, 'onCheckedChange' | 'checked' | 'children' | 'onBlur'> {
  checked: boolean | 'indeterminate';
  onCheckedChange: (checked: boolean) => void;
  /** The visible label; omit it only with an `aria-label`. */
  children?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  'aria-label'?: string;
}

export function Checkbox({ checked, onCheckedChange, children, inputRef, onBlur, 'aria-label': ariaLabel, ...rootProps }: CheckboxProps) {
  const field = useFieldContext();
  // Ark links a checkbox to its field's help text only, so the reason a save was refused went unread.
  const describedBy = [field?.ariaDescribedby, field?.invalid ? field.ids.errorText : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <ChakraCheckbox.Root size="sm" checked={checked} onCheckedChange={(event) => onCheckedChange(event.checked === true)} {...rootProps}>
      <ChakraCheckbox.HiddenInput ref={inputRef} onBlur={onBlur} aria-label={ariaLabel} aria-describedby={describedBy} />
      <ChakraCheckbox.Control />
      {children !== undefined && <ChakraCheckbox.Label>{children}</ChakraCheckbox.Label>}
    </ChakraCheckbox.Root>
  );
}
