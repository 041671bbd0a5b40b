'use client';
// The audit log (/system/audit, admins; docs/console-screens.md#history-and-the-audit-log): every record's history entries, newest first, filtered
// by who, what kind of record, what happened and which days — all kept in the URL, so a filtered log is a
// link — each entry linking to its record. Reads `GET /v1/history` through the BFF.
import { Badge, Button, Field, Flex, Input, Link, Stack, Table, Text } from '@chakra-ui/react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import useSWR from 'swr';
import { PageHeader } from '@/components/shell/page-header';
import { LoadError } from '@/components/ui/load-error';
import { LoadingRows } from '@/components/ui/loading-rows';
import { Pager } from '@/components/resource/list/list-pagination';
import { ChoiceSelect } from '@/components/resource/list/list-toolbar';
import { RecordFilter } from '@/components/resource/record-filter';
import { HISTORY_ACTION_LABELS, HISTORY_ACTIONS, type AuditEntry } from '@/lib/contract/history-types';
import type { PagedList } from '@/lib/contract/rest';
import { mainApiUrl } from '@/lib/client/api-url';
import type { ApiError } from '@/lib/client/fetcher';
import { useTimeZone } from '@/lib/client/use-time-zone';
import { formatTime } from '@/lib/format-date';
import { countOf, formatCount } from '@/lib/format-number';
import { RowLink } from '@/components/resource/list/row-anchor';
import { useAsked } from '@/lib/client/controllers/use-asked';

/** What the screen knows of each resource with a history, from the server: its name, where a record opens, its field labels. */
export interface AuditResource {
  resource: string;
  /** Singular noun with a capital ("Product"). */
  singular: string;
  /** Plural title, for the filter ("Products"). */
  title: string;
  /** A record's console address with `{id}` for its id; null where the admin has no screen for one record. */
  href: string | null;
  /** The form's labels by field. */
  labels: Readonly<Record<string, string>>;
}

const PAGE_SIZE = 25;
const FILTERS = ['user', 'resource', 'action', 'from', 'to'] as const;
type FilterName = (typeof FILTERS)[number];

