'use client';
// A list's table: sortable headings, an optional selection column for bulk actions, rows that open
// their record, skeleton rows on the first load, and the previous rows kept (dimmed, marked busy) while
// the next page loads instead of a flash of skeletons. Columns a definition marks `hideBelow` drop out on
// narrower screens, so the key ones stay in view without sideways scrolling, and long text wraps to two
// lines at most, so one long name cannot push the later columns out of the table.
import { chakra, Link, Table } from '@chakra-ui/react';
import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import type { ListController, RowId } from '@/lib/client/controllers/use-list-controller';
import type { ColumnDef, FieldDef } from '@/lib/resources/types';
import { CellValue, cellText } from './cell-value';
import { ColumnHeading, NoRows, SkeletonRows } from './list-table-parts';
import { RowLink } from './row-anchor';

// Only lists with bulk actions select rows; the checkbox machinery loads with them, not with every list.
const SelectAllCell = lazy(() => import('./selection-cells').then((module) => ({ default: module.SelectAllCell })));
const SelectRowCell = lazy(() => import('./selection-cells').then((module) => ({ default: module.SelectRowCell })));

type Row = { id: RowId } & Readonly<Record<string, unknown>>;

export interface ListTableProps<T extends Row> {
  controller: ListController<T>;
  /** The table's accessible name (the list's title). */
  label: string;
  columns: readonly ColumnDef[];
  fields: readonly FieldDef[];
  regionField?: string;
  /** Where a row leads (its first cell is a link there); rows without it do not open. */
  rowHref?: (record: T) => string;
  /** Draws a selection column (areas with bulk actions). */
  isSelectable?: boolean;
  /** What the empty state suggests when nothing matches without a search or filter. */
  emptyHint?: ReactNode;
}

/** Columns of free text (names, titles, messages): the ones whose length the records decide. */
function isFreeText(column: ColumnDef): boolean {
  return !column.component && (column.format === undefined || column.format === 'text' || column.format === 'list');
}

/**
 * A cell's content; free text wraps (anywhere, for a long unbroken word) and stops at two lines with an
 * ellipsis. The clamp is drawn, not cut, so the row link's accessible name is still the whole text, and the
 * title shows it whole on hover (past a column's `maxChars` too).
 */
function CellContent({ record, column, fields, regionField }: { record: Row; column: ColumnDef; fields: readonly FieldDef[]; regionField?: string }) {
  const value = <CellValue record={record} column={column} fields={fields} regionField={regionField} />;
  if (!isFreeText(column)) return value;
  return (
    <chakra.span lineClamp="2" overflowWrap="anywhere" title={cellText(record, { ...column, maxChars: undefined }, fields, regionField)}>
      {value}
    </chakra.span>
  );
}

export function ListTable<T extends Row>({ controller, label, columns, fields, regionField, rowHref, isSelectable, emptyHint }: ListTableProps<T>) {
  const { list, selection, isShowingPrevious } = controller;
  // A page past the last holds no rows though the list has some: the controller is moving to the last
  // page, so this is a wait, never "nothing here".
  const isPastLast = list !== undefined && list.records.length === 0 && list.total > 0;
  const isBusy = !list || isShowingPrevious || isPastLast;

  function openRow(event: MouseEvent, record: T) {
    const href = rowHref?.(record);
    if (!href || (event.target as HTMLElement).closest('a, button, input, label')) return;
    // The first cell's link does the navigating, so the row follows the same path as a click on it.
    (event.currentTarget.querySelector('a[data-row-link]') as HTMLAnchorElement | null)?.click();
  }

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" interactive={Boolean(rowHref)} aria-label={label} aria-busy={isBusy}>
        <Table.Header>
          <Table.Row>
            {isSelectable && (
              <Suspense fallback={<Table.ColumnHeader width="10" />}>
                <SelectAllCell selection={selection} isDisabled={!list?.records.length} />
              </Suspense>
            )}
            {columns.map((column) => (
              <ColumnHeading key={column.field} column={column} controller={controller} />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body opacity={isShowingPrevious ? 0.55 : undefined} transition="opacity 0.15s">
          {!list || isPastLast
            ? <SkeletonRows columns={columns} hasSelection={isSelectable} />
            : list.records.map((record) => {
                const href = rowHref?.(record);
                const isSelected = selection.isSelected(record.id);
                // Deleted by a colleague: kept in its place, struck through, until the page is read again.
                const isGone = controller.live.goneIds.has(String(record.id));
                return (
                  <Table.Row
                    key={record.id}
                    onClick={(e) => openRow(e, record)}
                    cursor={href ? 'pointer' : undefined}
                    data-selected={isSelected ? '' : undefined}
                    data-deleted={isGone ? '' : undefined}
                    opacity={isGone ? 0.5 : undefined}
                    textDecoration={isGone ? 'line-through' : undefined}
                  >
                    {isSelectable && (
                      <Suspense fallback={<Table.Cell />}>
                        <SelectRowCell selection={selection} id={record.id} label={cellText(record, columns[0], fields, regionField)} />
                      </Suspense>
                    )}
                    {columns.map((column, index) => (
                      <Table.Cell
                        key={column.field}
                        hideBelow={column.hideBelow}
                        textAlign={column.isNumeric ? 'end' : undefined}
                        // The table scroll area keeps cells on one line; free text may wrap, but not to a word a line.
                        {...(isFreeText(column) ? { whiteSpace: 'normal', minWidth: '40' } : {})}
                      >
                        {index === 0 && isGone && <chakra.span srOnly>Deleted: </chakra.span>}
                        {index === 0 && href ? (
                          <Link asChild fontWeight="medium">
                            <RowLink href={href} scroll={false} data-row-link="">
                              <CellContent record={record} column={column} fields={fields} regionField={regionField} />
                            </RowLink>
                          </Link>
                        ) : (
                          <CellContent record={record} column={column} fields={fields} regionField={regionField} />
                        )}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                );
              })}
        </Table.Body>
      </Table.Root>
      {list && list.records.length === 0 && !isPastLast && (
        <NoRows title={`No ${label.toLowerCase()} found`} description={controller.hasFilters ? 'Try another search or clear the filters.' : (emptyHint ?? 'Nothing here yet.')} />
      )}
    </Table.ScrollArea>
  );
}
