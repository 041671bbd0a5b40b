'use client';
// The parts of a list's table a screen drawing its own rows shares with it (list-table.tsx): the sortable
// column heading, the skeleton rows of the first load and the empty state. Apart from the table itself,
// so such a screen (the GB/US equivalence report) does not load the generic rows, their cell formats and
// every area's custom cells with them.
import { Box, Button, EmptyState, Skeleton, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ListController, RowId } from '@/lib/client/controllers/use-list-controller';
import type { ColumnDef } from '@/lib/resources/types';

const SKELETON_ROWS = 5;

/** The rows a table shows before its first page arrives. */
export function SkeletonRows({ columns, hasSelection = false }: { columns: readonly Pick<ColumnDef, 'field' | 'hideBelow'>[]; hasSelection?: boolean }) {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <Table.Row key={row} data-testid="skeleton-row">
      {hasSelection && <Table.Cell />}
      {columns.map((column) => (
        <Table.Cell key={column.field} hideBelow={column.hideBelow}>
          <Skeleton height="4" />
        </Table.Cell>
      ))}
    </Table.Row>
  ));
}

/** Under a table whose page is empty: what was not found, and what to do about it. */
export function NoRows({ title, description }: { title: string; description: ReactNode }) {
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Title>{title}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A column's heading: a button that sorts by it (and says the order) when the column is sortable. */
export function ColumnHeading({ column, controller }: { column: Pick<ColumnDef, 'field' | 'label' | 'sortable' | 'hideBelow' | 'isNumeric'>; controller: Pick<ListController<{ id: RowId }>, 'state' | 'sortBy'> }) {
  const { state } = controller;
  const isSorted = state.sort === column.field;
  return (
    <Table.ColumnHeader
      hideBelow={column.hideBelow}
      textAlign={column.isNumeric ? 'end' : undefined}
      aria-sort={column.sortable ? (isSorted ? (state.order === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}
    >
      {column.sortable ? (
        <Button variant="ghost" size="xs" marginX="-2" onClick={() => controller.sortBy(column.field)}>
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
}
