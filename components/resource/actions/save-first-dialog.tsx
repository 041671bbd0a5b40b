'use client';
// "Save your changes first?": asked when a status step is chosen while the form holds unsaved edits, so
// typed changes are neither saved silently nor lost. Loaded by the status panel when first wanted.
import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

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
  const action = stepLabel.toLowerCase();
  return (
    <ConfirmDialog title="Save your changes first?" confirmLabel={`Save and ${action}`} isAlert onCancel={onCancel} onConfirm={onConfirm}>
      <Text>This {noun} has unsaved changes. To {action} it, they are saved first; Cancel keeps them here, unsaved, and the status as it is.</Text>
    </ConfirmDialog>
  );
}
