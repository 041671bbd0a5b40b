'use client';
// The videos list with its Add button and the lists' Columns and Views menus; the drawer that adds or edits
// one (video-drawer.tsx) loads when `?video=` names a video or `new`, so the list alone carries no form code.
import { Button } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useSearchParams } from 'next/navigation';
import { Suspense, useMemo } from 'react';
import { PageHeader } from '@/components/shell/page-header';
import { ListPagination } from '@/components/resource/list/list-pagination';
import { ListTable } from '@/components/resource/list/list-table';
import { ListToolbar } from '@/components/resource/list/list-toolbar';
import { ListViewButtons } from '@/components/resource/list/list-view-buttons';
import { LoadError } from '@/components/ui/load-error';
import { useListController, type ListControllerMeta } from '@/lib/client/controllers/use-list-controller';
import { lazyPart } from '@/lib/client/lazy-part';
import type { ResourceRecord } from '@/lib/client/use-resource';
import { COLUMNS_PARAM, visibleColumns } from '@/lib/resources/list-columns';
import type { ResourceMeta } from '@/lib/resources/types';
import { VIDEO_PARAM, type VideoDrawerProps } from './video-param';

const VideoDrawer = lazyPart<VideoDrawerProps>(() => import('./video-drawer').then((module) => module.VideoDrawer), 'The video form');

interface VideosScreenProps {
  meta: ResourceMeta;
  pickableResources: readonly string[];
  canCreate: boolean;
}

export function VideosScreen({ meta, pickableResources, canCreate }: VideosScreenProps) {
  const listMeta = useMemo<ListControllerMeta & ResourceMeta>(() => ({ ...meta, detailParam: VIDEO_PARAM, keepParams: [COLUMNS_PARAM] }), [meta]);
  const controller = useListController<ResourceRecord>(listMeta);
  const searchParams = useSearchParams();
  const withVideo = (id: string) => {
    const params = new URLSearchParams(searchParams);
    params.set(VIDEO_PARAM, id);
    return `?${params.toString()}`;
  };

  return (
    <>
      <PageHeader
        title={meta.label}
        actions={
          canCreate ? (
            <Button asChild colorPalette="blue">
              <NextLink href={withVideo('new')} data-shortcut="create">
                Add video
              </NextLink>
            </Button>
          ) : null
        }
      />
      <ListToolbar controller={controller} label={meta.label} filters={meta.filters}>
        <ListViewButtons meta={listMeta} />
      </ListToolbar>
      {controller.error && !controller.list ? (
        <LoadError title={`${meta.label} could not be loaded`} error={controller.error} onRetry={controller.retry} />
      ) : (
        <ListTable
          controller={controller}
          label={meta.label}
          columns={visibleColumns(searchParams.get(COLUMNS_PARAM), meta.columns)}
          fields={meta.fields}
          regionField={meta.regionField}
          rowHref={(record) => withVideo(String(record.id))}
        />
      )}
      <ListPagination controller={controller} />
      {controller.detailId && (
        <Suspense fallback={null}>
          <VideoDrawer
            key={controller.detailId}
            meta={meta}
            id={controller.detailId === 'new' ? null : controller.detailId}
            pickableResources={pickableResources}
            onClose={controller.closeDetail}
          />
        </Suspense>
      )}
    </>
  );
}
