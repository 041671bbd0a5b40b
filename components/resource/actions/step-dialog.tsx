'use client';
// "Resolve 3 feedbacks?": the confirmation of a workflow step, with the values the step needs (a
// tracking number, a reason) as labelled fields that must be filled in. Loaded when first wanted.
import { Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import '@/components/ui/form-recipes';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { StepResult } from '@/lib/client/controllers/use-record-actions';
import type { StringField, WorkflowStep } from '@/lib/resources/types';
import { countedNoun, stepQuestion } from '@/lib/resources/step-words';

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
  const firstInput = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const what = countedNoun(count, noun);

  async function confirm() {
    const empty = needs.filter((field) => !values[field.name]?.trim()).map((field) => field.name);
    setMissing(empty);
    if (empty.length) return;
    await onConfirm(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()])));
  }

  return (
    <ConfirmDialog
      title={stepQuestion(step.label, what, noun)}
      confirmLabel={step.label}
      tone={step.tone === 'danger' ? 'danger' : 'primary'}
      initialFocus={needs.length ? firstInput : undefined}
      isForm
      onCancel={onCancel}
      onConfirm={confirm}
    >
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
    </ConfirmDialog>
  );
}
