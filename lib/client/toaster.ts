// The app's one toaster (top centre, at most 5) and the red toast every failed query shows
// (docs/console-screens.md#toasts-and-error-messages). A small store of its own rather than Chakra's toaster: that one brings zag's toast, dismissable
// and interact-outside machines (8 KB gzip) to every page, sign-in included (the budget in README.md#performance).
import { errorMessage } from './fetcher';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  type?: ToastType;
  title?: string;
  description?: string;
  /** Shows a close button. */
  closable?: boolean;
  /** Milliseconds on screen; errors stay longer by default, so they can be read. */
  duration?: number;
  /** One button that does something about it (Undo); pressing it closes the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast extends Required<Pick<ToastOptions, 'type' | 'closable' | 'duration'>> {
  id: number;
  title?: string;
  description?: string;
  action?: ToastAction;
}

export const MAX_TOASTS = 5;
const DEFAULT_DURATION_MS = 5_000;
const ERROR_DURATION_MS = 10_000;

type Listener = () => void;

/** Why the countdowns stand still: the pointer is on the toasts, or the keyboard focus is in them. */
export type PauseReason = 'pointer' | 'focus';

interface Countdown {
  timer?: ReturnType<typeof setTimeout>;
  remaining: number;
  startedAt: number;
  /** The toast is on screen (`shown`): only then does its time run. */
  isShown: boolean;
}

/**
 * Toasts on screen, newest last; at most `max`, the oldest leaving first. A toast's time runs from when the
 * toaster has drawn it (`shown`), not from `create`: on a busy page the drawing can come seconds later, and
 * an Undo must have its whole time on screen. Every countdown stands still while the pointer is on the
 * toasts or the focus is in them, and runs again once neither is.
 */
export class ToastStore {
  private toasts: readonly Toast[] = [];
  private readonly listeners = new Set<Listener>();
  private readonly timers = new Map<number, Countdown>();
  private nextId = 1;
  private readonly pausedBy = new Set<PauseReason>();

  constructor(private readonly max = MAX_TOASTS) {}

  create(options: ToastOptions): number {
    const type = options.type ?? 'info';
    const toast: Toast = {
      id: this.nextId++,
      type,
      title: options.title,
      description: options.description,
      closable: options.closable ?? false,
      duration: options.duration ?? (type === 'error' ? ERROR_DURATION_MS : DEFAULT_DURATION_MS),
      ...(options.action ? { action: options.action } : {}),
    };
    const kept = [...this.toasts, toast];
    for (const gone of kept.slice(0, Math.max(0, kept.length - this.max))) this.clearTimer(gone.id);
    this.toasts = kept.slice(-this.max);
    this.timers.set(toast.id, { remaining: toast.duration, startedAt: Date.now(), isShown: false });
    this.emit();
    return toast.id;
  }

  /** The toaster has drawn the toast: its time starts running (at once unless paused). */
  shown(id: number): void {
    const entry = this.timers.get(id);
    if (!entry || entry.isShown) return;
    entry.isShown = true;
    if (!this.isPaused) this.startTimer(id);
  }

  dismiss(id: number): void {
    if (!this.toasts.some((toast) => toast.id === id)) return;
    this.clearTimer(id);
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
    // The last toast closed under the pointer or with the focus in it: no pointer-leave or blur follows, so nothing stays paused.
    if (this.toasts.length === 0) this.pausedBy.clear();
    this.emit();
  }

  get isPaused(): boolean {
    return this.pausedBy.size > 0;
  }

  /** Stops every countdown (pointer or focus on the toasts), so nothing leaves while being read. */
  pause(reason: PauseReason = 'pointer'): void {
    const wasPaused = this.isPaused;
    this.pausedBy.add(reason);
    if (wasPaused) return;
    for (const entry of this.timers.values()) {
      if (entry.timer === undefined) continue;
      clearTimeout(entry.timer);
      entry.timer = undefined;
      entry.remaining = Math.max(0, entry.remaining - (Date.now() - entry.startedAt));
    }
  }

  /** The pointer left the toasts, or the focus did: the countdowns run again once nothing else holds them. */
  resume(reason: PauseReason = 'pointer'): void {
    if (!this.pausedBy.delete(reason) || this.isPaused) return;
    for (const id of this.timers.keys()) this.startTimer(id);
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly Toast[] => this.toasts;

  private startTimer(id: number) {
    const entry = this.timers.get(id);
    if (!entry || !entry.isShown || entry.timer !== undefined) return;
    entry.startedAt = Date.now();
    entry.timer = setTimeout(() => this.dismiss(id), entry.remaining);
  }

  private clearTimer(id: number) {
    const entry = this.timers.get(id);
    if (entry?.timer !== undefined) clearTimeout(entry.timer);
    this.timers.delete(id);
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}

export const toaster = new ToastStore();

export function toastQueryError(error: unknown): void {
  toaster.create({ type: 'error', title: '😞', description: errorMessage(error), closable: true });
}
