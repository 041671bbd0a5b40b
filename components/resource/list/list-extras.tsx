'use client';
// What a list has only when its area declares a workflow or a detail view: the record-actions
// controller and step runner, the bulk bar above the table, the detail drawer and the step dialog.
// Loaded by resource-list.tsx for those areas alone, once a row is selected or a record opened, so no
// list's first load carries it.
import { lazy, Suspense } from 'react';
import type { ListController } from '@/lib/client/controllers/use-list-controller';
import { useRecordActions } from '@/lib/client/controllers/use-record-actions';
import type { ResourceRecord } from '@/lib/client/use-resource';
import type { ResourceMeta } from '@/lib/resources/types';
import { useStepRunner } from '../actions/use-step-runner';

const BulkBar = lazy(() => import('../actions/bulk-bar').then((module) => ({ default: module.BulkBar })));
const RecordDrawer = lazy(() => import('../detail/record-drawer').then((module) => ({ default: module.RecordDrawer })));

export interface ListExtrasProps {
  meta: ResourceMeta;
  controller: ListController<ResourceRecord>;
}

export function ListExtras({ meta, controller }: ListExtrasProps) {
  const actions = useRecordActions({ ...meta, titleField: meta.detail?.titleField });
  const runner = useStepRunner(actions, meta);
  const hasBulkSteps = Boolean(meta.workflow?.steps.some((step) => step.bulk !== false));
  return (
    <>
      {hasBulkSteps && (
        <Suspense fallback={null}>
          <BulkBar
            controller={controller}
            actions={actions}
            runner={runner}
            nouns={{ one: meta.singular.toLowerCase(), many: meta.label.toLowerCase() }}
            resource={meta.resource}
            jobSteps={meta.workflow?.steps.filter((step) => step.bulk !== false && !step.needs?.length) ?? []}
          />
        </Suspense>
      )}
      {meta.detail && controller.detailId && (
        <Suspense fallback={null}>
          <RecordDrawer key={controller.detailId} meta={meta} id={controller.detailId} onClose={controller.closeDetail} actions={actions} runner={runner} />
        </Suspense>
      )}
      {runner.dialog}
    </>
  );
}
