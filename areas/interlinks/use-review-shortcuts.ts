'use client';
// The workbench's keyboard: j/k move through the queue, a/r/u accept, reject and undo. Keys pressed while a
// decision is being saved wait their turn in a queue of their own instead of being dropped.
import { useEffect, useRef } from 'react';
import type { InterlinkWorkbench, ReviewedSuggestion } from '@/areas/interlinks/use-interlink-workbench';

/** The shortcuts with what each does, as the legend shows them. */
export const REVIEW_SHORTCUTS: readonly [key: string, does: string][] = [
  ['j', 'next suggestion'],
  ['k', 'previous suggestion'],
  ['a', 'accept'],
  ['r', 'reject'],
  ['u', 'undo'],
];

/** A shortcut's action, kept by suggestion id when it must wait for the one under way. */
type KeyAction = { kind: 'accept' | 'reject'; id: number } | { kind: 'undo' };

interface ReviewState {
  /** The pending suggestions the filter shows, in their order. */
  queue: readonly ReviewedSuggestion[];
  selected: ReviewedSuggestion | undefined;
  /** Every pending suggestion, whatever the filter hides. */
  pending: readonly ReviewedSuggestion[];
  workbench: InterlinkWorkbench;
}

/**
 * Runs a shortcut's action on the workbench as it is now, and says whether it started one: nothing to undo,
 * or a suggestion no longer pending, is passed over.
 */
function performKeyAction(action: KeyAction, { pending, workbench }: ReviewState): boolean {
  if (action.kind === 'undo') {
    if (!workbench.canUndo) return false;
    void workbench.undo();
    return true;
  }
  const suggestion = pending.find((s) => s.id === action.id);
  // While a Suggest runs the queue is about to be replaced: a decision on it would name a suggestion that is going.
  if (!suggestion || workbench.isSuggesting) return false;
  void (action.kind === 'accept' ? workbench.accept(suggestion) : workbench.reject(suggestion));
  return true;
}

/** Typing in a field or working in a dialog never triggers a shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="dialog"],[role="alertdialog"]') !== null;
}

/**
 * Listens for the shortcuts on the window for as long as the workbench is shown. `select` moves the
 * selection; the decisions go through the workbench's own accept, reject and undo.
 */
export function useReviewShortcuts(state: ReviewState, select: (id: number | null) => void): void {
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const selectRef = useRef(select);
  useEffect(() => {
    selectRef.current = select;
  });
  // Shortcuts pressed while an action is under way wait their turn instead of being dropped (a quick
  // "a, a" accepts two); each runs on the state drawn after the one before it. A failure drops the rest,
  // which were pressed expecting it to succeed.
  const waitingKeys = useRef<KeyAction[]>([]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const { queue: items, selected: current } = latest.current;
      const index = current ? items.indexOf(current) : -1;
      let action: KeyAction;
      if (event.key === 'j' && items.length) {
        selectRef.current(items[Math.min(index + 1, items.length - 1)].id);
        event.preventDefault();
        return;
      } else if (event.key === 'k' && items.length) {
        selectRef.current(items[Math.max(index - 1, 0)].id);
        event.preventDefault();
        return;
      } else if (event.key === 'a' && current) {
        // A refused accept only says why; the selection stays on it for an r.
        if (current.blockedReason === null) selectRef.current(items[index + 1]?.id ?? items[index - 1]?.id ?? null);
        action = { kind: 'accept', id: current.id };
      } else if (event.key === 'r' && current) {
        selectRef.current(items[index + 1]?.id ?? items[index - 1]?.id ?? null);
        action = { kind: 'reject', id: current.id };
      } else if (event.key === 'u') action = { kind: 'undo' };
      else return;
      event.preventDefault();
      if (latest.current.workbench.busyId !== null || waitingKeys.current.length > 0) waitingKeys.current.push(action);
      else performKeyAction(action, latest.current);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const { busyId, actionError } = state.workbench;
  useEffect(() => {
    if (busyId !== null) return;
    if (actionError) waitingKeys.current = [];
    // An action passed over starts nothing, so no change of busyId would bring the next one: go on here.
    for (let next = waitingKeys.current.shift(); next; next = waitingKeys.current.shift()) {
      if (performKeyAction(next, latest.current)) break;
    }
  }, [busyId, actionError]);
}
