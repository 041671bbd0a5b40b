/** @jest-environment jsdom */
// The shared confirmation: Cancel first, the action's button spinning while it runs and Cancel disabled,
// a refused action keeping the dialog open, and a form dialog confirming on Enter without submitting the
// form it is drawn in.
import '@testing-library/jest-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState, type ReactNode } from 'react';
import { system } from './system';
import { ConfirmDialog } from './confirm-dialog';

const wrap = (node: ReactNode) => render(<ChakraProvider value={system}>{node}</ChakraProvider>);

describe('confirm dialog', () => {
  // Where focus starts is checked in a real browser (e2e/catalogue.spec.ts): jsdom does not move it.
  it('is an alert dialog for a dangerous action', async () => {
    wrap(
      <ConfirmDialog title="Delete this product?" confirmLabel="Delete" tone="danger" onCancel={() => {}} onConfirm={() => {}}>
        It is removed for good.
      </ConfirmDialog>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this product?' });
    expect(dialog).toHaveTextContent('It is removed for good.');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('type', 'button');
  });

  it('disables Cancel while the action runs, and stays open when it is refused', async () => {
    let refuse: (reason: Error) => void = () => {};
    const onCancel = jest.fn();
    wrap(
      <ConfirmDialog title="Publish?" confirmLabel="Publish" onCancel={onCancel} onConfirm={() => new Promise<void>((_, reject) => (refuse = reject))}>
        Goes live.
      </ConfirmDialog>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await act(async () => refuse(new Error('Refused')));
    expect(screen.getByRole('dialog', { name: 'Publish?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('as a form, confirms on Enter in its input without submitting the form around it', async () => {
    const outer = jest.fn((event: Event) => event.preventDefault());
    const onConfirm = jest.fn();
    function Asking() {
      const input = useRef<HTMLInputElement>(null);
      const [value, setValue] = useState('');
      return (
        <form onSubmit={(event) => outer(event.nativeEvent)}>
          <ConfirmDialog title="Ship?" confirmLabel="Ship" isForm initialFocus={input} onCancel={() => {}} onConfirm={() => onConfirm(value)}>
            <input ref={input} aria-label="Tracking number" value={value} onChange={(event) => setValue(event.target.value)} />
          </ConfirmDialog>
        </form>
      );
    }
    wrap(<Asking />);
    const input = await screen.findByRole('textbox', { name: 'Tracking number' });
    fireEvent.change(input, { target: { value: 'TRK1' } });
    fireEvent.submit(input);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('TRK1'));
    expect(outer).not.toHaveBeenCalled();
  });
});
