// Workflow steps: which steps a status offers, and how a step's body is refused (stale, not allowed, malformed, missing values).
import { FEEDBACK_STATUSES, feedbacksResource } from '@/areas/feedbacks/definition';
import type { WorkflowDef } from './types';
import { checkStepBody, findStep, statusLabel, stepsFrom, undoStep, type WorkflowResource } from './workflow';

const feedbacks: WorkflowResource = { ...feedbacksResource, workflow: feedbacksResource.workflow! };

const ALLOWED = new Set(['new>in_progress', 'in_progress>resolved', 'resolved>in_progress']);

describe('feedback workflow', () => {
  it('offers each status only its declared steps', () => {
    expect(stepsFrom(feedbacks.workflow, 'new').map((step) => step.key)).toEqual(['start']);
    expect(stepsFrom(feedbacks.workflow, 'in_progress').map((step) => step.key)).toEqual(['resolve']);
    expect(stepsFrom(feedbacks.workflow, 'resolved').map((step) => step.key)).toEqual(['reopen']);
    expect(stepsFrom(feedbacks.workflow, 'archived')).toEqual([]);
  });

  const pairs = FEEDBACK_STATUSES.flatMap((from) => FEEDBACK_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s is allowed only when declared', (from, to) => {
    const isAllowed = ALLOWED.has(`${from}>${to}`);
    expect(findStep(feedbacks.workflow, from, to) !== undefined).toBe(isAllowed);
    const check = checkStepBody(feedbacks, from, { from, to });
    if (isAllowed) {
      expect(check).toMatchObject({ ok: true, step: { to }, values: {}, note: null });
    } else {
      expect(check).toEqual({
        ok: false,
        status: 409,
        message: `A feedback cannot go from ${statusLabel(feedbacks, from)} to ${statusLabel(feedbacks, to)}.`,
      });
    }
  });

  it('refuses a stale `from` with 409 and a sentence that says what happened', () => {
    expect(checkStepBody(feedbacks, 'in_progress', { from: 'new', to: 'in_progress' })).toEqual({
      ok: false,
      status: 409,
      message: 'This feedback is now In progress, not New; reload to see the latest.',
    });
  });

  it('reports a stale `from` before a step that does not exist', () => {
    expect(checkStepBody(feedbacks, 'resolved', { from: 'new', to: 'resolved' })).toMatchObject({ status: 409, message: expect.stringMatching(/^This feedback is now Resolved/) });
  });

  it.each([
    [null, 'from', 'From is required'],
    ['not an object', 'from', 'From is required'],
    [{ to: 'resolved' }, 'from', 'From is required'],
    [{ from: 'in_progress' }, 'to', 'To is required'],
    [{ from: 'in_progress', to: 3 }, 'to', 'To is required'],
    [{ from: 'in_progress', to: 'done' }, 'to', 'To must be one of New, In progress, Resolved'],
  ])('refuses the body %p with 422 naming %s', (body, field, message) => {
    expect(checkStepBody(feedbacks, 'in_progress', body)).toEqual({ ok: false, status: 422, message, errors: { [field]: message } });
  });

  it('keeps a note, trimmed, and refuses one that is not text or too long', () => {
    expect(checkStepBody(feedbacks, 'new', { from: 'new', to: 'in_progress', note: '  Called back  ' })).toMatchObject({ ok: true, note: 'Called back' });
    expect(checkStepBody(feedbacks, 'new', { from: 'new', to: 'in_progress', note: '   ' })).toMatchObject({ ok: true, note: null });
    expect(checkStepBody(feedbacks, 'new', { from: 'new', to: 'in_progress', note: 5 })).toMatchObject({ status: 422, errors: { note: 'Note must be text' } });
    expect(checkStepBody(feedbacks, 'new', { from: 'new', to: 'in_progress', note: 'x'.repeat(1001) })).toMatchObject({ status: 422 });
  });
});

