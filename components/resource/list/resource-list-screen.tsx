// A resource's list screen: its title, a Create button when the role may create, and the list. The generic
// area pages and the pages of areas outside them (/system/*) draw the same screen. The first page of rows
// the URL asks for comes with the HTML (lib/server/first-data.ts); the list revalidates it as usual. A page
// past the last (an old link) brings the last page too, which the list moves to at once.
import { Button } from '@chakra-ui/react';
import NextLink from 'next/link';
import { FirstData } from '@/components/providers/first-data';
import { PageHeader } from '@/components/shell/page-header';
import { listApiUrl, parseListState, resourceListMeta } from '@/lib/resources/list-state';
import type { ResourceMeta } from '@/lib/resources/types';
import { firstAnswers, searchParamsOf, type SearchParamsRecord } from '@/lib/server/first-data';
import { ResourceList } from './resource-list';

interface ResourceListScreenProps {
  meta: ResourceMeta;
  /** The page's query (the list's state), to fetch the first page it asks for. */
  searchParams: Promise<SearchParamsRecord>;
}

export async function ResourceListScreen({ meta, searchParams }: ResourceListScreenProps) {
  const state = parseListState(searchParamsOf(await searchParams), resourceListMeta(meta));
  const asked = listApiUrl(meta.resource, state);
  let answers = await firstAnswers([asked]);
  const pages = pastLastPages(answers.data[asked], state.page);
  if (pages !== null) {
    const last = await firstAnswers([listApiUrl(meta.resource, { ...state, page: pages })]);
    answers = { data: { ...answers.data, ...last.data }, failures: { ...answers.failures, ...last.failures } };
  }
  return (
    <>
      <PageHeader
        title={meta.label}
        actions={
          meta.actions.create ? (
            <Button asChild colorPalette="blue">
              <NextLink href={`${meta.basePath}/create`} data-shortcut="create">
                Create
              </NextLink>
            </Button>
          ) : null
        }
      />
      <FirstData answers={answers}>
        <ResourceList meta={meta} />
      </FirstData>
    </>
  );
}

/** How many pages the list has when `page` is past its last and it has records; null otherwise. */
function pastLastPages(answer: unknown, page: number): number | null {
  const list = (answer as { data?: { total?: unknown; pages?: unknown } } | undefined)?.data;
  if (typeof list?.total !== 'number' || typeof list.pages !== 'number') return null;
  return list.total > 0 && page > list.pages ? list.pages : null;
}
