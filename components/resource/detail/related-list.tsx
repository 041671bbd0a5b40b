'use client';
// A drawer section listing another resource's records that point at the one shown (a customer's orders),
// paged, newest first; each row's name links to that record's own drawer.
import { Button, Flex, Heading, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useState } from 'react';
import { useResourceList, type ResourceRecord } from '@/lib/client/use-resource';
import type { RelatedList } from '@/lib/resources/types';
import { LoadError } from '@/components/ui/load-error';
import { CellValue } from '../list/cell-value';
import { formatCount } from '@/lib/format-number';

const PAGE_SIZE = 10;

export function RelatedRecords({ related, id }: { related: RelatedList; id: number }) {
  const [page, setPage] = useState(1);
  const params = new URLSearchParams({
    page: String(page),
    limit: String(PAGE_SIZE),
    sort: related.sort.field,
    order: related.sort.order,
    [related.by]: String(id),
  });
  const { data, error, mutate } = useResourceList<ResourceRecord>(`/api/main/v1/${related.resource}?${params.toString()}`);
  const list = data?.data;

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
            <Flex gap="2" alignItems="center">
              <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label={`Newer ${related.title.toLowerCase()}`}>
                Newer
              </Button>
              <Text fontSize="sm">
                Page {formatCount(list.page)} of {formatCount(list.pages)}
              </Text>
              <Button size="xs" variant="outline" disabled={page >= list.pages} onClick={() => setPage(page + 1)} aria-label={`Older ${related.title.toLowerCase()}`}>
                Older
              </Button>
            </Flex>
          )}
        </>
      )}
    </Stack>
  );
}
