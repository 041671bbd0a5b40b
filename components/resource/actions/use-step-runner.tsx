'use client';
// Runs a workflow step on one record or a selection: asks first when the step says so or needs values
// (the dialog's code loads when first wanted), runs it through the record-actions controller, and tells
// the person what happened — a toast for one record, the per-record results for several.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { RecordActions, StepResult } from '@/lib/client/controllers/use-record-actions';
import { toaster } from '@/lib/client/toaster';
import type { ResourceRecord } from '@/lib/client/use-resource';
import { staleStepSentence } from '@/lib/resources/step-words';
import type { FieldDef, StringField, WorkflowStep } from '@/lib/resources/types';

const StepDialog = lazy(() => import('./step-dialog').then((module) => ({ default: module.StepDialog })));

interface Pending {
  step: WorkflowStep;
  records: readonly ResourceRecord[];
  onDone?: (results: StepResult[]) => void;
}

export interface StepRunner {
  /** Starts `step` on `records`; `onDone` gets every record's result once it has run. */
  request: (step: WorkflowStep, records: readonly ResourceRecord[], onDone?: (results: StepResult[]) => void) => void;
  /** The confirmation dialog, to be drawn by the screen. */
  dialog: ReactNode;
  /**
   * Why the last step on this one record was refused, until the next step starts: a modal drawer hides
   * the page's toasts from screen readers, so it shows this beside the steps too.
   */
  refusalFor: (id: number) => string | null;
}

export function useStepRunner(actions: RecordActions, meta: { singular: string; fields: readonly FieldDef[] }): StepRunner {
  const [pending, setPending] = useState<Pending | null>(null);
  const [refusal, setRefusal] = useState<{ id: number; message: string } | null>(null);
  const noun = meta.singular.toLowerCase();

  async function run({ step, records, onDone }: Pending, values?: Record<string, string>) {
    setRefusal(null);
    const results = await actions.run(step, records, values);
    if (records.length === 1) {
      const [result] = results;
      if (result && !result.ok) {
        setRefusal({ id: result.id, message: result.isConflict ? staleStepSentence(result.message ?? '') : (result.message ?? '') });
      }
      if (result?.ok) {
        toaster.create({ type: 'success', title: `${meta.singular} updated`, description: `Now ${actions.statusLabel(step.to)}.` });
      } else if (result) {
        toaster.create({
          type: 'error',
          title: `The ${noun} was not changed`,
          description: result.isConflict ? staleStepSentence(result.message ?? '') : result.message,
          closable: true,
        });
      }
    }
    onDone?.(results);
    return results;
  }

  const needs = (step: WorkflowStep) =>
    (step.needs ?? []).map((name) => meta.fields.find((field): field is StringField => field.name === name && field.type === 'string')).filter((f) => f !== undefined);

  return {
    refusalFor: (id) => (refusal?.id === id ? refusal.message : null),
    request: (step, records, onDone) => {
      const request = { step, records, onDone };
      if (step.confirm || step.needs?.length || records.length > 1) setPending(request);
      else void run(request);
    },
    dialog: pending && (
      <Suspense fallback={null}>
        <StepDialog
          step={pending.step}
          count={pending.records.length}
          noun={noun}
          needs={needs(pending.step)}
          onCancel={() => setPending(null)}
          onConfirm={async (values) => {
            const results = await run(pending, values);
            setPending(null);
            return results;
          }}
        />
      </Suspense>
    ),
  };
}
