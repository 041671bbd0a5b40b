'use client';
// "Flag this conversation?": asks for the reason (required, at most FLAG_REASON_MAX characters) and keeps
// what was typed when the save fails. Loaded when first wanted.
import { Button, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { FLAG_REASON_MAX } from '@/lib/resources/conversations';

export interface FlagDialogProps {
  onCancel: () => void;
  /** Saves the flag; resolves to an error sentence when refused (the dialog then stays open). */
  onConfirm: (reason: string) => Promise<string | null>;
}

export function FlagDialog({ onCancel, onConfirm }: FlagDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setError('Reason is required');
    if (trimmed.length > FLAG_REASON_MAX) return setError(`Reason must be at most ${FLAG_REASON_MAX} characters`);
    setIsSaving(true);
    setError(await onConfirm(trimmed));
    setIsSaving(false);
  }

  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && !isSaving && onCancel()} initialFocusEl={() => input.current}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form noValidate onSubmit={(event) => void submit(event)}>
              <Dialog.Header>
                <Dialog.Title>Flag this conversation?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root required invalid={error !== null}>
                  <Field.Label>
                    Reason
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea ref={input} rows={3} value={reason} maxLength={FLAG_REASON_MAX + 100} onChange={(event) => setReason(event.target.value)} />
                  {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>What is unsafe or wrong in this conversation.</Field.HelperText>}
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onCancel} disabled={isSaving}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="red" loading={isSaving}>
                  Flag
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
