/** @jest-environment jsdom */
// A checkbox in a field is described by the field's help, and by its error once refused, so a screen
// reader says why a save did not go through; alone, it is described by nothing.
import '@testing-library/jest-dom';
import { ChakraProvider, Field } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { system } from './system';
import { Checkbox } from './checkbox';

function InField({ error, help }: { error?: string; help?: string }) {
  return (
    <ChakraProvider value={system}>
      <Field.Root invalid={Boolean(error)}>
        <Checkbox checked onCheckedChange={() => {}}>
          Medical reviewer
        </Checkbox>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : help ? <Field.HelperText>{help}</Field.HelperText> : null}
      </Field.Root>
    </ChakraProvider>
  );
}

describe('checkbox', () => {
  it('is described by its field’s error when refused', () => {
    render(<InField error="This member reviews 2 content items" />);
    expect(screen.getByRole('checkbox', { name: 'Medical reviewer' })).toHaveAccessibleDescription('This member reviews 2 content items');
  });

  it('is described by its field’s help otherwise', () => {
    render(<InField help="Shown on reviewed content" />);
    expect(screen.getByRole('checkbox', { name: 'Medical reviewer' })).toHaveAccessibleDescription('Shown on reviewed content');
  });

  it('has no description outside a field', () => {
    render(
      <ChakraProvider value={system}>
        <Checkbox checked={false} onCheckedChange={() => {}} aria-label="Select row 1" />
      </ChakraProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Select row 1' })).not.toHaveAttribute('aria-describedby');
  });
});
