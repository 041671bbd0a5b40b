'use client';
// "Delete this product?": a confirmation whose focus starts on Cancel and returns to the button that
// opened it. Loaded by delete-button.tsx when first wanted, so no form's first load carries it.
import { Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

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
  return (
    <ConfirmDialog
      title={`Delete this ${noun}?`}
      confirmLabel="Delete"
      tone="danger"
      isOpen={isOpen}
      opener={opener}
      onCancel={onClose}
      onConfirm={async () => {
        await onConfirm();
        onClose();
      }}
    >
      <Text>It is removed for good; this cannot be undone.</Text>
      {consequence && <Text marginTop="2">{consequence}</Text>}
    </ConfirmDialog>
  );
}
