/** @jest-environment jsdom */
// The toaster starts a toast's countdown once it has drawn it: a toast asked for while nothing draws it
// (a busy page, the toaster not yet mounted) keeps its whole time, and the Undo of a step can be pressed.
import '@testing-library/jest-dom';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { system } from '@/components/ui/system';
import { toaster } from '@/lib/client/toaster';
import { withUndo } from '@/lib/client/undo';
import { Toaster } from './toaster';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  for (const toast of toaster.getSnapshot()) toaster.dismiss(toast.id);
  jest.useRealTimers();
});

describe('Toaster', () => {
  it('runs an Undo toast’s time from when it is on screen', () => {
    const onUndo = jest.fn();
    act(() => void toaster.create({ type: 'success', title: 'Conversation updated', description: 'Closed.', ...withUndo(onUndo) }));
    // Nothing draws it for 10 s (longer than its 8 s): its time has not started.
    act(() => jest.advanceTimersByTime(10_000));
    render(
      <ChakraProvider value={system}>
        <Toaster />
      </ChakraProvider>,
    );
    const undo = screen.getByRole('button', { name: 'Undo' });
    act(() => jest.advanceTimersByTime(7_500));
    expect(undo).toBeInTheDocument();
    fireEvent.click(undo);
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('dismisses a drawn toast once its time has run, and holds it while the pointer is on it', () => {
    render(
      <ChakraProvider value={system}>
        <Toaster />
      </ChakraProvider>,
    );
    act(() => void toaster.create({ title: 'Saved', duration: 1_000 }));
    const toast = screen.getByRole('listitem');
    act(() => jest.advanceTimersByTime(100));
    fireEvent.pointerEnter(toast);
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.getByRole('listitem')).toHaveTextContent('Saved');
    fireEvent.pointerLeave(toast);
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
