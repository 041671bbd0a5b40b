'use client';
// The default list screen of a declared resource, drawn over the list controller from the parts beside
// this file: toolbar, bulk bar, table, pagination, and the detail drawer when the area has one. The
// heading and the Create link above it are drawn by the page, on the server. Custom list screens compose
// the same parts.
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'next/navigation';
import { useListController, type ListControllerMeta } from '@/lib/client/controllers/use-list-controller';
import { useRecordActions } from '@/lib/client/controllers/use-record-actions';
import type { ResourceRecord } from '@/lib/client/use-resource';
import type { ResourceMeta } from '@/lib/resources/types';
import { LoadError } from '@/components/ui/load-error';
import { useStepRunner } from '../actions/use-step-runner';
import { ListPagination } from './list-pagination';
import { ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';

// Drawn only by areas that have them, so other lists do not carry their code.
const BulkBar = lazy(() => import('../actions/bulk-bar').then((module) => ({ default: module.BulkBar })));
const RecordDrawer = lazy(() => import('../detail/record-drawer').then((module) => ({ default: module.RecordDrawer })));

export function ResourceList({ meta }: { meta: ResourceMeta }) {
  const listMeta = useMemo<ListControllerMeta>(() => ({ ...meta, detailParam: meta.detail?.param }), [meta]);
  const controller = useListController<ResourceRecord>(listMeta);
  const actions = useRecordActions({ ...meta, titleField: meta.detail?.titleField });
  const runner = useStepRunner(actions, meta);
  const searchParams = useSearchParams();
  const hasBulkSteps = Boolean(meta.workflow?.steps.some((step) => step.bulk !== false));

  const rowHref = meta.detail
    ? (record: ResourceRecord) => {
        const params = new URLSearchParams(searchParams);
        params.set(meta.detail!.param!, String(record.id));
        return `?${params.toString()}`;
      }
    : meta.actions.update
      ? (record: ResourceRecord) => `${meta.basePath}/update/${record.id}`
      : undefined;

  return (
    <>
      <ListToolbar controller={controller} label={meta.label} filters={meta.filters} />
      {hasBulkSteps && (
        <Suspense fallback={null}>
          <BulkBar controller={controller} actions={actions} runner={runner} nouns={{ one: meta.singular.toLowerCase(), many: meta.label.toLowerCase() }} />
        </Suspense>
      )}
      {controller.error && !controller.list ? (
        <LoadError title={`${meta.label} could not be loaded`} error={controller.error} onRetry={controller.retry} />
      ) : (
        <ListTable
          controller={controller}
          label={meta.label}
          columns={meta.columns}
          fields={meta.fields}
          regionField={meta.regionField}
          rowHref={rowHref}
          isSelectable={hasBulkSteps}
        />
      )}
      <ListPagination controller={controller} />
      {meta.detail && controller.detailId && (
        <Suspense fallback={null}>
          <RecordDrawer key={controller.detailId} meta={meta} id={controller.detailId} onClose={controller.closeDetail} actions={actions} runner={runner} />
        </Suspense>
      )}
      {runner.dialog}
    </>
  );
}
