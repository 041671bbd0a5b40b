'use client';
// "Flag this conversation?": asks for the reason (required, at most FLAG_REASON_MAX characters) and keeps
// what was typed when the save fails. Loaded when first wanted.
import { Field, Textarea } from '@chakra-ui/react';
import '@/components/ui/form-recipes';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FLAG_REASON_MAX } from '@/areas/conversations/status';

export interface FlagDialogProps {
  onCancel: () => void;
  /** Saves the flag; resolves to an error sentence when refused (the dialog then stays open). */
  onConfirm: (reason: string) => Promise<string | null>;
}

export function FlagDialog({ onCancel, onConfirm }: FlagDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  async function confirm() {
    const trimmed = reason.trim();
    if (!trimmed) return setError('Reason is required');
    if (trimmed.length > FLAG_REASON_MAX) return setError(`Reason must be at most ${FLAG_REASON_MAX} characters`);
    setError(await onConfirm(trimmed));
  }

  return (
    <ConfirmDialog title="Flag this conversation?" confirmLabel="Flag" tone="danger" isAlert={false} initialFocus={input} isForm onCancel={onCancel} onConfirm={confirm}>
      <Field.Root required invalid={error !== null}>
        <Field.Label>
          Reason
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea ref={input} rows={3} value={reason} maxLength={FLAG_REASON_MAX + 100} onChange={(event) => setReason(event.target.value)} />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>What is unsafe or wrong in this conversation.</Field.HelperText>}
      </Field.Root>
    </ConfirmDialog>
  );
}
