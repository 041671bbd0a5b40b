'use client';
// Runs a workflow step on one record or a selection: asks first when the step says so or needs values
// (the dialog's code loads when first wanted), runs it through the record-actions controller, and tells
// the person what happened — a toast for one record, the per-record results for several. A low-risk step
// (`undoable`) runs at once, on a selection too, and its toast offers Undo for 8 seconds where a step
// leads back: one Undo for the whole selection, saying so when someone moved a record meanwhile.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { RecordActions, StepResult } from '@/lib/client/controllers/use-record-actions';
import { toaster } from '@/lib/client/toaster';
import { toastNotUndone, toastUndone, undoConflictSentence, UNDO_MS, withUndo } from '@/lib/client/undo';
import type { ResourceRecord } from '@/lib/client/use-resource';
import { countedNoun, staleStepSentence } from '@/lib/resources/step-words';
import type { FieldDef, StringField, WorkflowDef, WorkflowStep } from '@/lib/resources/types';
import { undoStep } from '@/lib/resources/workflow';

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
  /**
   * The Undo of the last low-risk step on this one record, while it is offered: a modal drawer keeps the
   * keyboard and screen readers from the page's toasts, so the drawer offers it beside the steps too.
   */
  undoFor: (id: number) => { description: string; onUndo: () => void } | null;
}

interface RunnerMeta {
  singular: string;
  /** The plural, for a selection ("feedbacks"); the singular with an s when absent. */
  label?: string;
  fields: readonly FieldDef[];
  workflow?: WorkflowDef;
}

export function useStepRunner(actions: RecordActions, meta: RunnerMeta): StepRunner {
  const [pending, setPending] = useState<Pending | null>(null);
  const [refusal, setRefusal] = useState<{ id: number; message: string } | null>(null);
  const [offered, setOffered] = useState<{ ids: readonly number[]; description: string; onUndo: () => void } | null>(null);
  useEffect(() => {
    if (!offered) return;
    const timer = setTimeout(() => setOffered(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [offered]);
  const noun = meta.singular.toLowerCase();

  async function run({ step, records, onDone }: Pending, values?: Record<string, string>) {
    setRefusal(null);
    const results = await actions.run(step, records, values);
    const undo = undoOf(step, records, results);
    if (records.length > 1 && undo) {
      const changed = results.filter((result) => result.ok).length;
      toaster.create({ type: 'success', title: `${changed === 1 ? `1 ${noun}` : countedNoun(changed, noun)} updated`, description: `Now ${actions.statusLabel(step.to)}.`, ...withUndo(undo) });
    }
    if (records.length === 1) {
      const [result] = results;
      if (result && !result.ok) {
        setRefusal({ id: result.id, message: result.isConflict ? staleStepSentence(result.message ?? '') : (result.message ?? '') });
      }
      if (result?.ok) {
        toaster.create({
          type: 'success',
          title: `${meta.singular} updated`,
          description: `Now ${actions.statusLabel(step.to)}.`,
          ...(undo ? withUndo(undo) : {}),
        });
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

  /** The Undo of a step just run, when it is low-risk and every changed record has a step leading back. */
  function undoOf(step: WorkflowStep, records: readonly ResourceRecord[], results: readonly StepResult[]) {
    const workflow = meta.workflow;
    if (!workflow || !step.undoable) return undefined;
    const changed = results.filter((result) => result.ok).map((result) => records.find((record) => record.id === result.id)!);
    const back = changed.map((record) => ({ record: { ...record, [workflow.field]: step.to }, step: undoStep(workflow, step, String(record[workflow.field] ?? '')) }));
    if (!back.length || back.some((entry) => !entry.step)) return undefined;
    const onUndo = () => {
      setOffered(null);
      void runUndo(back as { record: ResourceRecord; step: WorkflowStep }[]);
    };
    setOffered({ ids: changed.map((record) => record.id), description: `Now ${actions.statusLabel(step.to)}.`, onUndo });
    return onUndo;
  }

  /** Runs the steps back, grouped by step, and says what came of it. */
  async function runUndo(back: readonly { record: ResourceRecord; step: WorkflowStep }[]) {
    const results: StepResult[] = [];
    for (const step of new Set(back.map((entry) => entry.step))) {
      results.push(...(await actions.run(step, back.filter((entry) => entry.step === step).map((entry) => entry.record))));
    }
    const refused = results.filter((result) => !result.ok);
    const statuses = [...new Set(back.map((entry) => actions.statusLabel(entry.step.to)))].join(' or ');
    if (!refused.length) {
      toastUndone(statuses);
      return;
    }
    const [first] = refused;
    const why = first.isConflict ? undoConflictSentence(refused.length === 1 ? first.label : `${refused.length} of them`, first.message ?? '') : (first.message ?? '');
    // One record's drawer says it beside the steps too (the toasts are out of reach while it is open).
    if (back.length === 1) setRefusal({ id: first.id, message: why });
    toastNotUndone(why, refused.length === results.length ? undefined : `${results.length - refused.length} undone, ${refused.length} not`);
  }

  const needs = (step: WorkflowStep) =>
    (step.needs ?? []).map((name) => meta.fields.find((field): field is StringField => field.name === name && field.type === 'string')).filter((f) => f !== undefined);

  return {
    refusalFor: (id) => (refusal?.id === id ? refusal.message : null),
    undoFor: (id) => (offered && offered.ids.length === 1 && offered.ids[0] === id ? { description: offered.description, onUndo: offered.onUndo } : null),
    request: (step, records, onDone) => {
      const request = { step, records, onDone };
      // A selection is asked about first, unless the step is low-risk: then Undo is the way back.
      if (step.confirm || step.needs?.length || (records.length > 1 && !step.undoable)) setPending(request);
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
