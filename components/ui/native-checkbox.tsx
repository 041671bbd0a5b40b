'use client';
// A checkbox drawn by the browser and tinted with the theme, with its label beside it. Chakra's
// Checkbox runs a zag state machine per box (about 8 KB gzip in a form's first load) for what the
// platform's own control does with full keyboard and screen-reader support. Inside a Field it takes
// the field's id, helper and error descriptions and invalid state like any other input.
import { chakra, useFieldContext } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

interface NativeCheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
  disabled?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function NativeCheckbox({ checked, onCheckedChange, onBlur, disabled, children, ref }: NativeCheckboxProps) {
  const field = useFieldContext();
  const fieldProps = field ? field.getInputProps() : {};
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      gap="2"
      fontSize="sm"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.5 : undefined}
    >
      <chakra.input
        {...fieldProps}
        ref={ref}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
        onBlur={onBlur}
        boxSize="4"
        margin="0"
        flexShrink="0"
        cursor="inherit"
        colorPalette="blue"
        accentColor="colorPalette.solid"
        focusVisibleRing="outside"
      />
      {children}
    </chakra.label>
  );
}
