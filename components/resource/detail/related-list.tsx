'use client';
// A drawer section listing another resource's records that point at the one shown (a customer's orders),
// paged, newest first, with the lists' own pager (first, last, page numbers, a page field) — a customer
// with 600 orders is 60 pages; each row's name links to that record's own drawer.
import { Flex, Heading, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useState } from 'react';
import { mainApiUrl } from '@/lib/client/api-url';
import { useResourceList, type ResourceRecord } from '@/lib/client/use-resource';
import type { RelatedList } from '@/lib/resources/types';
import { LoadError } from '@/components/ui/load-error';
import { CellValue } from '../list/cell-value';
import { formatCount } from '@/lib/format-number';
import { Pager } from '../list/list-pagination';

const PAGE_SIZE = 10;

export function RelatedRecords({ related, id }: { related: RelatedList; id: number }) {
  const [page, setPage] = useState(1);
  const url = mainApiUrl(related.resource, { page, limit: PAGE_SIZE, sort: related.sort.field, order: related.sort.order, [related.by]: id });
  const { data, error, mutate } = useResourceList<ResourceRecord>(url);
  const list = data?.data;
  // Back in range when the list shrank under the page shown (records moved away since it was paged to).
  if (list && list.total > 0 && page > list.pages) setPage(list.pages);

  return (
    <Stack as="section" gap="2" aria-label={related.title}>
      <Heading as="h3" size="sm">
        {related.title}
        {list ? ` (${formatCount(list.total)})` : ''}
      </Heading>
      {error && !list ? (
        <LoadError title={`${related.title} could not be loaded`} error={error} onRetry={() => void mutate()} />
      ) : !list ? (
        <Skeleton height="20" />
      ) : list.total === 0 ? (
        <Text color="fg.muted">None yet.</Text>
      ) : (
        <>
          <Table.Root size="sm" aria-label={related.title}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{related.fields.find((f) => f.name === related.labelField)?.label ?? related.labelField}</Table.ColumnHeader>
                {related.columns.map((column) => (
                  <Table.ColumnHeader key={column.field} textAlign={column.isNumeric ? 'end' : undefined}>
                    {column.label}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.records.map((record) => (
                <Table.Row key={record.id}>
                  <Table.Cell>
                    <Link asChild colorPalette="blue">
                      <NextLink href={`${related.href}${record.id}`}>{String(record[related.labelField] ?? `#${record.id}`)}</NextLink>
                    </Link>
                  </Table.Cell>
                  {related.columns.map((column) => (
                    <Table.Cell key={column.field} textAlign={column.isNumeric ? 'end' : undefined}>
                      <CellValue record={record} column={column} fields={related.fields} regionField={related.regionField} />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {list.pages > 1 && (
            <Flex gap="2" alignItems="center" wrap="wrap">
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                Page {formatCount(Math.min(page, list.pages))} of {formatCount(list.pages)}
              </Text>
              <Pager
                label={`${related.title} pages`}
                page={page}
                pages={list.pages}
                onPage={(next) => setPage((current) => Math.max(1, Math.min(list.pages, typeof next === 'function' ? next(current) : next)))}
              />
            </Flex>
          )}
        </>
      )}
    </Stack>
  );
}
