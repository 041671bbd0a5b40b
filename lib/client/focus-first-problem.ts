// After a save that did not go through, the person is taken to what stopped it: the first field marked
// invalid, in the order the form shows them, else the form's error message. Without this a field whose
// control gives react-hook-form no ref (the money input, pickers, the block editor) kept its message off
// screen while the page sat still under a Save button that seemed to do nothing.

import { focusCentred } from './move-focus';

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element to take the person to: the first invalid control (or one inside an invalid field), else the error alert. */
export function firstProblem(container: ParentNode): HTMLElement | null {
  const marked = container.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
  if (marked) return marked.matches(FOCUSABLE) ? marked : (marked.querySelector<HTMLElement>(FOCUSABLE) ?? marked);
  return container.querySelector<HTMLElement>('[role="alert"]');
}

/**
 * Scrolls the first problem into the middle of the view (clear of the sticky Save bar) and focuses it, once
 * the render the failure caused has drawn its marks. A dialog the failure opened (the conflict view) keeps
 * the focus it took.
 */
export function focusFirstProblem(container: HTMLElement): void {
  window.setTimeout(() => {
    window.requestAnimationFrame(() => {
      if (!container.isConnected || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const target = firstProblem(container);
      if (target) focusCentred(target);
    });
  }, 0);
}