function humanise(name: string): string {
  const words = name.replace(/_id$/, '').replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function AuditLogScreen({ resources }: { resources: readonly AuditResource[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((name) => [name, searchParams.get(name) ?? ''])) as Record<FilterName, string>;
  // The filters as last chosen, shown until the URL next moves.
  const [asked, setAsked] = useAsked<Record<FilterName, string>>(searchParams.toString());
  const shown = asked ?? filters;
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const byName = new Map(resources.map((item) => [item.resource, item]));
  const timeZone = useTimeZone();

  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
  for (const name of FILTERS) if (filters[name]) query.set(name, filters[name]);
  const { data, error, isValidating, mutate } = useSWR<{ data: PagedList<AuditEntry> }, ApiError>(mainApiUrl('history', query), { keepPreviousData: true, revalidateOnFocus: false });

  /** The URL with one filter (or the page) changed; a new filter starts from the first page. */
  const go = (change: Partial<Record<FilterName | 'page', string>>) => {
    const params = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(change)) {
      if (value) params.set(key, value);
      else params.delete(key);
    }
    if (!('page' in change)) params.delete('page');
    if (params.get('page') === '1') params.delete('page');
    const search = params.toString();
    router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
  };
  /** A filter chosen: asked of the router, and shown at once. */
  const choose = (change: Partial<Record<FilterName, string>>) => {
    setAsked({ ...shown, ...change });
    go(change);
  };

  const select = (name: FilterName, label: string, options: readonly { value: string; label: string }[]) => (
    <ChoiceSelect label={label} value={shown[name]} options={options} onChange={(value) => choose({ [name]: value })} />
  );

  const answer = data?.data;

  // A page past the last (an old link) moves to the last page and says so, as the lists do.
  const [pastLast, setPastLast] = useState<{ asked: number; landed: number } | null>(null);
  // The page last asked for until the URL reaches it, so a second Next before then moves on from it.
  const askedPage = useRef<number | null>(null);
  useEffect(() => {
    if (askedPage.current === page) askedPage.current = null;
  }, [page]);
  const goToPage = (to: number | ((base: number) => number)) => {
    const target = typeof to === 'function' ? to(askedPage.current ?? page) : to;
    askedPage.current = target;
    setPastLast(null);
    go({ page: String(target) });
  };
  const isPastLast = answer !== undefined && answer.page === page && answer.total > 0 && page > answer.pages;
  if (isPastLast && (pastLast?.asked !== page || pastLast.landed !== answer.pages)) setPastLast({ asked: page, landed: answer.pages });
  const moveToLast = useEffectEvent((last: number) => go({ page: String(last) }));
  const lastPage = isPastLast ? answer.pages : null;
  useEffect(() => {
    if (lastPage !== null) moveToLast(lastPage);
  }, [lastPage]);
  const isFiltered = FILTERS.some((name) => filters[name] !== '');

  return (
    <>
      <PageHeader title="Audit log" description="Every change to every record: who made it, when, and what changed." />
      <Stack gap="4">
        <Flex role="group" gap="3" wrap="wrap" align="flex-end" aria-label="Audit log filters">
          {/* Searched as one types: any staff account, however many there are. */}
          <RecordFilter label="User" resource="users" labelField="name" value={shown.user} onChange={(value) => choose({ user: value })} />
          {select('resource', 'Record type', resources.map((item) => ({ value: item.resource, label: item.title })))}
          {select('action', 'Action', HISTORY_ACTIONS.map((action) => ({ value: action, label: HISTORY_ACTION_LABELS[action] })))}
          {(['from', 'to'] as const).map((bound) => (
            <Field.Root key={bound} width="auto">
              <Field.Label>{bound === 'from' ? 'From' : 'To'}</Field.Label>
              <Input type="date" value={shown[bound]} onChange={(event) => choose({ [bound]: event.target.value })} />
            </Field.Root>
          ))}
          {isFiltered && (
            <Button
              variant="ghost"
              onClick={() => {
                setAsked(Object.fromEntries(FILTERS.map((name) => [name, ''])) as Record<FilterName, string>);
                router.replace(pathname, { scroll: false });
              }}
            >
              Clear filters
            </Button>
          )}
        </Flex>

        {error && !answer ? (
          <LoadError title="The audit log could not be loaded" error={error} onRetry={error.status >= 500 ? () => void mutate() : undefined} />
        ) : !answer || isPastLast ? (
          <LoadingRows rows={8} rowHeight="8" label="Loading the audit log" />
        ) : answer.total === 0 ? (
          <Text color="fg.muted">{isFiltered ? 'No changes match these filters. Clear a filter to see more.' : 'No changes recorded yet. Every save, status change, delete and restore will be listed here.'}</Text>
        ) : (
          <>
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm" aria-label="Audit log" aria-busy={isValidating}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>When</Table.ColumnHeader>
                    <Table.ColumnHeader>Who</Table.ColumnHeader>
                    <Table.ColumnHeader>Action</Table.ColumnHeader>
                    <Table.ColumnHeader>Record</Table.ColumnHeader>
                    <Table.ColumnHeader>Changed fields</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {answer.records.map((entry) => {
                    const kind = byName.get(entry.resource);
                    const singular = kind?.singular ?? humanise(entry.resource);
                    // Named as it was called when the entry was written, so a renamed or deleted record still reads as itself.
                    const name = entry.label ?? `${singular} #${entry.record_id}`;
                    const href = entry.action !== 'deleted' && kind?.href ? kind.href.replace('{id}', String(entry.record_id)) : null;
                    const fields = entry.changes.map((change) => kind?.labels[change.field] ?? humanise(change.field));
                    return (
                      <Table.Row key={entry.id}>
                        <Table.Cell whiteSpace="nowrap">
                          <time dateTime={entry.at}>{formatTime(entry.at, timeZone)}</time>
                        </Table.Cell>
                        <Table.Cell>{entry.by.name}</Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={entry.action === 'deleted' ? 'red' : entry.action === 'created' ? 'green' : 'gray'}>{HISTORY_ACTION_LABELS[entry.action]}</Badge>
                        </Table.Cell>
                        <Table.Cell minW="40" overflowWrap="anywhere">
                          {href ? (
                            <Link asChild colorPalette="blue">
                              <RowLink href={href}>{name}</RowLink>
                            </Link>
                          ) : (
                            name
                          )}
                          {entry.label !== undefined && (
                            <Text as="span" display="block" fontSize="xs" color="fg.muted">
                              {singular}
                            </Text>
                          )}
                        </Table.Cell>
                        {/* A create lists every field it set: the list wraps within the table rather than widening it past the screen. */}
                        <Table.Cell minW="48" whiteSpace="normal" overflowWrap="anywhere">
                          {fields.length ? fields.join(', ') : <Text as="span" color="fg.muted">Saved with no changes</Text>}
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            {/* The lists' pager: a long log reaches any page in a click or two, as every list does. */}
            <Flex gap="3" align="center" justify="space-between" wrap="wrap">
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {countOf(answer.total, 'change')} · Page {formatCount(Math.min(answer.page, answer.pages))} of {formatCount(answer.pages)}
              </Text>
              <Pager page={page} pages={answer.pages} onPage={goToPage} />
            </Flex>
            {pastLast?.landed === page && (
              <Text role="status" fontSize="sm" color="fg.muted">
                There is no page {formatCount(pastLast.asked)}: this is the last page, {formatCount(page)}.
              </Text>
            )}
          </>
        )}
      </Stack>
    </>
  );
}
