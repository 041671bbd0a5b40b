/** @jest-environment jsdom */
// A part whose code cannot be fetched says so once and closes itself when it can; one that loads is drawn.
// A module loaded once is fetched by the first call only, and fetched again after a failure.
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPart, loadOnce } from './lazy-part';
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

describe('loadOnce', () => {
  it('fetches the module once and gives every call the same promise', async () => {
    const judgeModule = { judge: () => 'judged' };
    const load = jest.fn(() => Promise.resolve(judgeModule));
    const loadJudge = loadOnce(load);
    const first = loadJudge();
    expect(loadJudge()).toBe(first);
    expect(await first).toBe(judgeModule);
    expect(loadJudge()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so the next call fetches again', async () => {
    const judgeModule = { judge: () => 'judged' };
    const load = jest.fn<Promise<typeof judgeModule>, []>().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(judgeModule);
    const loadJudge = loadOnce(load);
    const failed = loadJudge();
    expect(loadJudge()).toBe(failed);
    await expect(failed).rejects.toThrow('Failed to fetch dynamically imported module');
    const again = loadJudge();
    expect(again).not.toBe(failed);
    expect(await again).toBe(judgeModule);
    expect(load).toHaveBeenCalledTimes(2);
    expect(loadJudge()).toBe(again);
  });
});
