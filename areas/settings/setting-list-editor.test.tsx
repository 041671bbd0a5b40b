/** @jest-environment jsdom */
// The list editor moves, removes and adds rows by named buttons with focus following the row, keeps
// the form's value in step, and marks the bad row with its own message.
import '@testing-library/jest-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { system } from '@/components/ui/system';
import { SETTING_KINDS } from '@/areas/settings/setting-keys';
import { SettingListEditor } from './setting-list-editor';

const kind = SETTING_KINDS.dosage_form;
if (kind.kind === 'text') throw new Error('dosage_form is a list');

let form: UseFormReturn<{ value: string[] }>;

function Harness({ initial }: { initial: string[] }) {
  const methods = useForm<{ value: string[] }>({ defaultValues: { value: initial } });
  useEffect(() => {
    form = methods;
  }, [methods]);
  return (
    <ChakraProvider value={system}>
      <FormProvider {...methods}>
        <SettingListEditor name="value" kind={kind as Exclude<typeof kind, { kind: 'text' }>} />
      </FormProvider>
    </ChakraProvider>
  );
}

/** Fires an event and lets Ark's observers (fieldset text checks) settle inside act. */
async function fire(event: () => void) {
  await act(async () => {
    event();
  });
}

const rows = () => screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

describe('SettingListEditor', () => {
  it('moves a row by its named buttons, focus staying with the moved row', async () => {
    render(<Harness initial={['Tablet', 'Capsule', 'Gel']} />);
    const up = screen.getByRole('button', { name: 'Move Gel up' });
    await act(async () => up.focus());
    await fire(() => fireEvent.click(up));
    expect(rows()).toEqual(['Tablet', 'Gel', 'Capsule']);
    expect(form.getValues('value')).toEqual(['Tablet', 'Gel', 'Capsule']);
    expect(screen.getByRole('button', { name: 'Move Gel up' })).toHaveFocus();

    // At the top its Up button is disabled, so focus goes to its Down button.
    await fire(() => fireEvent.click(screen.getByRole('button', { name: 'Move Gel up' })));
    expect(rows()).toEqual(['Gel', 'Tablet', 'Capsule']);
    expect(screen.getByRole('button', { name: 'Move Gel up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Gel down' })).toHaveFocus();
  });

  it('removes a row, focusing the next one, and adds an empty row with focus in it', async () => {
    render(<Harness initial={['Tablet', 'Capsule', 'Gel']} />);
    await fire(() => fireEvent.click(screen.getByRole('button', { name: 'Remove Capsule' })));
    expect(form.getValues('value')).toEqual(['Tablet', 'Gel']);
    expect(screen.getByRole('textbox', { name: 'Dosage form 2' })).toHaveFocus();

    await fire(() => fireEvent.click(screen.getByRole('button', { name: 'Add dosage form' })));
    const added = screen.getByRole('textbox', { name: 'Dosage form 3' });
    expect(added).toHaveValue('');
    expect(added).toHaveFocus();
    await fire(() => fireEvent.change(added, { target: { value: 'Lozenge' } }));
    expect(form.getValues('value')).toEqual(['Tablet', 'Gel', 'Lozenge']);
    expect(screen.getByRole('button', { name: 'Remove Lozenge' })).toBeInTheDocument();
  });

  it('names an empty row by its place, and says so when the list is empty', async () => {
    render(<Harness initial={['']} />);
    expect(screen.getByRole('button', { name: 'Remove Dosage form 1' })).toBeInTheDocument();
    await fire(() => fireEvent.click(screen.getByRole('button', { name: 'Remove Dosage form 1' })));
    expect(screen.getByText('No dosage form yet: add one below.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add dosage form' })).toHaveFocus();
  });

  it('marks the bad row with its message, and the whole list with a list message', async () => {
    render(<Harness initial={['Tablet', 'tablet']} />);
    await act(async () => form.setError('value.1', { type: 'server', message: '“tablet” is already row 1' }));
    expect(screen.getByRole('textbox', { name: 'Dosage form 2' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Dosage form 1' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('“tablet” is already row 1')).toBeInTheDocument();

    await act(async () => {
      form.clearErrors();
      form.setError('value', { type: 'server', message: '3 products use “Gel”; change them first' });
    });
    expect(screen.getByText('3 products use “Gel”; change them first')).toBeInTheDocument();
  });
});
