'use client';
// /system/files: the file library over the list controller — a grid of thumbnails or the engine's list
// table (the view kept in the URL as `view=list`), type filter, search and paging, the lists' Views menu
// and, in the list view, their Columns menu (a saved view keeps the grid or list view too), the details
// drawer (`?file=<id>`), and uploads by drag and drop anywhere on the screen or the "Upload files" button.
// The upload queue and the drawer load on first use, so the list's first load stays small.
import { Box, Button, EmptyState, Group, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useMemo, useState, type DragEvent } from 'react';
import { useListController, type ListController, type ListControllerMeta } from '@/lib/client/controllers/use-list-controller';
import { lazyPart, lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import { invalidateResource } from '@/lib/client/use-resource';
import type { FileRecord } from '@/lib/resources/file-types';
import { COLUMNS_PARAM, visibleColumns } from '@/lib/resources/list-columns';
import type { ResourceMeta } from '@/lib/resources/types';
import { ListPagination } from '@/components/resource/list/list-pagination';
import type { ListTableProps } from '@/components/resource/list/list-table';
import { ListToolbar } from '@/components/resource/list/list-toolbar';
import { ListViewButtons } from '@/components/resource/list/list-view-buttons';
import type { MenuKind } from '@/components/resource/list/list-view-menus';
import { PageHeader } from '@/components/shell/page-header';
import { LoadError } from '@/components/ui/load-error';
import { LoadingRows } from '@/components/ui/loading-rows';
import type { FileUploaderProps } from './file-uploader';
import type { FileDrawerProps } from './file-drawer';
import { FILE_PARAM } from './file-param';
import { FileThumb } from './file-thumb';
import { formatCount } from '@/lib/format-number';
import { RowLink } from '@/components/resource/list/row-anchor';

const VIEW_PARAM = 'view';
const GRID_SKELETONS = 8;
// The grid has no columns to choose.
const GRID_MENUS: readonly MenuKind[] = ['Views'];

const FileUploader = lazyPart<FileUploaderProps>(() => import('./file-uploader').then((m) => m.FileUploader), 'The upload', 'Files were not uploaded.');

function DrawerUnavailable() {
  useEffect(() => reportUnavailable('The file details'), []);
  return null;
}
const FileDrawer = lazyWithFallback<FileDrawerProps>(() => import('./file-drawer').then((m) => m.FileDrawer), DrawerUnavailable);

type FileRow = FileRecord & Record<string, unknown>;

// The grid is the library's first view: the list view's table loads when it is chosen.
const FileTable = lazyPart<ListTableProps<FileRow>>(() => import('@/components/resource/list/list-table').then((m) => m.ListTable<FileRow>), 'The list view', 'The grid view still shows the files.');

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

export function FilesScreen({ meta }: { meta: ResourceMeta }) {
  const listMeta = useMemo<ListControllerMeta & ResourceMeta>(() => ({ ...meta, detailParam: FILE_PARAM, keepParams: [VIEW_PARAM, COLUMNS_PARAM] }), [meta]);
  const controller = useListController<FileRow>(listMeta);
  const searchParams = useSearchParams();
  const view = searchParams.get(VIEW_PARAM) === 'list' ? 'list' : 'grid';

  // The upload part is fetched on the first drag over the screen or the first press of the button.
  const [isUploaderWanted, setUploaderWanted] = useState(false);
  const [pickRequest, setPickRequest] = useState(0);
  const [isDragging, setDragging] = useState(false);
  const [earlyDrop, setEarlyDrop] = useState<File[] | undefined>(undefined);
  const [isUploaderMounted, setUploaderMounted] = useState(false);

  const hrefWith = (change: Record<string, string | null>) => {
    const params = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(change)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const query = params.toString();
    return query ? `?${query}` : '?';
  };
  const fileHref = (file: { id: number }) => hrefWith({ [FILE_PARAM]: String(file.id) });

  return (
    <Box
      onDragEnter={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setUploaderWanted(true);
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (hasFiles(event)) event.preventDefault();
      }}
      onDrop={(event) => {
        // Once the upload part is there its drop zone takes the files; before, they wait for it.
        if (isUploaderMounted || !hasFiles(event)) return;
        event.preventDefault();
        setEarlyDrop(Array.from(event.dataTransfer.files));
        setDragging(false);
      }}
    >
      <PageHeader
        title={meta.label}
        description="Drop files anywhere on this screen to upload them."
        actions={
          <Button
            colorPalette="blue"
            onClick={() => {
              setUploaderWanted(true);
              setPickRequest((n) => n + 1);
            }}
          >
            Upload files
          </Button>
        }
      />
      {isUploaderWanted && (
        <Suspense fallback={null}>
          <FileUploader
            pickRequest={pickRequest}
            initialFiles={earlyDrop}
            isDragging={isDragging}
            onDragEnd={() => setDragging(false)}
            onMount={() => setUploaderMounted(true)}
            onUploaded={() => void invalidateResource(meta.resource)}
          />
        </Suspense>
      )}
      <ListToolbar controller={controller} label={meta.label} filters={meta.filters}>
        <Stack gap="1.5">
          <Text textStyle="sm" fontWeight="medium" id="files-view-label">
            View
          </Text>
          <Group attached role="group" aria-labelledby="files-view-label">
            <Button asChild size="md" variant={view === 'grid' ? 'solid' : 'outline'} aria-current={view === 'grid' ? 'true' : undefined}>
              <NextLink href={hrefWith({ [VIEW_PARAM]: null })} scroll={false}>
                Grid
              </NextLink>
            </Button>
            <Button asChild size="md" variant={view === 'list' ? 'solid' : 'outline'} aria-current={view === 'list' ? 'true' : undefined}>
              <NextLink href={hrefWith({ [VIEW_PARAM]: 'list' })} scroll={false}>
                List
              </NextLink>
            </Button>
          </Group>
        </Stack>
        <ListViewButtons meta={listMeta} kinds={view === 'list' ? undefined : GRID_MENUS} />
      </ListToolbar>
      {controller.error && !controller.list ? (
        <LoadError title={`${meta.label} could not be loaded`} error={controller.error} onRetry={controller.retry} />
      ) : view === 'list' ? (
        <Suspense fallback={<LoadingRows rows={GRID_SKELETONS} rowHeight="10" />}>
          <FileTable
            controller={controller}
            label={meta.label}
            columns={visibleColumns(searchParams.get(COLUMNS_PARAM), meta.columns)}
            fields={meta.fields}
            rowHref={fileHref}
            emptyHint="Drop files here or press Upload files."
          />
        </Suspense>
      ) : (
        <FileGrid controller={controller} label={meta.label} fileHref={fileHref} />
      )}
      <ListPagination controller={controller} />
      {controller.detailId && (
        <Suspense fallback={null}>
          <FileDrawer meta={meta} id={controller.detailId} onClose={controller.closeDetail} />
        </Suspense>
      )}
    </Box>
  );
}

