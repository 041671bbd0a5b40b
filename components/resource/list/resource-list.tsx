'use client';
// The default list screen of a declared resource, drawn over the list controller from the parts beside
// this file: toolbar, table, pagination, and — for areas with a workflow or a detail view — the bulk
// bar, drawer and step dialog (list-extras.tsx, loaded once a row is selected or a record opened, and
// kept from then on, so no list's first load carries them) — and the column chooser and saved views
// (list-view-buttons.tsx, their menus loaded on demand). The heading and the
// Create link above it are drawn by the page, on the server. Custom list screens compose the same parts.
import { Button } from '@chakra-ui/react';
import { useSearchParams } from 'next/navigation';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useListController, type ListControllerMeta } from '@/lib/client/controllers/use-list-controller';
import { lazyPart } from '@/lib/client/lazy-part';
import { useIsClient } from '@/lib/client/use-is-client';
import type { ResourceRecord } from '@/lib/client/use-resource';
import { COLUMNS_PARAM, visibleColumns } from '@/lib/resources/list-columns';
import { exportUrl, resourceListMeta } from '@/lib/resources/list-state';
import type { ResourceMeta } from '@/lib/resources/types';
import { LoadError } from '@/components/ui/load-error';
import { ListPagination } from './list-pagination';
import { ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';
import type { ListExtrasProps } from './list-extras';
import { ListViewButtons } from './list-view-buttons';
import { fillRowLink } from './row-link';

// If the drawer and bulk steps cannot be fetched (network gone), the person is told; the list itself works on.
// Colleagues' new records: the banner's code loads the first time there are some.
const LiveNewsBanner = lazy(() => import('./live-news-banner').then((module) => ({ default: module.LiveNewsBanner })));

const ListExtras = lazyPart<ListExtrasProps>(() => import('./list-extras').then((module) => module.ListExtras), 'The record view and steps', 'Refresh the page to open a record or run a step.');

export function ResourceList({ meta }: { meta: ResourceMeta }) {
  // The visible columns ride along in the URL as the list's state changes.
  const listMeta = useMemo<ListControllerMeta & ResourceMeta>(() => ({ ...resourceListMeta(meta), keepParams: [COLUMNS_PARAM] }), [meta]);
  const controller = useListController<ResourceRecord>(listMeta);
  const searchParams = useSearchParams();
  const columns = visibleColumns(searchParams.get(COLUMNS_PARAM), meta.columns);
  // Wanted from the first selected row or opened record on; kept, so a step's Undo outlives its selection.
  const [wantsExtras, setWantsExtras] = useState(false);
  if (!wantsExtras && (controller.detailId !== null || controller.selection.isSomeSelected)) setWantsExtras(true);
  // Drawn by the browser after hydration, never in the server's HTML: a drawer opened by the URL (a pasted
  // link) hydrated inside the server-drawn list was left without pointer events (its modal layer set up on
  // a node hydration then replaced), so nothing in it could be pressed.
  const isClient = useIsClient();
  const hasExtras = isClient && wantsExtras && Boolean(meta.workflow?.steps.length || meta.detail);
  const hasBulkSteps = Boolean(meta.workflow?.steps.some((step) => step.bulk !== false));

  const rowHref = meta.rowLink
    ? (record: ResourceRecord) => fillRowLink(meta.rowLink!, record)
    : meta.detail
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
      <ListToolbar controller={controller} label={meta.label} filters={meta.filters} dateRange={meta.dateRange}>
        {meta.csvExport && (
          <Button asChild variant="outline" size="md">
            <a href={exportUrl(meta.resource, controller.state)} download>
              Export CSV
            </a>
          </Button>
        )}
        <ListViewButtons meta={listMeta} />
      </ListToolbar>
      {hasExtras && (
        <Suspense fallback={null}>
          <ListExtras meta={meta} controller={controller} />
        </Suspense>
      )}
      {/* Kept in the page, so the count is read out when it appears. */}
      <div role="status" aria-live="polite">
        {controller.live.newCount > 0 && (
          <Suspense fallback={null}>
            <LiveNewsBanner live={controller.live} label={meta.label} singular={meta.singular} />
          </Suspense>
        )}
      </div>
      {controller.error && !controller.list ? (
        <LoadError title={`${meta.label} could not be loaded`} error={controller.error} onRetry={controller.retry} />
      ) : (
        <ListTable
          controller={controller}
          label={meta.label}
          columns={columns}
          fields={meta.fields}
          regionField={meta.regionField}
          rowHref={rowHref}
          isSelectable={hasBulkSteps}
        />
      )}
      <ListPagination controller={controller} />
    </>
  );
}
