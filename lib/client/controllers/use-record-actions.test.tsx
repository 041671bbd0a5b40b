/** @jest-environment jsdom */
// The record-actions controller offers only the steps a record's status allows, runs a step on each
// selected record on its own, and reports every record's result: changed (with the upstream's answer),
// refused here, or refused by the upstream (a 409 when someone else moved it first) — to the caller and to
// the screen's `afterRun`.
import { act, renderHook } from '@testing-library/react';
import type { ResourceRecord } from '../use-resource';
import type { FieldDef, WorkflowDef } from '@/lib/resources/types';
import { installFakeBff } from './fake-bff.test-support';
import { useRecordActions } from './use-record-actions';

const fields: FieldDef[] = [
  {
    type: 'option',
    name: 'status',
    label: 'Status',
    options: [
      { value: 'new', label: 'New' },
      { value: 'in_progress', label: 'In progress' },
      { value: 'resolved', label: 'Resolved' },
    ],
  },
  { type: 'string', name: 'message', label: 'Message' },
];
const workflow: WorkflowDef = {
  field: 'status',
  steps: [
    { key: 'start', label: 'Start work', from: ['new'], to: 'in_progress' },
    { key: 'resolve', label: 'Resolve', from: ['in_progress'], to: 'resolved' },
    { key: 'reopen', label: 'Reopen', from: ['resolved'], to: 'in_progress', bulk: false },
  ],
};
const meta = { resource: 'feedbacks', singular: 'Feedback', fields, workflow, titleField: 'message' };
const record = (id: number, status: string): ResourceRecord => ({ id, status, message: `Message ${id}`, created_at: '', updated_at: '' });

describe('useRecordActions', () => {
  it('offers the steps that start from the record’s status, and bulk steps any selected record may take', () => {
    installFakeBff(() => ({ status: 200, body: { data: {} } }));
    const { result } = renderHook(() => useRecordActions(meta));
    expect(result.current.stepsFor(record(1, 'new')).map((step) => step.key)).toEqual(['start']);
    expect(result.current.stepsFor(record(1, 'resolved')).map((step) => step.key)).toEqual(['reopen']);
    expect(result.current.bulkStepsFor([record(1, 'new'), record(2, 'in_progress')]).map((step) => step.key)).toEqual(['start', 'resolve']);
    expect(result.current.bulkStepsFor([record(3, 'resolved')])).toEqual([]);
    expect(result.current.statusLabel('in_progress')).toBe('In progress');
  });

  it('runs a step on each record with its own from, and reports each result in order', async () => {
    const calls = installFakeBff(({ url }) =>
      url.includes('/feedbacks/2/status')
        ? { status: 409, body: 'This feedback is now In progress, not New; reload to see the latest.' }
        : url.includes('/status')
          ? { status: 200, body: { data: { ...record(1, 'in_progress'), updated_at: '2026-11-28T10:00:00.000Z' } } }
          : { status: 200, body: { data: { records: [], page: 1, limit: 20, total: 0, pages: 0 } } },
    );
    const afterRun = jest.fn();
    const { result } = renderHook(() => useRecordActions({ ...meta, afterRun }));
    const step = workflow.steps[0];
    let results: Awaited<ReturnType<typeof result.current.run>> = [];
    await act(async () => {
      results = await result.current.run(step, [record(1, 'new'), record(2, 'new'), record(3, 'resolved')], { note: 'checked' });
    });
    expect(results).toEqual([
      { id: 1, label: '#1 Message 1', ok: true, record: { ...record(1, 'in_progress'), updated_at: '2026-11-28T10:00:00.000Z' } },
      { id: 2, label: '#2 Message 2', ok: false, isConflict: true, message: 'This feedback is now In progress, not New; reload to see the latest.' },
      { id: 3, label: '#3 Message 3', ok: false, message: 'It is Resolved; “Start work” applies to New.' },
    ]);
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual(['/api/main/v1/feedbacks/1/status', '/api/main/v1/feedbacks/2/status']);
    expect(posts[0].body).toEqual({ from: 'new', to: 'in_progress', note: 'checked' });
    expect(result.current.running).toBeNull();
    expect(afterRun).toHaveBeenCalledTimes(1);
    expect(afterRun).toHaveBeenCalledWith(results);
  });
});
