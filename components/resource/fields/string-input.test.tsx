/** @jest-environment jsdom */
// A string field with a declared longest value counts characters as the value nears it, past it too,
// and keeps its label (its accessible name) the same throughout; one without a limit shows no count.
import '@testing-library/jest-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { system } from '@/components/ui/system';
import type { StringField } from '@/lib/resources/types';
import { lengthNote } from './field-frame';
import { StringInput } from './string-input';

function Form({ field, value }: { field: StringField; value: string }) {
  const form = useForm<FieldValues>({ defaultValues: { [field.name]: value } });
  return (
    <ChakraProvider value={system}>
      <FormProvider {...form}>
        <StringInput field={field} name={field.name} />
      </FormProvider>
    </ChakraProvider>
  );
}

const title: StringField = { type: 'string', name: 'title', label: 'Title', required: true, maxLength: 120, help: 'As readers see it' };

describe('string field character count', () => {
  it('says nothing far from the limit, counts from 80 % of it, and says how many too many past it', async () => {
    render(<Form field={title} value="Hay fever" />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(screen.queryByText(/of 120 characters/)).not.toBeInTheDocument();
    expect(screen.getByText('As readers see it')).toBeInTheDocument();

    await act(async () => fireEvent.change(input, { target: { value: 'x'.repeat(100) } }));
    expect(screen.getByText('As readers see it · 100 of 120 characters')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('As readers see it · 100 of 120 characters');

    await act(async () => fireEvent.change(input, { target: { value: 'x'.repeat(125) } }));
    expect(screen.getByText('As readers see it · 125 of 120 characters — 5 too many')).toBeInTheDocument();
    // Nothing typed is cut, and the name QA finds the field by never changes.
    expect(input).toHaveValue('x'.repeat(125));
    expect(input).not.toHaveAttribute('maxlength');
    expect(screen.getByRole('textbox', { name: 'Title' })).toBe(input);
  });

  it('shows no count for a field without a declared limit', async () => {
    render(<Form field={{ type: 'string', name: 'note', label: 'Note' }} value={'x'.repeat(500)} />);
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
  });

  it('words the count', () => {
    expect(lengthNote(95, 120)).toBeNull();
    expect(lengthNote(96, 120)).toBe('96 of 120 characters');
    expect(lengthNote(121, 120)).toBe('121 of 120 characters — 1 too many');
    expect(lengthNote(5000, undefined)).toBeNull();
  });
});
