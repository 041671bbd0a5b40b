/** @jest-environment jsdom */
// The order draft behind the best-seller and team order editors: moves are local until Save, an order
// moved back is no change, Discard returns to the saved order, and a refused save keeps the work.
import { act, renderHook } from '@testing-library/react';
import { useOrderDraft, type OrderDraftOptions } from './use-order-draft';

interface Entry {
  id: number;
  name: string;
}

const SAVED: Entry[] = [
  { id: 1, name: 'Ada' },
  { id: 2, name: 'Bo' },
  { id: 3, name: 'Cy' },
];
const WORDS = { saved: 'Order updated', notSaved: 'The order was not saved' };
const names = (items: readonly Entry[] | undefined) => items?.map((item) => item.name);

function draftOf(send: OrderDraftOptions<Entry>['send'], initialProps: { saved: Entry[] | undefined } = { saved: SAVED }) {
  return renderHook((props: { saved: Entry[] | undefined }) => useOrderDraft({ saved: props.saved, keyOf: (entry) => entry.id, send, words: WORDS }), { initialProps });
}

describe('useOrderDraft', () => {
  it('moves an entry locally, knows the order changed, and counts an order moved back as no change', () => {
    const { result } = draftOf(jest.fn());
    act(() => result.current.move(0, 2));
    expect(names(result.current.items)).toEqual(['Bo', 'Cy', 'Ada']);
    expect(result.current.isDirty).toBe(true);
    act(() => result.current.move(2, 0));
    expect(result.current.isDirty).toBe(false);
  });

  it('discards back to the saved order', () => {
    const { result } = draftOf(jest.fn());
    act(() => result.current.setItems((items) => items.filter((item) => item.id !== 2)));
    expect(result.current.isDirty).toBe(true);
    act(() => result.current.discard());
    expect(names(result.current.items)).toEqual(['Ada', 'Bo', 'Cy']);
  });

  it('saves the whole working copy in one call', async () => {
    const send = jest.fn().mockResolvedValue(undefined);
    const { result } = draftOf(send);
    act(() => result.current.move(1, 0));
    let isSaved = false;
    await act(async () => {
      isSaved = await result.current.save();
    });
    expect(isSaved).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(names(send.mock.calls[0][0] as Entry[])).toEqual(['Bo', 'Ada', 'Cy']);
    expect(result.current.isSaving).toBe(false);
  });

  it('keeps the working copy when the save is refused', async () => {
    const { result } = draftOf(() => Promise.reject(new Error('Refused')));
    act(() => result.current.move(0, 1));
    let isSaved = true;
    await act(async () => {
      isSaved = await result.current.save();
    });
    expect(isSaved).toBe(false);
    expect(names(result.current.items)).toEqual(['Bo', 'Ada', 'Cy']);
    expect(result.current.isDirty).toBe(true);
    expect(result.current.isSaving).toBe(false);
  });

  it('takes a newly saved order as its working copy', () => {
    const { result, rerender } = draftOf(jest.fn(), { saved: undefined });
    expect(result.current.items).toBeUndefined();
    rerender({ saved: SAVED });
    expect(names(result.current.items)).toEqual(['Ada', 'Bo', 'Cy']);
    expect(result.current.isDirty).toBe(false);
  });
});
