'use client';
// Under a list: how many records there are, the page on screen, rows per page and previous/next.
import { Button, Field, Flex, NativeSelect, Text } from '@chakra-ui/react';
import type { ListController, RowId } from '@/lib/client/controllers/use-list-controller';
import { PAGE_SIZE_CHOICES } from '@/lib/resources/list-state';

export function ListPagination({ controller }: { controller: ListController<{ id: RowId }> }) {
  const { list, state } = controller;
  return (
    <Flex marginTop="4" gap="4" alignItems="center" justifyContent="space-between" wrap="wrap">
      <Text color="fg.muted" aria-live="polite">
        {list ? `${list.total} ${list.total === 1 ? 'record' : 'records'} · Page ${list.page} of ${list.pages}` : ' '}
      </Text>
      {/* Wraps on a phone, where rows per page and both buttons are wider than the screen. */}
      <Flex gap="3" alignItems="center" wrap="wrap">
        <Field.Root orientation="horizontal" width="auto" gap="2">
          <Field.Label whiteSpace="nowrap">Rows per page</Field.Label>
          <NativeSelect.Root size="sm" width="20">
            <NativeSelect.Field value={String(state.limit)} onChange={(e) => controller.setLimit(Number(e.target.value))}>
              {PAGE_SIZE_CHOICES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button size="sm" variant="outline" disabled={state.page <= 1} onClick={() => controller.setPage(state.page - 1)}>
          Previous page
        </Button>
        <Button size="sm" variant="outline" disabled={!list || state.page >= list.pages} onClick={() => controller.setPage(state.page + 1)}>
          Next page
        </Button>
      </Flex>
    </Flex>
  );
}
