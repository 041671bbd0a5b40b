'use client';
// The selection column of a list with bulk actions: a checkbox per row and one for the whole page.
// Its own module, loaded only by lists that select, so lists without bulk actions never carry it.
import { Table } from '@chakra-ui/react';
import type { ListSelection, RowId } from '@/lib/client/controllers/use-list-controller';
import { Checkbox } from '@/components/ui/checkbox';

export function SelectAllCell({ selection, isDisabled }: { selection: ListSelection; isDisabled: boolean }) {
  return (
    <Table.ColumnHeader width="10">
      <Checkbox
        checked={selection.isAllSelected ? true : selection.isSomeSelected ? 'indeterminate' : false}
        onCheckedChange={() => selection.toggleAll()}
        disabled={isDisabled}
        aria-label="Select all rows on this page"
      />
    </Table.ColumnHeader>
  );
}

export function SelectRowCell({ selection, id, label }: { selection: ListSelection; id: RowId; label: string }) {
  return (
    <Table.Cell>
      <Checkbox checked={selection.isSelected(id)} onCheckedChange={() => selection.toggle(id)} aria-label={`Select ${label}`} />
    </Table.Cell>
  );
}
