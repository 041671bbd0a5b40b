'use client';
// Under a list: how many records there are, the page on screen, rows per page and the pager — first,
// previous, a window of page numbers (1 … 4 5 [6] 7 8 … 500), next, last and a page field. Every paged list
// draws it: the generic lists, the file library, the equivalence report and videos through ListPagination
// (their list controller), screens with a page state of their own (the audit log) through Pager.
import { Button, Field, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { ListController, RowId } from '@/lib/client/controllers/use-list-controller';
import { countOf, formatCount } from '@/lib/format-number';
import { PAGE_SIZE_CHOICES } from '@/lib/resources/list-state';
import { pageWindow, type PageSlot } from '@/lib/resources/page-window';

export function ListPagination({ controller, noun = ['record', 'records'] }: { controller: ListController<{ id: RowId }>; noun?: readonly [string, string] }) {
  const { list, state } = controller;
  return (
    <Flex marginTop="4" gap="3" alignItems="center" justifyContent="space-between" wrap="wrap">
      <Text color="fg.muted" aria-live="polite">
        {list ? `${countOf(list.total, noun[0], noun[1])} · Page ${formatCount(Math.min(list.page, list.pages))} of ${formatCount(list.pages)}` : ' '}
      </Text>
      {/* Wraps on a phone, where rows per page and the pager are wider than the screen together. */}
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
        <Pager page={state.page} pages={list?.pages} onPage={controller.setPage} />
      </Flex>
      {controller.pastLastPage !== null && list && (
        <Text role="status" width="full" fontSize="sm" color="fg.muted">
          There is no page {formatCount(controller.pastLastPage)}: this is the last page, {formatCount(list.pages)}.
        </Text>
      )}
    </Flex>
  );
}

export interface PagerProps {
  /** The page asked for (the URL's), marked as the current one. */
  page: number;
  /** How many pages there are; undefined until the first page has loaded. */
  pages: number | undefined;
  /** Goes to a page; a function moves from the page last asked for, so quick presses add up. */
  onPage: (page: number | ((base: number) => number)) => void;
  /** The landmark's name, when a screen has more than one pager (a drawer's related lists, its history). */
  label?: string;
}

/** The page buttons and the page field, in a landmark named "Pagination" unless named otherwise. */
export function Pager({ page, pages, onPage, label = 'Pagination' }: PagerProps) {
  const last = pages ?? page;
  const isFirst = page <= 1;
  const isLast = pages === undefined || page >= pages;
  return (
    <Flex as="nav" aria-label={label} gap="1" alignItems="center" wrap="wrap">
      <Button size="sm" variant="outline" paddingInline="2" aria-label="First page" disabled={isFirst} onClick={() => onPage(1)}>
        «
      </Button>
      <Button size="sm" variant="outline" paddingInline="2" aria-label="Previous page" disabled={isFirst} onClick={() => onPage((base) => Math.max(1, Math.min(base, last) - 1))}>
        ‹
      </Button>
      {/* Two pages either side from a tablet up; on a phone the current page alone between the first and last. */}
      <PageNumbers slots={pageWindow(page, last, 2)} page={page} onPage={onPage} hideBelow="md" />
      <PageNumbers slots={pageWindow(page, last, 0)} page={page} onPage={onPage} hideFrom="md" />
      <Button size="sm" variant="outline" paddingInline="2" aria-label="Next page" disabled={isLast} onClick={() => onPage((base) => Math.min(last, base + 1))}>
        ›
      </Button>
      <Button size="sm" variant="outline" paddingInline="2" aria-label="Last page" disabled={isLast} onClick={() => onPage(last)}>
        »
      </Button>
      {pages !== undefined && pages > 1 && <PageField pages={pages} onPage={onPage} />}
    </Flex>
  );
}

function PageNumbers({ slots, page, onPage, hideBelow, hideFrom }: { slots: PageSlot[]; page: number; onPage: (page: number) => void; hideBelow?: 'md'; hideFrom?: 'md' }) {
  return (
    <Flex gap="1" alignItems="center" hideBelow={hideBelow} hideFrom={hideFrom}>
      {slots.map((slot) =>
        slot.kind === 'gap' ? (
          <Text key={slot.key} as="span" aria-hidden="true" color="fg.muted" paddingInline="1">
            …
          </Text>
        ) : (
          <Button
            key={slot.page}
            size="sm"
            minWidth="9"
            paddingInline="2"
            variant={slot.page === page ? 'solid' : 'ghost'}
            aria-label={`Page ${slot.page}`}
            aria-current={slot.page === page ? 'page' : undefined}
            onClick={() => onPage(slot.page)}
          >
            {formatCount(slot.page)}
          </Button>
        ),
      )}
    </Flex>
  );
}

/** Type a page number and press Enter; a number outside the list is refused in words, not clamped. */
function PageField({ pages, onPage }: { pages: number; onPage: (page: number) => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim().replace(/[,\s]/g, '');
    if (typed === '') return;
    const asked = /^\d{1,9}$/.test(typed) ? Number(typed) : NaN;
    if (!Number.isInteger(asked) || asked < 1 || asked > pages) {
      setProblem(`Choose a page from 1 to ${formatCount(pages)}${Number.isInteger(asked) ? `: there is no page ${formatCount(asked)}` : ''}.`);
      return;
    }
    setProblem(null);
    setText('');
    onPage(asked);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Field.Root orientation="horizontal" width="auto" gap="2" invalid={problem !== null} flexWrap="wrap">
        <Field.Label whiteSpace="nowrap" marginInlineStart="2">
          Go to page
        </Field.Label>
        <Input
          size="sm"
          width="16"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
        {problem && <Field.ErrorText width="full">{problem}</Field.ErrorText>}
      </Field.Root>
    </form>
  );
}
