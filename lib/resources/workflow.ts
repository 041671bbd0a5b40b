// The rules of a workflow step (`POST /v1/<resource>/{id}/status {from, to, …needs}`): which steps a status
// offers, and what the upstream answers a step's body — the sandbox applies them, the screens and tests
// read them, so a refusal reads the same everywhere.
import { staleStatusReason } from './step-words';
import type { FieldDef, ResourceMeta, WorkflowDef, WorkflowStep } from './types';

/** What the rules need of a definition: its noun, its fields (for labels) and its workflow. */
export type WorkflowResource = Pick<ResourceMeta, 'singular' | 'fields'> & { workflow: WorkflowDef };

/** A note staff may add to a step, kept in the record's status history. */
export const STEP_NOTE_MAX = 1000;

export type StepCheck =
  | {
      ok: true;
      step: WorkflowStep;
      /** The values of the fields the step needs, trimmed, to be written onto the record. */
      values: Record<string, string>;
      note: string | null;
    }
  | { ok: false; status: 409 | 422; message: string; errors?: Record<string, string> };

/** The steps that may start from `status`, in declared order. */
export function stepsFrom(workflow: WorkflowDef, status: string): WorkflowStep[] {
  return workflow.steps.filter((step) => step.from.includes(status));
}

/** The declared step leading from `from` to `to`, if any. */
export function findStep(workflow: WorkflowDef, from: string, to: string): WorkflowStep | undefined {
  return workflow.steps.find((step) => step.to === to && step.from.includes(from));
}

/**
 * The step that undoes `step` on a record that was `previous` before it: only for a low-risk step
 * (`undoable`), and only where a declared step leads back without asking for values or a confirmation.
 */
export function undoStep(workflow: WorkflowDef, step: WorkflowStep, previous: string): WorkflowStep | undefined {
  if (!step.undoable || previous === step.to) return undefined;
  const reverse = findStep(workflow, step.to, previous);
  return reverse && !reverse.needs?.length && !reverse.confirm ? reverse : undefined;
}

function fieldNamed(fields: readonly FieldDef[], name: string): FieldDef | undefined {
  return fields.find((field) => field.name === name);
}

/** The values the status field declares, with their labels. */
function statusChoices(resource: WorkflowResource): ReadonlyMap<string, string> {
  const field = fieldNamed(resource.fields, resource.workflow.field);
  const options = field?.type === 'option' ? (field.options ?? []) : [];
  return new Map(options.map((option) => [option.value, option.label]));
}

/** What a person reads for a status value ("In progress"); the value itself when it has no label. */
export function statusLabel(resource: WorkflowResource, status: string): string {
  return statusChoices(resource).get(status) ?? status;
}

function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'An' : 'A'} ${noun}`;
}

function refuse(status: 409 | 422, message: string, errors?: Record<string, string>): StepCheck {
  return errors ? { ok: false, status, message, errors } : { ok: false, status, message };
}

/**
 * Checks a step's body against the record's current status, in the order a person can act on: a body
 * that is not a step (422), a record someone else has moved meanwhile (409, reload), a step that does not
 * exist (409), then the values the step asks for (422, per field).
 */
export function checkStepBody(resource: WorkflowResource, current: string, body: unknown): StepCheck {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const statuses = statusChoices(resource);
  const known = [...statuses.values()].join(', ');
  for (const key of ['from', 'to'] as const) {
    const value = fields[key];
    if (typeof value !== 'string' || value === '') {
      const message = `${key === 'from' ? 'From' : 'To'} is required`;
      return refuse(422, message, { [key]: message });
    }
    if (!statuses.has(value)) {
      const message = `${key === 'from' ? 'From' : 'To'} must be one of ${known}`;
      return refuse(422, message, { [key]: message });
    }
  }
  const from = fields.from as string;
  const to = fields.to as string;
  const noun = resource.singular.toLowerCase();

  if (current !== from) {
    return refuse(409, staleStatusReason(noun, statusLabel(resource, current), statusLabel(resource, from)));
  }
  const step = findStep(resource.workflow, from, to);
  if (!step) {
    return refuse(409, `${withArticle(noun)} cannot go from ${statusLabel(resource, from)} to ${statusLabel(resource, to)}.`);
  }

  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const name of step.needs ?? []) {
    const value = fields[name];
    const label = fieldNamed(resource.fields, name)?.label ?? name;
    if (typeof value === 'string' && value.trim() !== '') values[name] = value.trim();
    else errors[name] = `${label} is required`;
  }
  const note = fields.note;
  if (note !== undefined && note !== null && typeof note !== 'string') errors.note = 'Note must be text';
  else if (typeof note === 'string' && note.trim().length > STEP_NOTE_MAX) errors.note = `Note must be at most ${STEP_NOTE_MAX} characters`;
  if (Object.keys(errors).length) return refuse(422, Object.values(errors)[0], errors);

  return { ok: true, step, values, note: typeof note === 'string' && note.trim() ? note.trim() : null };
}
