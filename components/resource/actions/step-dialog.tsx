'use client';
// "Resolve 3 feedbacks?": the confirmation of a workflow step, with the values the step needs (a
// tracking number, a reason) as labelled fields that must be filled in. Loaded when first wanted.
import { Button, Dialog, Field, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import type { StepResult } from '@/lib/client/controllers/use-record-actions';
import type { StringField, WorkflowStep } from '@/lib/resources/types';
import { stepQuestion } from '@/lib/resources/step-words';

export interface StepDialogProps {
  step: WorkflowStep;
  /** How many records the step runs on. */
  count: number;
  /** Lower-case singular noun ("feedback"). */
  noun: string;
  /** The declared fields the step asks for. */
  needs: readonly StringField[];
  onCancel: () => void;
  onConfirm: (values: Record<string, string>) => Promise<StepResult[]>;
}

export function StepDialog({ step, count, noun, needs, onCancel, onConfirm }: StepDialogProps) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [isRunning, setIsRunning] = useState(false);
  const firstInput = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const what = count === 1 ? `this ${noun}` : `${count} ${noun}s`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Portalled out of the DOM, but React still bubbles the submit to the form the dialog is drawn in
    // (an update form's status steps): that form saved the whole record beside the step.
    event.stopPropagation();
    const empty = needs.filter((field) => !values[field.name]?.trim()).map((field) => field.name);
    setMissing(empty);
    if (empty.length) return;
    setIsRunning(true);
    try {
      await onConfirm(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()])));
    } finally {
      setIsRunning(false);
    }
  }

  return (
    <Dialog.Root
      open
      role={step.tone === 'danger' ? 'alertdialog' : 'dialog'}
      onOpenChange={(event) => {
        if (!event.open && !isRunning) onCancel();
      }}
      initialFocusEl={() => (needs.length ? firstInput.current : cancelRef.current)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form noValidate onSubmit={(event) => void submit(event)}>
              <Dialog.Header>
                <Dialog.Title>{stepQuestion(step.label, what, noun)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {step.confirm && <Text>{step.confirm}</Text>}
                  {count > 1 && <Text color="fg.muted">Each {noun} is changed on its own; you will see which succeeded and which were refused.</Text>}
                  {needs.map((field, index) => {
                    const isMissing = missing.includes(field.name);
                    const common = {
                      ref: index === 0 ? firstInput : undefined,
                      value: values[field.name] ?? '',
                      onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field.name]: event.target.value })),
                    };
                    return (
                      <Field.Root key={field.name} required invalid={isMissing}>
                        <Field.Label>
                          {field.label}
                          <Field.RequiredIndicator />
                        </Field.Label>
                        {field.format === 'textarea' ? <Textarea {...common} rows={3} /> : <Input {...common} />}
                        {isMissing ? <Field.ErrorText>{field.label} is required</Field.ErrorText> : field.help && <Field.HelperText>{field.help}</Field.HelperText>}
                      </Field.Root>
                    );
                  })}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={isRunning}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette={step.tone === 'danger' ? 'red' : 'blue'} loading={isRunning}>
                  {step.label}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
