'use client';
// The History panel of a record: its entries newest first, a page at a time — who, when, what — each change
// in the form's own terms (lib/history/describe-change.ts: labels, money in the record's currency, picked
// records by name, long text as a word diff), and "Restore this version" on older versions where the role may
// update, asked first. A restore is a conditional write like a save: it is sent against the version the screen
// holds (If-Match), so a record changed since it was opened is refused (412) and the panel says to reload it;
// a restore a rule refuses (422: a published Condition's reviewer) says why, field by field, and nothing is
// lost. Paged with the lists' own pager (first, last, page numbers, a page field): a product saved daily for
// years has hundreds of pages. Loaded only when the panel is opened (history-section.tsx), with its diff code.
import { Badge, Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import useSWR from 'swr';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadError } from '@/components/ui/load-error';
import { LoadingRows } from '@/components/ui/loading-rows';
import { HISTORY_ACTION_LABELS, HISTORY_PAGE_SIZE, type HistoryEntry } from '@/lib/contract/history-types';
import { parseValidationErrorBody, type PagedList } from '@/lib/contract/rest';
import { ApiError, apiFetch, errorMessage } from '@/lib/client/fetcher';
import { useRecordNames } from '@/lib/client/use-record-names';
import { toaster } from '@/lib/client/toaster';
import { ifMatchHeader, invalidateResource, resourceApiUrl, useResourceRecord } from '@/lib/client/use-resource';
import { describeChange, referencedRecords, type ChangeView } from '@/lib/history/describe-change';
import type { ResourceMeta } from '@/lib/resources/types';
import { formatTime } from '@/lib/format-date';
import { useTimeZone } from '@/lib/client/use-time-zone';
import { countOf, formatCount } from '@/lib/format-number';
import { Pager } from '../list/list-pagination';

export interface HistoryPanelProps {
  meta: Pick<ResourceMeta, 'resource' | 'singular' | 'fields' | 'regionField'>;
  id: number | string;
  /**
   * The version of the record the screen holds (its form's, its drawer's): a restore is made against it. When
   * not given, the version of the record as the panel read it.
   */
  version?: number;
  /** The role may update the record: older versions offer "Restore this version". */
  canRestore: boolean;
  /** Called with the record as restored, once saved. */
  onRestored?: (record: Record<string, unknown>) => void | Promise<void>;
}

/** Why a restore did not happen, as the dialog shows it: a title, what to do, and any fields the rules named. */
interface RestoreRefusal {
  title: string;
  description: string;
  fields: string[];
}

/** A refused restore in words: a record changed meanwhile (412), a rule's field errors (422), else the upstream's text. */
function refusalOf(failure: unknown, noun: string, fields: HistoryPanelProps['meta']['fields']): RestoreRefusal {
  const title = `The ${noun} was not restored`;
  if (failure instanceof ApiError && failure.status === 412) {
    return {
      title: `The ${noun} was changed since you opened it`,
      description: `Someone saved it after it was loaded here. Reload the ${noun} to see its latest version, then choose the version to restore again.`,
      fields: [],
    };
  }
  const invalid = failure instanceof ApiError && failure.status === 422 ? parseValidationErrorBody(failure.body) : null;
  if (invalid) {
    // `blocks.2.item` reads as its field's label; a message that is already a sentence is kept as it is.
    const labelOf = (path: string) => fields.find((field) => field.name === path.split('.')[0])?.label ?? path;
    const sentences = Object.entries(invalid.errors).map(([path, message]) => {
      const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
      const label = labelOf(path);
      return sentence.toLowerCase().includes(label.toLowerCase()) ? sentence : `${label}: ${sentence}`;
    });
    return { title, description: invalid.message, fields: sentences };
  }
  return { title, description: errorMessage(failure), fields: [] };
}

function Empty() {
  return (
    <Text as="span" fontStyle="italic" color="fg.muted">
      Empty
    </Text>
  );
}

/** One change: the label, then before and after (or the word diff), read aloud as "from … to …". */
function Change({ view }: { view: ChangeView }) {
  return (
    <Box as="li" paddingY="1">
      <Text fontWeight="medium" fontSize="sm">
        {view.label}
      </Text>
      {view.kind === 'words' ? (
        <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
          {view.parts.map((part, index) =>
            part.change === 'added' ? (
              <chakra.ins key={index} bg="green.subtle" color="fg" textDecoration="underline">
                {part.value}
              </chakra.ins>
            ) : part.change === 'removed' ? (
              <chakra.del key={index} bg="red.subtle" color="fg" textDecoration="line-through">
                {part.value}
              </chakra.del>
            ) : (
              <span key={index}>{part.value}</span>
            ),
          )}
        </Text>
      ) : (
        <Text fontSize="sm" wordBreak="break-word">
          <chakra.span srOnly>from </chakra.span>
          {view.from === '' ? <Empty /> : <chakra.span color="fg.muted">{view.from}</chakra.span>}
          <span aria-hidden="true"> → </span>
          <chakra.span srOnly> to </chakra.span>
          {view.to === '' ? <Empty /> : <span>{view.to}</span>}
        </Text>
      )}
    </Box>
  );
}

