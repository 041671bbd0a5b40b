import { ToastStore } from './toaster';

describe('ToastStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps at most five, the oldest leaving first', () => {
    const store = new ToastStore();
    for (let i = 1; i <= 7; i += 1) store.create({ title: `t${i}` });
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['t3', 't4', 't5', 't6', 't7']);
  });

  it('dismisses after the duration; errors stay longer and a close click ends them early', () => {
    const store = new ToastStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.shown(store.create({ type: 'success', title: 'Saved' }));
    const error = store.create({ type: 'error', title: '😞', description: 'down', closable: true });
    store.shown(error);
    jest.advanceTimersByTime(5_000);
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['😞']);
    expect(store.getSnapshot()[0]).toMatchObject({ closable: true, description: 'down' });
    store.dismiss(error);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('pauses every countdown while paused and resumes with the time that was left', () => {
    const store = new ToastStore();
    store.shown(store.create({ title: 'a', duration: 1_000 }));
    jest.advanceTimersByTime(600);
    store.pause();
    store.shown(store.create({ title: 'b', duration: 1_000 }));
    jest.advanceTimersByTime(10_000);
    expect(store.getSnapshot()).toHaveLength(2);
    store.resume();
    jest.advanceTimersByTime(400);
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['b']);
    jest.advanceTimersByTime(600);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('does not stay paused once the last toast is gone', () => {
    const store = new ToastStore();
    const first = store.create({ title: 'a' });
    store.shown(first);
    store.pause('pointer');
    store.pause('focus');
    store.dismiss(first);
    store.shown(store.create({ title: 'b', duration: 100 }));
    jest.advanceTimersByTime(100);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('runs a toast’s time from when it is shown, not from when it was asked for', () => {
    const store = new ToastStore();
    const undo = store.create({ title: 'Conversation updated', duration: 8_000 });
    // A busy page draws the toast 5 s after the step answered: the whole 8 s are still to come.
    jest.advanceTimersByTime(5_000);
    store.shown(undo);
    jest.advanceTimersByTime(7_999);
    expect(store.getSnapshot().map((t) => t.id)).toEqual([undo]);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('a toast shown while paused waits for the pause to end, and showing it twice does not restart it', () => {
    const store = new ToastStore();
    store.pause('pointer');
    const id = store.create({ title: 'a', duration: 1_000 });
    store.shown(id);
    jest.advanceTimersByTime(5_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.resume('pointer');
    jest.advanceTimersByTime(600);
    store.shown(id);
    jest.advanceTimersByTime(400);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('stays paused while the focus is in the toasts though the pointer has left, and the other way round', () => {
    const store = new ToastStore();
    store.shown(store.create({ title: 'a', duration: 1_000 }));
    store.pause('pointer');
    store.pause('focus');
    store.resume('pointer');
    jest.advanceTimersByTime(5_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.pause('pointer');
    store.resume('focus');
    jest.advanceTimersByTime(5_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.resume('pointer');
    jest.advanceTimersByTime(1_000);
    expect(store.getSnapshot()).toEqual([]);
  });
});
