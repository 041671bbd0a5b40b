// Where focus goes when the control that had it goes away: a menu item that added a block, a banner's
// Restore, a status step replaced by the next ones. Left alone, the browser drops focus on <body> and a
// keyboard or screen-reader user starts again from the top of the page.

/** Controls a person types into or picks from, before any button. */
const FIELD_CONTROLS = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [role="combobox"]:not([aria-disabled="true"])';
const BUTTONS = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** Whether `element` is drawn (not inside a collapsed block, a hidden section or `display: none`). */
function isShown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0;
}

/** The first shown field of `container`, else its first shown button or link; null when it has none yet. */
export function firstControl(container: ParentNode): HTMLElement | null {
  for (const selector of [FIELD_CONTROLS, BUTTONS]) {
    const found = Array.from(container.querySelectorAll<HTMLElement>(selector)).find(isShown);
    if (found) return found;
  }
  return null;
}

/** Whether focus has nowhere to be: on <body>, or on an element no longer in the page. */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/** Focuses `target` and centres it in view, clear of the form's sticky Save bar. */
export function focusCentred(target: HTMLElement): void {
  if (!target.matches(`${FIELD_CONTROLS}, ${BUTTONS}`) && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

/**
 * Focuses what `find` returns once it is drawn: after the render the action caused and after whatever
 * restores focus on its own (a closing menu gives it back to its button), and, for a part whose code
 * loads on demand, as soon as it appears (given up after `timeoutMs`). Returns a cancel.
 */
export function focusWhenDrawn(find: () => HTMLElement | null, { timeoutMs = 5000 }: { timeoutMs?: number } = {}): () => void {
  let observer: MutationObserver | null = null;
  let giveUp: number | undefined;
  let frame: number | undefined;
  const stop = () => {
    observer?.disconnect();
    observer = null;
    window.clearTimeout(giveUp);
  };
  const attempt = (): boolean => {
    const target = find();
    if (!target) return false;
    stop();
    focusCentred(target);
    return true;
  };
  const start = window.setTimeout(() => {
    frame = window.requestAnimationFrame(() => {
      if (attempt()) return;
      observer = new MutationObserver(() => void attempt());
      observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'style', 'disabled'] });
      giveUp = window.setTimeout(stop, timeoutMs);
    });
  }, 0);
  return () => {
    window.clearTimeout(start);
    if (frame !== undefined) window.cancelAnimationFrame(frame);
    stop();
  };
}
