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
    store.create({ type: 'success', title: 'Saved' });
    const error = store.create({ type: 'error', title: '😞', description: 'down', closable: true });
    jest.advanceTimersByTime(5_000);
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['😞']);
    expect(store.getSnapshot()[0]).toMatchObject({ closable: true, description: 'down' });
    store.dismiss(error);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('pauses every countdown while paused and resumes with the time that was left', () => {
    const store = new ToastStore();
    store.create({ title: 'a', duration: 1_000 });
    jest.advanceTimersByTime(600);
    store.pause();
    store.create({ title: 'b', duration: 1_000 });
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
    store.pause();
    store.dismiss(first);
    store.create({ title: 'b', duration: 100 });
    jest.advanceTimersByTime(100);
    expect(store.getSnapshot()).toEqual([]);
  });
});