export function HistoryPanel({ meta, id, version, canRestore, onRestored }: HistoryPanelProps) {
  const [page, setPage] = useState(1);
  const timeZone = useTimeZone();
  const url = `${resourceApiUrl(meta.resource, id, 'history')}?page=${page}&limit=${HISTORY_PAGE_SIZE}`;
  const { data, error, mutate, isLoading } = useSWR<{ data: PagedList<HistoryEntry> }, ApiError>(url, { revalidateOnFocus: false, keepPreviousData: true });
  const { data: recordAnswer } = useResourceRecord(meta.resource, id);
  const region = meta.regionField ? recordAnswer?.data?.[meta.regionField] : undefined;
  const entries = data?.data.records ?? [];
  const nameOf = useRecordNames(referencedRecords(meta, entries.flatMap((entry) => entry.changes)));
  const [restoring, setRestoring] = useState<HistoryEntry | null>(null);
  const [refusal, setRefusal] = useState<RestoreRefusal | null>(null);
  const noun = meta.singular.toLowerCase();
  const readVersion = recordAnswer?.data?.version;
  const shownVersion = version ?? (typeof readVersion === 'number' ? readVersion : undefined);

  if (error && !data) return <LoadError title="The history could not be loaded" error={error} onRetry={() => void mutate()} />;
  if (!data) return <LoadingRows rows={3} rowHeight="12" label="Loading history" />;
  const { pages, total } = data.data;
  // Back in range when the history answered has fewer pages than the one asked for.
  if (total > 0 && page > pages) setPage(pages);
  if (total === 0) {
    return <Text color="fg.muted">No changes recorded yet. Each save, status change and restore of this {noun} will be listed here, with who made it and when.</Text>;
  }

  const restore = async () => {
    if (!restoring) return;
    setRefusal(null);
    try {
      const answer = await apiFetch<{ data: Record<string, unknown> }>(`${resourceApiUrl(meta.resource, id, 'history')}/${restoring.id}/restore`, {
        method: 'POST',
        headers: shownVersion === undefined ? undefined : ifMatchHeader(shownVersion),
      });
      toaster.create({ type: 'success', title: `${meta.singular} restored`, description: `As it was on ${formatTime(restoring.at, timeZone)}.` });
      setRestoring(null);
      setPage(1);
      await onRestored?.(answer.data);
      void invalidateResource(meta.resource);
    } catch (failure) {
      setRefusal(refusalOf(failure, noun, meta.fields));
      // Someone else's save is an entry the list does not show yet.
      if (failure instanceof ApiError && failure.status === 412) void mutate();
      throw failure;
    }
  };

  return (
    <Stack gap="3" aria-busy={isLoading}>
      <chakra.ol listStyleType="none" display="flex" flexDirection="column" gap="3" aria-label={`Changes to this ${noun}, newest first`}>
        {entries.map((entry, index) => {
          const isCurrent = page === 1 && index === 0;
          const views = entry.changes.map((change) => describeChange(meta, change, { region, nameOf }));
          return (
            <Box as="li" key={entry.id} borderWidth="1px" borderRadius="md" padding="3">
              <Flex gap="2" wrap="wrap" align="baseline" justify="space-between">
                <Text fontWeight="semibold">
                  {HISTORY_ACTION_LABELS[entry.action]} by {entry.by.name}
                </Text>
                <Flex gap="2" align="baseline">
                  {isCurrent && <Badge colorPalette="blue">Current</Badge>}
                  <Text as="span" fontSize="sm" color="fg.muted">
                    <time dateTime={entry.at}>{formatTime(entry.at, timeZone)}</time>
                  </Text>
                </Flex>
              </Flex>
              {views.length > 0 ? (
                <chakra.ul listStyleType="none" marginTop="2" aria-label="Changed fields">
                  {views.map((view) => (
                    <Change key={view.field} view={view} />
                  ))}
                </chakra.ul>
              ) : (
                <Text fontSize="sm" color="fg.muted" marginTop="1">
                  Saved with no changes.
                </Text>
              )}
              {canRestore && !isCurrent && entry.action !== 'deleted' && (
                <Button
                  size="xs"
                  variant="outline"
                  marginTop="2"
                  onClick={() => {
                    setRefusal(null);
                    setRestoring(entry);
                  }}
                >
                  Restore this version
                </Button>
              )}
            </Box>
          );
        })}
      </chakra.ol>
      {pages > 1 && (
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {countOf(total, 'change')} · Page {formatCount(Math.min(page, pages))} of {formatCount(pages)}
          </Text>
          <Pager
            label="History pages"
            page={page}
            pages={pages}
            onPage={(next) => setPage((current) => Math.max(1, Math.min(pages, typeof next === 'function' ? next(current) : next)))}
          />
        </Flex>
      )}
      {restoring && (
        <ConfirmDialog title="Restore this version?" confirmLabel="Restore" onCancel={() => setRestoring(null)} onConfirm={restore}>
          <Stack gap="3">
            <Text>
              The {noun} becomes as it was after the change of {formatTime(restoring.at, timeZone)} by {restoring.by.name}, saved as a new version. Its
              history keeps every version, so this can be undone by restoring another. Anything not saved in the form is lost.
            </Text>
            {refusal && (
              <ErrorAlert
                title={refusal.title}
                description={
                  <>
                    {refusal.description}
                    {refusal.fields.length > 0 && (
                      <chakra.ul listStyleType="disc" paddingStart="5" marginTop="1">
                        {refusal.fields.map((sentence) => (
                          <li key={sentence}>{sentence}</li>
                        ))}
                      </chakra.ul>
                    )}
                  </>
                }
              />
            )}
          </Stack>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
