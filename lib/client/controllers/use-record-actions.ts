'use client';
// The headless record-actions controller: which workflow steps a record (or a selection) may take, and
// running one — `POST /v1/<resource>/{id}/status {from, to, …}` per record, one at a time, each with its
// own result (docs/special-calls.md#workflow-status-changes). A 409 means the record changed meanwhile: the
// resource's lists and records are reloaded either way, so the screen shows the fresh state.
import { useState } from 'react';
import type { ResourceMeta, WorkflowStep } from '@/lib/resources/types';
import { statusLabel as statusLabelOf, stepsFrom } from '@/lib/resources/workflow';
import { ApiError, errorMessage, isRedirectingToLogin } from '../fetcher';
import { changeRecordStatus, invalidateResource, type ResourceRecord } from '../use-resource';

const LABEL_MAX = 60;

export interface StepResult {
  id: number;
  /** What a person calls the record ("#12 Late delivery"). */
  label: string;
  ok: boolean;
  /** Why it was refused (the upstream's text), when it was. */
  message?: string;
  /** The upstream said the record had changed (409). */
  isConflict?: boolean;
  /** The record as the upstream answered the step, when it went through. */
  record?: ResourceRecord;
}

type ActionsMeta = Pick<ResourceMeta, 'resource' | 'workflow' | 'fields' | 'singular'> & {
  titleField?: string;
  /**
   * Told every run's results, a step's or its Undo's alike: a screen that shows the records from a call of
   * its own (a conversation's thread and its ratings), which reloading the resource does not reach, puts
   * the answers in it.
   */
  afterRun?: (results: readonly StepResult[]) => void;
};

export interface RecordActions {
  /** The steps `record` may take now. */
  stepsFor: (record: ResourceRecord) => WorkflowStep[];
  /** The bulk steps at least one of `records` may take. */
  bulkStepsFor: (records: readonly ResourceRecord[]) => WorkflowStep[];
  /** The status label of a value ("In progress"). */
  statusLabel: (value: unknown) => string;
  /**
   * Runs `step` on each record with the values it needs; records whose status the step does not start
   * from are refused here without a call. Never rejects: every record has its result.
   */
  run: (step: WorkflowStep, records: readonly ResourceRecord[], values?: Record<string, string>) => Promise<StepResult[]>;
  /** The step running now, if any. */
  running: WorkflowStep | null;
}

export function useRecordActions(meta: ActionsMeta): RecordActions {
  const [running, setRunning] = useState<WorkflowStep | null>(null);
  const workflow = meta.workflow;
  // The same rules the upstream applies (lib/resources/workflow.ts), so the screen offers what it accepts.
  const rules = workflow && { singular: meta.singular, fields: meta.fields, workflow };
  const statusLabel = (value: unknown) => (rules ? statusLabelOf(rules, String(value ?? '')) : String(value ?? '—'));
  const statusOf = (record: ResourceRecord) => String(record[workflow?.field ?? 'status'] ?? '');
  const labelOf = (record: ResourceRecord) => {
    const title = meta.titleField ? record[meta.titleField] : undefined;
    if (typeof title !== 'string' || !title) return `${meta.singular} #${record.id}`;
    // Titles can be whole messages; a result line names the record, it does not repeat it.
    return `#${record.id} ${title.length > LABEL_MAX ? `${title.slice(0, LABEL_MAX - 1).trimEnd()}…` : title}`;
  };
  const stepsFor = (record: ResourceRecord) => (workflow ? stepsFrom(workflow, statusOf(record)) : []);

  return {
    stepsFor,
    bulkStepsFor: (records) =>
      workflow?.steps.filter((step) => step.bulk !== false && records.some((record) => step.from.includes(statusOf(record)))) ?? [],
    statusLabel,
    running,
    run: async (step, records, values = {}) => {
      setRunning(step);
      const results: StepResult[] = [];
      try {
        // One at a time: the upstream checks each record's status on its own, and a person reads the
        // results in the order they picked.
        for (const record of records) {
          const from = statusOf(record);
          if (!step.from.includes(from)) {
            results.push({ id: record.id, label: labelOf(record), ok: false, message: `It is ${statusLabel(from)}; “${step.label}” applies to ${step.from.map(statusLabel).join(' or ')}.` });
            continue;
          }
          try {
            const answer = await changeRecordStatus(meta.resource, record.id, { from, to: step.to, ...values });
            results.push({ id: record.id, label: labelOf(record), ok: true, record: answer });
          } catch (error) {
            if (isRedirectingToLogin()) break;
            const isConflict = error instanceof ApiError && error.status === 409;
            results.push({ id: record.id, label: labelOf(record), ok: false, message: errorMessage(error), isConflict });
          }
        }
      } finally {
        setRunning(null);
        meta.afterRun?.(results);
        await invalidateResource(meta.resource);
      }
      return results;
    },
  };
}
