'use client';
// The frame every "are you sure?" of the console shares (delete a record, save before a step, run a step,
// flag a conversation, accept a bulk review): a title, what will happen, Cancel and the action. While the
// action runs its button spins, Cancel is disabled and the dialog cannot be dismissed; a rejection keeps the
// dialog open with what was typed (the caller has said why). Focus starts on Cancel, or in the dialog's
// first input, and returns to the button that opened it. A dangerous action is an alert dialog, in red.
import { Button, Dialog, Portal } from '@chakra-ui/react';
import '@/components/ui/late-recipes';
import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';

export interface ConfirmDialogProps {
  title: ReactNode;
  /** What the action does, and any values it asks for. */
  children: ReactNode;
  /** The action's button ("Delete", "Save and publish"). */
  confirmLabel: ReactNode;
  /** `danger` is red and an alert dialog; `success` green; blue otherwise. */
  tone?: 'danger' | 'success' | 'primary';
  /** An alert dialog whatever its tone: it interrupts what the person was doing (save before a step). */
  isAlert?: boolean;
  onCancel: () => void;
  /** Runs the action; the caller closes the dialog when it is done. A rejection keeps it open. */
  onConfirm: () => Promise<void> | void;
  /** Draws the dialog (a parent that keeps it mounted closes it with false). */
  isOpen?: boolean;
  /** Where focus starts when not on Cancel: the first value the dialog asks for. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The button that opened the dialog: focus goes back to it on close. */
  opener?: RefObject<HTMLElement | null>;
  /** The action cannot run (nothing would change). */
  isConfirmDisabled?: boolean;
  /** The body holds inputs: the dialog is a form, so Enter in an input confirms. */
  isForm?: boolean;
  size?: 'md' | 'lg';
}

const PALETTES = { danger: 'red', success: 'green', primary: 'blue' } as const;

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  tone = 'primary',
  isAlert = tone === 'danger',
  onCancel,
  onConfirm,
  isOpen = true,
  initialFocus,
  opener,
  isConfirmDisabled,
  isForm,
  size,
}: ConfirmDialogProps) {
  const [isRunning, setIsRunning] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  async function run() {
    setIsRunning(true);
    try {
      await onConfirm();
    } catch {
      // The caller has told the user why; the dialog stays for another try or a cancel.
    } finally {
      setIsRunning(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // Portalled out of the DOM, but React still bubbles the submit to a form the dialog is drawn in (an
    // update form's status steps): that form would save the whole record beside the action.
    event.stopPropagation();
    void run();
  }

  const footer = (
    <Dialog.Footer>
      <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={isRunning}>
        Cancel
      </Button>
      <Button
        type={isForm ? 'submit' : 'button'}
        colorPalette={PALETTES[tone]}
        loading={isRunning}
        disabled={isConfirmDisabled}
        onClick={isForm ? undefined : () => void run()}
      >
        {confirmLabel}
      </Button>
    </Dialog.Footer>
  );
  const content = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      {footer}
    </>
  );

  return (
    <Dialog.Root
      open={isOpen}
      role={isAlert ? 'alertdialog' : 'dialog'}
      size={size}
      scrollBehavior={size === 'lg' ? 'inside' : undefined}
      onOpenChange={(event) => {
        if (!event.open && !isRunning) onCancel();
      }}
      initialFocusEl={() => initialFocus?.current ?? cancelRef.current}
      finalFocusEl={opener ? () => opener.current : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {isForm ? (
            <Dialog.Content asChild>
              <form noValidate onSubmit={submit}>
                {content}
              </form>
            </Dialog.Content>
          ) : (
            <Dialog.Content>{content}</Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
