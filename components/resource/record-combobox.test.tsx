/** @jest-environment jsdom */
// The record combobox's stand-in is replaced by the picker once its code arrives: what the person had
// typed, their focus and their caret or selection carry over, so typing over a selection goes on
// replacing it (seen as "SeasonalHay" when a select-all fell across the swap on a slow machine).
import '@testing-library/jest-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { system } from '@/components/ui/system';
import { RecordCombobox } from './record-combobox';

beforeAll(() => {
  // zag's positioning and dismiss layers observe sizes.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const noMatches = async () => ({ data: { records: [], page: 1, limit: 8, total: 0, pages: 0 } });

function renderCombobox() {
  return render(
    <ChakraProvider value={system}>
      <SWRConfig value={{ fetcher: noMatches, provider: () => new Map() }}>
        <label htmlFor="condition">Condition</label>
        <RecordCombobox id="condition" resource="content" labelField="title" onPick={() => undefined} />
      </SWRConfig>
    </ChakraProvider>,
  );
}

/** Resolves after `count` animation frames, counted from now: each is asked for inside the one before. */
function animationFrames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
    next(count);
  });
}

/**
 * The picker's input, told apart from the stand-in by the list it controls, once the frames after it came
 * have run: zag moves the caret in a frame after the list opens, and the picker puts the selection back
 * two frames after it mounted. Frames asked for now run after those asked for at its mount, so the third
 * comes after all of them, however slowly the machine draws them.
 */
async function pickerInput(): Promise<HTMLInputElement> {
  let input: HTMLInputElement | undefined;
  await waitFor(() => {
    const combobox = screen.getByRole('combobox', { name: 'Condition' }) as HTMLInputElement;
    expect(combobox).toHaveAttribute('aria-controls');
    input = combobox;
  });
  await act(() => animationFrames(3));
  return input!;
}

describe('RecordCombobox', () => {
  it('keeps the text, the focus and a selection made in the stand-in when the picker replaces it', async () => {
    renderCombobox();
    const standIn = screen.getByRole('combobox', { name: 'Condition' }) as HTMLInputElement;
    expect(standIn).not.toHaveAttribute('aria-controls');

    await act(async () => {
      standIn.focus();
      fireEvent.change(standIn, { target: { value: 'Seasonal' } });
      // Selected to be typed over, as a select-all does, before the picker's code has arrived.
      standIn.setSelectionRange(0, 'Seasonal'.length);
    });

    const input = await pickerInput();
    expect(input).not.toBe(standIn);
    expect(input).toHaveValue('Seasonal');
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'Seasonal'.length]);
  });

  it('keeps a caret in the middle of the text where it was', async () => {
    renderCombobox();
    const standIn = screen.getByRole('combobox', { name: 'Condition' }) as HTMLInputElement;
    await act(async () => {
      standIn.focus();
      fireEvent.change(standIn, { target: { value: 'Hay fever' } });
      standIn.setSelectionRange(3, 3);
    });

    const input = await pickerInput();
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3]);
  });
});
