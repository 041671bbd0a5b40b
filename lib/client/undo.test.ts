// Undo's shared words and timing: the toast offers it for eight seconds, and a refusal over someone
// else's change names the record and says it has been reloaded.
import { toaster } from './toaster';
import { toastNotUndone, toastUndone, undoConflictSentence, UNDO_MS, withUndo } from './undo';

describe('undo for quick steps', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    for (const toast of toaster.getSnapshot()) toaster.dismiss(toast.id);
    jest.useRealTimers();
  });

  it('offers Undo on a success toast for eight seconds on screen, then lets it go', () => {
    const onUndo = jest.fn();
    // The toaster (components/ui/toaster.tsx) says when it has drawn it: the eight seconds start then.
    toaster.shown(toaster.create({ type: 'success', title: 'Conversation updated', ...withUndo(onUndo) }));
    const [toast] = toaster.getSnapshot();
    expect(toast.action?.label).toBe('Undo');
    toast.action?.onClick();
    expect(onUndo).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(UNDO_MS - 1);
    expect(toaster.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(toaster.getSnapshot()).toHaveLength(0);
    expect(UNDO_MS).toBe(8_000);
  });

  it('says who moved the record meanwhile and that it has been reloaded', () => {
    expect(undoConflictSentence('this conversation', 'This conversation is now Flagged, not Closed; reload to see the latest.')).toBe(
      'Someone changed this conversation meanwhile. This conversation is now Flagged, not Closed; it has been reloaded.',
    );
  });

  it('tells an undo done, and one refused as an error that stays until closed', () => {
    toastUndone('Open');
    toastNotUndone('Someone changed it meanwhile.');
    toastNotUndone('Gone', '1 undone, 1 not');
    expect(toaster.getSnapshot()).toMatchObject([
      { type: 'success', title: 'Undone', description: 'Back to Open.' },
      { type: 'error', title: 'Not undone', description: 'Someone changed it meanwhile.', closable: true },
      { type: 'error', title: '1 undone, 1 not', description: 'Gone' },
    ]);
  });
});
