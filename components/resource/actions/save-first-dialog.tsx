'use client';
// "Save your changes first?": asked when a status step is chosen while the form holds unsaved edits, so
// typed changes are neither saved silently nor lost. Loaded by the status panel when first wanted.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';

export interface SaveFirstDialogProps {
  /** The step's button label ("Publish"). */
  stepLabel: string;
  /** Lower-case noun ("content"). */
  noun: string;
  onCancel: () => void;
  /** Saves, then runs the step; resolves once both are done or one was refused. */
  onConfirm: () => Promise<void>;
}

export function SaveFirstDialog({ stepLabel, noun, onCancel, onConfirm }: SaveFirstDialogProps) {
  const [isRunning, setIsRunning] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const action = stepLabel.toLowerCase();

  async function confirm() {
    setIsRunning(true);
    try {
      await onConfirm();
    } finally {
      setIsRunning(false);
    }
  }

  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(event) => {
        if (!event.open && !isRunning) onCancel();
      }}
      initialFocusEl={() => cancelRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Save your changes first?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                This {noun} has unsaved changes. To {action} it, they are saved first; Cancel keeps them here, unsaved, and the status as it is.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={isRunning}>
                Cancel
              </Button>
              <Button colorPalette="blue" loading={isRunning} onClick={() => void confirm()}>
                Save and {action}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
