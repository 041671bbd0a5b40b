'use client';
// "Delete this product?": a confirmation dialog whose focus starts on Cancel and returns to the trigger.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';

interface DeleteDialogProps {
  /** Lower-case noun ("product"). */
  noun: string;
  /** Resolves when the record is gone; a rejection keeps the dialog open. */
  onConfirm: () => Promise<void>;
}

export function DeleteDialog({ noun, onConfirm }: DeleteDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  async function confirm() {
    setIsDeleting(true);
    try {
      await onConfirm();
      setIsOpen(false);
    } catch {
      // The caller has told the user why; the dialog stays for another try or a cancel.
    } finally {
      setIsDeleting(false);
    }
  }

  return (
    <Dialog.Root role="alertdialog" open={isOpen} onOpenChange={(event) => setIsOpen(event.open)} initialFocusEl={() => cancelRef.current}>
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="red">
          Delete
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete this {noun}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>It is removed for good; this cannot be undone.</Text>
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
