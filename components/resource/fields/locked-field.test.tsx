/** @jest-environment jsdom */
// A field the form lists as locked shows its value's label read-only under the same label, and the
// value stays in the form unchanged; the other fields keep their renderers.
import '@testing-library/jest-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { FormProvider, useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { system } from '@/components/ui/system';
import { usersResource } from '@/areas/users/definition';
import { ResourceFormContext } from './form-context';
import { RenderField } from './render-field';

const [, , role, status] = usersResource.fields;

function Form({ locked, onForm }: { locked: readonly string[]; onForm: (form: UseFormReturn) => void }) {
  const form = useForm<FieldValues>({ defaultValues: { role: 'admin', status: 'active' } });
  onForm(form);
  return (
    <ChakraProvider value={system}>
      <ResourceFormContext.Provider value={{ recordId: 1, pickableResources: [], lockedPickerNotes: {}, lockedFields: locked }}>
        <FormProvider {...form}>
          <RenderField field={role} name="role" />
          <RenderField field={status} name="status" />
        </FormProvider>
      </ResourceFormContext.Provider>
    </ChakraProvider>
  );
}

describe('locked fields', () => {
  it('shows a locked option as its label, read-only, keeping the value; an unlocked one stays a select', () => {
    let form: UseFormReturn | undefined;
    render(<Form locked={['role']} onForm={(f) => (form = f)} />);
    const locked = screen.getByLabelText(/^Role/);
    expect(locked.tagName).toBe('INPUT');
    expect(locked).toHaveValue('Admin');
    expect(locked).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Status/).tagName).toBe('SELECT');
    expect(form!.getValues()).toEqual({ role: 'admin', status: 'active' });
  });

  it('draws every field with its renderer when nothing is locked', () => {
    render(<Form locked={[]} onForm={() => {}} />);
    expect(screen.getByLabelText(/^Role/).tagName).toBe('SELECT');
  });
});