function FileGrid({ controller, label, fileHref }: { controller: ListController<FileRow>; label: string; fileHref: (file: FileRecord) => string }) {
  const { list, isShowingPrevious } = controller;
  if (list && list.records.length === 0) {
    return (
      <EmptyState.Root size="sm" borderWidth="1px" rounded="md">
        <EmptyState.Content>
          <EmptyState.Title>No files found</EmptyState.Title>
          <EmptyState.Description>
            {controller.hasFilters ? 'Try another search or clear the filters.' : 'Drop files anywhere on this screen, or press Upload files.'}
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <SimpleGrid
      as="ul"
      aria-label={label}
      aria-busy={!list || isShowingPrevious}
      listStyleType="none"
      columns={{ base: 2, sm: 3, md: 4, lg: 5 }}
      gap="4"
      opacity={isShowingPrevious ? 0.55 : undefined}
    >
      {!list
        ? Array.from({ length: GRID_SKELETONS }, (_, i) => (
            <Box as="li" key={i} data-testid="skeleton-tile">
              <Skeleton height="40" />
            </Box>
          ))
        : list.records.map((file) => (
            <Box as="li" key={file.id} borderWidth="1px" rounded="md" padding="2" _hover={{ bg: 'bg.subtle' }} position="relative">
              <FileThumb file={file} />
              <Link asChild fontWeight="medium" marginTop="2" display="block" truncate _after={{ content: '""', position: 'absolute', inset: 0 }}>
                <RowLink href={fileHref(file)} scroll={false} title={file.filename}>
                  {file.filename}
                </RowLink>
              </Link>
              <Text color="fg.muted" fontSize="sm">
                {file.usage_count > 0 ? `Used by ${formatCount(file.usage_count)}` : 'Not used'}
              </Text>
            </Box>
          ))}
    </SimpleGrid>
  );
}
