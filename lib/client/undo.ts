// Undo for quick steps (docs/console-screens.md#undo-for-quick-steps): how long a success toast offers
// Undo, and how an undo's outcome is told — the same words for a workflow step (use-step-runner) and a
// conversation's status (the thread), so a refusal reads the same everywhere.
import { staleStepSentence } from '@/lib/resources/step-words';
import { toaster, type ToastOptions } from './toaster';

/** How long a low-risk step's toast offers Undo. */
export const UNDO_MS = 8_000;

/** What makes a success toast offer Undo: the button, and the time to press it. */
export function withUndo(onUndo: () => void): Pick<ToastOptions, 'duration' | 'action'> {
  return { duration: UNDO_MS, action: { label: 'Undo', onClick: onUndo } };
}

/**
 * Why an undo was refused when someone moved the record meanwhile (a 409): who it was about ("#12 Late
 * delivery", "this conversation"), then the upstream's reason as said once the screen has reloaded.
 */
export function undoConflictSentence(what: string, reason: string): string {
  return `Someone changed ${what} meanwhile. ${staleStepSentence(reason)}`;
}

/** The toast after an undo went through: "Undone — Back to In progress." */
export function toastUndone(backTo: string): void {
  toaster.create({ type: 'success', title: 'Undone', description: `Back to ${backTo}.` });
}

/** The toast after an undo was refused, in part (`title`) or in whole ("Not undone"); it stays until read. */
export function toastNotUndone(why: string, title = 'Not undone'): void {
  toaster.create({ type: 'error', title, description: why, closable: true });
}
