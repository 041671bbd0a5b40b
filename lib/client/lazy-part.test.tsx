/** @jest-environment jsdom */
// A part whose code cannot be fetched says so once and closes itself when it can; one that loads is drawn.
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPart } from './lazy-part';
import { toaster } from './toaster';

function Caption({ label }: { label: string }) {
  return <p>{label}</p>;
}

const offline = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

describe('lazyPart', () => {
  afterEach(() => {
    for (const { id } of toaster.getSnapshot()) toaster.dismiss(id);
  });

  it('tells the person once and closes the part when its code cannot be fetched', async () => {
    const Palette = lazyPart<{ onClose: () => void }>(offline, 'The command palette');
    const onClose = jest.fn();
    const { rerender } = render(<Suspense fallback={null}><Palette onClose={onClose} /></Suspense>);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    rerender(<Suspense fallback={null}><Palette onClose={onClose} /></Suspense>);
    expect(toaster.getSnapshot().map(({ title, description }) => [title, description])).toEqual([['The command palette could not be loaded', 'Check your connection, then refresh the page.']]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says what still works for a part that has nothing to close', async () => {
    const Table = lazyPart<{ label: string }>(offline, 'The list view', 'The grid view still shows the files.');
    render(<Suspense fallback={null}><Table label="Files" /></Suspense>);
    await waitFor(() => expect(toaster.getSnapshot().map(({ description }) => description)).toEqual(['Check your connection, then refresh the page. The grid view still shows the files.']));
  });

  it('draws the part once its code is here', async () => {
    const Table = lazyPart<{ label: string }>(async () => Caption, 'The list view');
    render(<Suspense fallback={null}><Table label="Files" /></Suspense>);
    expect(await screen.findByText('Files')).toBeTruthy();
    expect(toaster.getSnapshot()).toEqual([]);
  });
});
