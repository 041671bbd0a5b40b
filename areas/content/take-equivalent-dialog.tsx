'use client';
// "Take this equivalent?": asked when the picked equivalent is already linked to another record, naming
// both, since saving lets that record go (it is left with no equivalent). Loaded by the equivalent field
// when first wanted.
import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export interface TakeEquivalentDialogProps {
  /** The record picked as the equivalent. */
  picked: string;
  /** The record it is linked to now, which will lose it. */
  linkedTo: string;
  /** The record being edited ("this content" while it has no title). */
  current: string;
  /** The region of the picked record, as its field names it ("gb"). */
  region: string;
  onCancel: () => void;
  onConfirm: () => void;
}

export function TakeEquivalentDialog({ picked, linkedTo, current, region, onCancel, onConfirm }: TakeEquivalentDialogProps) {
  return (
    <ConfirmDialog title={`Take “${picked}” from “${linkedTo}”?`} confirmLabel="Take it" isAlert onCancel={onCancel} onConfirm={onConfirm}>
      <Text>
        “{picked}” is already the {region} equivalent of “{linkedTo}”. Linking it to {current} instead leaves “{linkedTo}” with no {region} equivalent
        once you save. Cancel keeps the equivalent as it was.
      </Text>
    </ConfirmDialog>
  );
}