describe('steps that need values', () => {
  const workflow: WorkflowDef = {
    field: 'status',
    steps: [
      { key: 'ship', label: 'Mark shipped', from: ['paid'], to: 'shipped', needs: ['carrier', 'tracking_number'] },
      { key: 'cancel', label: 'Cancel', from: ['paid', 'shipped'], to: 'cancelled', tone: 'danger' },
    ],
  };
  const orders: WorkflowResource = {
    singular: 'Order',
    workflow,
    fields: [
      { type: 'string', name: 'carrier', label: 'Carrier' },
      { type: 'string', name: 'tracking_number', label: 'Tracking number' },
      {
        type: 'option',
        name: 'status',
        label: 'Status',
        options: [
          { value: 'paid', label: 'Paid' },
          { value: 'shipped', label: 'Shipped' },
          { value: 'cancelled', label: 'Cancelled' },
        ],
      },
    ],
  };

  it('offers a step from every status it declares', () => {
    expect(stepsFrom(workflow, 'paid').map((step) => step.key)).toEqual(['ship', 'cancel']);
    expect(stepsFrom(workflow, 'shipped').map((step) => step.key)).toEqual(['cancel']);
  });

  it('refuses missing or blank values with 422 and one message per field', () => {
    expect(checkStepBody(orders, 'paid', { from: 'paid', to: 'shipped', carrier: '  ' })).toEqual({
      ok: false,
      status: 422,
      message: 'Carrier is required',
      errors: { carrier: 'Carrier is required', tracking_number: 'Tracking number is required' },
    });
    expect(checkStepBody(orders, 'paid', { from: 'paid', to: 'shipped', carrier: 'Royal Mail', tracking_number: 42 })).toMatchObject({
      status: 422,
      errors: { tracking_number: 'Tracking number is required' },
    });
  });

  it('hands back the values it needs, trimmed, and nothing else', () => {
    const check = checkStepBody(orders, 'paid', { from: 'paid', to: 'shipped', carrier: ' Royal Mail ', tracking_number: 'RM123GB', price: 0 });
    expect(check).toMatchObject({ ok: true, step: { key: 'ship' }, values: { carrier: 'Royal Mail', tracking_number: 'RM123GB' } });
  });

  it('uses "An" before a noun that starts with a vowel', () => {
    expect(checkStepBody(orders, 'cancelled', { from: 'cancelled', to: 'paid' })).toMatchObject({
      status: 409,
      message: 'An order cannot go from Cancelled to Paid.',
    });
  });
});

describe('undo of a low-risk step', () => {
  const workflow: WorkflowDef = {
    field: 'status',
    steps: [
      { key: 'start', label: 'Start work', from: ['new'], to: 'in_progress', undoable: true },
      { key: 'resolve', label: 'Resolve', from: ['in_progress'], to: 'resolved', undoable: true },
      { key: 'reopen', label: 'Reopen', from: ['resolved'], to: 'in_progress', undoable: true },
      { key: 'close', label: 'Close', from: ['resolved'], to: 'closed' },
      { key: 'unclose', label: 'Back to resolved', from: ['closed'], to: 'resolved', needs: ['reason'] },
    ],
  };
  const step = (key: string) => workflow.steps.find((s) => s.key === key)!;

  it('is the declared step that leads back', () => {
    expect(undoStep(workflow, step('resolve'), 'in_progress')?.key).toBe('reopen');
    expect(undoStep(workflow, step('reopen'), 'resolved')?.key).toBe('resolve');
  });

  it('is none where no step leads back, the step is not low-risk, or the way back asks for values', () => {
    expect(undoStep(workflow, step('start'), 'new')).toBeUndefined();
    expect(undoStep(workflow, step('close'), 'resolved')).toBeUndefined();
    expect(undoStep({ ...workflow, steps: workflow.steps.map((s) => (s.key === 'close' ? { ...s, undoable: true } : s)) }, { ...step('close'), undoable: true }, 'resolved')).toBeUndefined();
  });
});
