'use client';
// "Delete this product?": a confirmation dialog whose focus starts on Cancel and returns to the button
// that opened it. Loaded by delete-button.tsx when first wanted, so no form's first load carries it.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef, useState, type RefObject } from 'react';

export interface DeleteDialogProps {
  /** Lower-case noun ("product"). */
  noun: string;
  /** What else the delete does, said before it is confirmed (a user's sessions end). */
  consequence?: string;
  isOpen: boolean;
  onClose: () => void;
  /** Resolves when the record is gone; a rejection keeps the dialog open. */
  onConfirm: () => Promise<void>;
  /** The button that opened the dialog: focus goes back to it on close. */
  opener: RefObject<HTMLButtonElement | null>;
}

export function DeleteDialog({ noun, consequence, isOpen, onClose, onConfirm, opener }: DeleteDialogProps) {
  const [isDeleting, setIsDeleting] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  async function confirm() {
    setIsDeleting(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The caller has told the user why; the dialog stays for another try or a cancel.
    } finally {
      setIsDeleting(false);
    }
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={isOpen}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={() => opener.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete this {noun}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>It is removed for good; this cannot be undone.</Text>
              {consequence && <Text marginTop="2">{consequence}</Text>}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline">
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={isDeleting} onClick={() => void confirm()}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
