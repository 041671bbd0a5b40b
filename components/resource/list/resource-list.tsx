'use client';
// The generic list screen of a declared resource: one page through the BFF, page size, sorting, a
// debounced search, option filters, every bit of it in the URL; loading, empty and error states. The
// heading and the Create link above it are drawn by the page, on the server.
import { Box, Button, EmptyState, Flex, Link, Table, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { preloadResourceList, useResourceList, type ResourceRecord } from '@/lib/client/use-resource';
import { PAGE_SIZE_CHOICES, listApiUrl, listStateToSearch, parseListState, type ListState } from '@/lib/resources/list-state';
import type { ResourceMeta } from '@/lib/resources/types';
import { cellText } from './cell-value';
import { LabelledControl } from '@/components/ui/labelled-control';
import { LoadError } from '@/components/ui/load-error';
import { PlainInput, PlainSelect } from '@/components/ui/plain-controls';
import { Skeleton } from '@/components/ui/skeleton';

const SEARCH_DEBOUNCE_MS = 300;
const SKELETON_ROWS = 5;

export function ResourceList({ meta }: { meta: ResourceMeta }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const state = useMemo(() => parseListState(searchParams, meta), [searchParams, meta]);
  const url = listApiUrl(meta.resource, state);
  const { data, error, isLoading, mutate } = useResourceList(url);
  const list = data?.data;

  function go(change: Partial<ListState>, how: 'push' | 'replace' = 'push') {
    const next = { ...state, ...change };
    router[how](`${pathname}${listStateToSearch(next, meta)}`, { scroll: false });
  }

  const [searchText, setSearchText] = useState(state.search);
  // Back and Forward change the URL under the box; the box follows.
  const [urlSearch, setUrlSearch] = useState(state.search);
  if (urlSearch !== state.search) {
    setUrlSearch(state.search);
    setSearchText(state.search);
  }
  useEffect(() => {
    if (searchText.trim() === state.search) return;
    const timer = setTimeout(() => go({ search: searchText.trim(), page: 1 }, 'replace'), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `go` is rebuilt every render; the search text and the URL's search are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchText, state.search]);

  useEffect(() => {
    if (list && list.page < list.pages) preloadResourceList(listApiUrl(meta.resource, { ...state, page: list.page + 1 }));
  }, [list, meta.resource, state]);

  function sortBy(field: string) {
    const order = state.sort === field && state.order === 'asc' ? 'desc' : 'asc';
    go({ sort: field, order, page: 1 });
  }

  function openRow(event: MouseEvent, id: number) {
    if (!meta.actions.update || (event.target as HTMLElement).closest('a, button')) return;
    router.push(`${meta.basePath}/update/${id}`);
  }

  return (
    <>
      <Flex gap="4" wrap="wrap" alignItems="flex-end" marginBottom="4">
        <LabelledControl label="Search" maxWidth="xs">
          {(id) => (
            <PlainInput id={id} type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} placeholder={`Search ${meta.label.toLowerCase()}`} />
          )}
        </LabelledControl>
        {meta.filters.map((filter) => (
          <LabelledControl key={filter.field} label={filter.label} width="auto" minWidth="40">
            {(id) => (
              <PlainSelect
                id={id}
                value={state.filters[filter.field] ?? ''}
                onChange={(e) => {
                  const filters = { ...state.filters };
                  if (e.target.value) filters[filter.field] = e.target.value;
                  else delete filters[filter.field];
                  go({ filters, page: 1 });
                }}
              >
                <option value="">All</option>
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </PlainSelect>
            )}
          </LabelledControl>
        ))}
      </Flex>

      {error && !list ? (
        <LoadError title={`${meta.label} could not be loaded`} error={error} onRetry={() => void mutate()} />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" interactive={meta.actions.update} aria-label={meta.label} aria-busy={isLoading}>
            <Table.Header>
              <Table.Row>
                {meta.columns.map((column) => {
                  const isSorted = state.sort === column.field;
                  return (
                    <Table.ColumnHeader
                      key={column.field}
                      textAlign={column.isNumeric ? 'end' : undefined}
                      aria-sort={column.sortable ? (isSorted ? (state.order === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}
                    >
                      {column.sortable ? (
                        <Button variant="ghost" size="xs" marginX="-2" onClick={() => sortBy(column.field)}>
                          {column.label}
                          <Box as="span" aria-hidden="true" width="3" color={isSorted ? undefined : 'fg.subtle'}>
                            {isSorted ? (state.order === 'asc' ? '▲' : '▼') : '↕'}
                          </Box>
                        </Button>
                      ) : (
                        column.label
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {!list
                ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                    <Table.Row key={row} data-testid="skeleton-row">
                      {meta.columns.map((column) => (
                        <Table.Cell key={column.field}>
                          <Skeleton height="4" />
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))
                : list.records.map((record: ResourceRecord) => (
                    <Table.Row key={record.id} onClick={(e) => openRow(e, record.id)} cursor={meta.actions.update ? 'pointer' : undefined}>
                      {meta.columns.map((column, index) => (
                        <Table.Cell key={column.field} textAlign={column.isNumeric ? 'end' : undefined}>
                          {index === 0 && meta.actions.update ? (
                            <Link asChild fontWeight="medium">
                              <NextLink href={`${meta.basePath}/update/${record.id}`}>{cellText(record, column, meta.fields)}</NextLink>
                            </Link>
                          ) : (
                            cellText(record, column, meta.fields)
                          )}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
            </Table.Body>
          </Table.Root>
          {list && list.records.length === 0 && (
            <EmptyState.Root size="sm">
              <EmptyState.Content>
                <EmptyState.Title>No {meta.label.toLowerCase()} found</EmptyState.Title>
                <EmptyState.Description>
                  {state.search || Object.keys(state.filters).length ? 'Try another search or clear the filters.' : 'Nothing here yet.'}
                </EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          )}
        </Table.ScrollArea>
      )}

      <Flex marginTop="4" gap="4" alignItems="center" justifyContent="space-between" wrap="wrap">
        <Text color="fg.muted" aria-live="polite">
          {list ? `${list.total} ${list.total === 1 ? 'record' : 'records'} · Page ${list.page} of ${list.pages}` : ' '}
        </Text>
        <Flex gap="3" alignItems="center">
          <LabelledControl label="Rows per page" orientation="horizontal" width="auto">
            {(id) => (
              <PlainSelect id={id} size="sm" rootProps={{ width: '20' }} value={String(state.limit)} onChange={(e) => go({ limit: Number(e.target.value), page: 1 })}>
                {PAGE_SIZE_CHOICES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </PlainSelect>
            )}
          </LabelledControl>
          <Button size="sm" variant="outline" disabled={state.page <= 1} onClick={() => go({ page: state.page - 1 })}>
            Previous page
          </Button>
          <Button size="sm" variant="outline" disabled={!list || state.page >= list.pages} onClick={() => go({ page: state.page + 1 })}>
            Next page
          </Button>
        </Flex>
      </Flex>
    </>
  );
}
