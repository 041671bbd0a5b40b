'use client';
// The AI interlink workbench (docs/console-screens.md#ai-interlink-workbench), its layout: the header's
// Undo and Suggest, the alerts, counts, filter and bulk review, the source's text on one side
// (source-text-view.tsx) and the queue of suggestion cards on the other (suggestion-card.tsx); the
// keyboard lives in use-review-shortcuts.ts and the data in use-interlink-workbench.ts.
import { Badge, Box, Button, Field, Flex, Grid, Heading, Input, Kbd, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { PageHeader } from '@/components/shell/page-header';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadError } from '@/components/ui/load-error';
import { useInterlinkWorkbench, type BulkPlan } from '@/areas/interlinks/use-interlink-workbench';
import { REVIEW_SHORTCUTS, useReviewShortcuts } from '@/areas/interlinks/use-review-shortcuts';
import { SourceTextView } from '@/areas/interlinks/source-text-view';
import { SuggestionCard } from '@/areas/interlinks/suggestion-card';
import { INTERLINK_TYPES, RESOURCE_OF_TYPE, TYPE_LABELS, type InterlinkType } from '@/areas/interlinks/types';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import type { BulkPreviewDialogProps } from './bulk-preview-dialog';

const MSG_THRESHOLD_RANGE = 'Score threshold must be between 0 and 1';

const BulkPreviewDialog = lazyWithFallback<BulkPreviewDialogProps>(
  () => import('./bulk-preview-dialog').then((m) => m.BulkPreviewDialog),
  function BulkPreviewUnavailable({ onClose }: BulkPreviewDialogProps) {
    useEffect(() => {
      reportUnavailable('The bulk preview', 'Nothing was changed.');
      onClose();
    }, [onClose]);
    return null;
  },
);

interface InterlinkWorkbenchProps {
  sourceType: InterlinkType;
  sourceId: number;
}

export function InterlinkWorkbench({ sourceType, sourceId }: InterlinkWorkbenchProps) {
  const workbench = useInterlinkWorkbench(sourceType, sourceId);
  const [filter, setFilter] = useState<InterlinkType | 'all'>('all');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [threshold, setThreshold] = useState('0.8');
  const [rejectRest, setRejectRest] = useState(false);
  const [plan, setPlan] = useState<BulkPlan | null>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const queueRef = useRef<HTMLDivElement>(null);

  const typeLabel = TYPE_LABELS[sourceType];
  const name = String(workbench.record?.name ?? workbench.record?.title ?? '');
  const pending = useMemo(() => workbench.suggestions.filter((s) => s.status === 'pending'), [workbench.suggestions]);
  const queue = useMemo(() => pending.filter((s) => filter === 'all' || s.target_type === filter), [pending, filter]);
  const decided = workbench.suggestions.filter((s) => s.status !== 'pending');
  const counts = {
    pending: pending.length,
    accepted: workbench.suggestions.filter((s) => s.status === 'accepted').length,
    rejected: workbench.suggestions.filter((s) => s.status === 'rejected').length,
  };
  const selected = queue.find((s) => s.id === selectedId) ?? queue[0];


  // Selecting a suggestion brings its anchor into view in the text, and its card into view in the queue.
  useEffect(() => {
    if (!selected) return;
    textRef.current?.querySelector(`[data-suggestion="${selected.id}"]`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    queueRef.current?.querySelector(`[data-card="${selected.id}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  useReviewShortcuts({ queue, selected, pending, workbench }, setSelectedId);

  const title = `${typeLabel} AI interlink`;
  if (workbench.sourceError) {
    return (
      <>
        <PageHeader title={title} />
        <LoadError title={`The ${sourceType} could not be loaded`} error={workbench.sourceError} onRetry={workbench.sourceError.status !== 404 ? workbench.retrySource : undefined} />
      </>
    );
  }

  const thresholdValue = Number(threshold);
  const isThresholdValid = threshold.trim() !== '' && thresholdValue >= 0 && thresholdValue <= 1;
  const editHref = `/${RESOURCE_OF_TYPE[sourceType]}/update/${sourceId}`;

  return (
    <>
      <PageHeader
        title={title}
        description={
          workbench.record ? (
            <>
              Links from{' '}
              <Link asChild color="fg" fontWeight="medium">
                <NextLink href={editHref}>{name}</NextLink>
              </Link>{' '}
              ({String(workbench.record.region)}) to other records of its storefront.
            </>
          ) : undefined
        }
        actions={
          <>
            <Button variant="outline" onClick={() => void workbench.undo()} disabled={!workbench.canUndo || workbench.busyId !== null} title={workbench.undoLabel ? `Undo the ${workbench.undoLabel}` : undefined}>
              Undo
            </Button>
            {workbench.isSuggesting ? (
              <Button variant="outline" colorPalette="red" onClick={workbench.cancelSuggest}>
                Cancel suggesting
              </Button>
            ) : (
              <Button colorPalette="blue" onClick={() => void workbench.suggest()} disabled={!workbench.record}>
                Suggest links
              </Button>
            )}
          </>
        }
      />

      <Stack gap="4">
        {workbench.isSuggesting && (
          <SuggestProgress />
        )}
        {workbench.suggestError && (
          <ErrorAlert
            title="No new suggestions"
            description={workbench.suggestError}
            action={
              <Button size="sm" variant="outline" onClick={() => void workbench.suggest()}>
                Retry
              </Button>
            }
          />
        )}
        {workbench.actionError && (
          <ErrorAlert
            title="That did not go through"
            description={workbench.actionError.message}
            action={
              <Flex gap="2">
                {workbench.actionError.suggestionId !== undefined && pending.some((s) => s.id === workbench.actionError?.suggestionId) && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      const target = pending.find((s) => s.id === workbench.actionError?.suggestionId);
                      if (target) void workbench.reject(target);
                    }}
                  >
                    Reject instead
                  </Button>
                )}
                <Button size="sm" variant="ghost" onClick={workbench.dismissActionError}>
                  Dismiss
                </Button>
              </Flex>
            }
          />
        )}
        {workbench.targetsError && <LoadError title="The suggested targets could not be checked" error={workbench.targetsError} onRetry={workbench.retryTargets} />}

        <Flex gap="6" wrap="wrap" alignItems="center" aria-label="Counts" role="group">
          <Text>
            Pending <Badge colorPalette="blue">{counts.pending}</Badge>
          </Text>
          <Text>
            Accepted <Badge colorPalette="green">{counts.accepted}</Badge>
          </Text>
          <Text>
            Rejected <Badge colorPalette="gray">{counts.rejected}</Badge>
          </Text>
          <Flex role="group" aria-label="Filter by target type" gap="1" wrap="wrap">
            {(['all', ...INTERLINK_TYPES] as const).map((type) => (
              <Button key={type} size="xs" variant={filter === type ? 'solid' : 'outline'} aria-pressed={filter === type} onClick={() => setFilter(type)}>
                {type === 'all' ? 'All' : TYPE_LABELS[type]}
              </Button>
            ))}
          </Flex>
          <Flex role="group" gap="3" wrap="wrap" aria-label="Keyboard shortcuts" fontSize="sm" color="fg.muted">
            {REVIEW_SHORTCUTS.map(([key, does]) => (
              <Flex as="span" key={key} gap="1" alignItems="center">
                <Kbd>{key}</Kbd> {does}
              </Flex>
            ))}
          </Flex>
        </Flex>

        <Flex as="form" gap="3" alignItems="flex-end" wrap="wrap" aria-label="Bulk review" onSubmit={(event) => {
          event.preventDefault();
          if (isThresholdValid) setPlan(workbench.planBulk(thresholdValue, rejectRest));
        }}>
          {/* Said under the field, not only outlined: an outline alone tells no one why Preview stays off. */}
          <Field.Root invalid={!isThresholdValid} width="auto">
            <Field.Label fontSize="sm">Score threshold</Field.Label>
            <Input size="sm" width="24" type="number" min={0} max={1} step={0.05} value={threshold} onChange={(event) => setThreshold(event.target.value)} />
            <Field.ErrorText>{MSG_THRESHOLD_RANGE}</Field.ErrorText>
          </Field.Root>
          <Checkbox checked={rejectRest} onCheckedChange={setRejectRest}>
            Reject the rest
          </Checkbox>
          <Button type="submit" size="sm" variant="outline" disabled={!isThresholdValid || pending.length === 0 || workbench.busyId !== null}>
            Preview bulk accept
          </Button>
        </Flex>

        {/*
          One column below lg, never wider than the screen: a plain 1fr grows to its widest unbreakable
          line (a link's address in the text, a target's path), which made a phone scroll sideways; long
          words break anywhere, inherited by both panels.
        */}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6" alignItems="start" overflowWrap="anywhere">
          <Box as="section" aria-labelledby="source-text-heading" borderWidth="1px" borderRadius="md" padding="4" maxHeight="70vh" overflowY="auto" position={{ lg: 'sticky' }} top="4">
            <Heading as="h2" size="md" id="source-text-heading" marginBottom="3">
              Text
            </Heading>
            {workbench.editorLoadError ? (
              <LoadError title="The link editor could not be loaded" error={new Error('Check your connection, then refresh the page.')} />
            ) : workbench.isLoading || !workbench.findAnchor ? (
              <Spinner role="status" aria-label="Loading the text" />
            ) : workbench.text === '' ? (
              <Text color="fg.muted">This {sourceType} has no text yet. {sourceType === 'content' ? 'Add a text block' : 'Write a description'} on its edit screen first.</Text>
            ) : (
              <SourceTextView ref={textRef} findAnchor={workbench.findAnchor} text={workbench.text} suggestions={pending} selectedId={selected?.id} onSelect={setSelectedId} />
            )}
          </Box>

          <Box as="section" aria-labelledby="queue-heading">
            <Heading as="h2" size="md" id="queue-heading" marginBottom="3">
              Suggestions
            </Heading>
            {workbench.listError ? (
              <LoadError title="Suggestions could not be loaded" error={workbench.listError} onRetry={workbench.retryList} />
            ) : workbench.isListLoading ? (
              <Spinner role="status" aria-label="Loading suggestions" />
            ) : queue.length === 0 ? (
              <Text color="fg.muted">
                {pending.length > 0
                  ? 'No pending suggestions of this type.'
                  : workbench.hasFoundNone
                    ? 'The AI host found no links for this text.'
                    : 'No pending suggestions. Choose “Suggest links” to ask the AI host for some.'}
              </Text>
            ) : (
              <Stack as="ul" ref={queueRef} gap="3" listStyleType="none" aria-label="Pending suggestions">
                {queue.map((suggestion) => (
                  <SuggestionCard
                    key={suggestion.id}
                    suggestion={suggestion}
                    isSelected={suggestion.id === selected?.id}
                    isBusy={workbench.busyId !== null || workbench.isSuggesting}
                    onSelect={() => setSelectedId(suggestion.id)}
                    onAccept={() => void workbench.accept(suggestion)}
                    onReject={() => void workbench.reject(suggestion)}
                  />
                ))}
              </Stack>
            )}
            {decided.length > 0 && (
              <Box marginTop="6">
                <Heading as="h3" size="sm" marginBottom="2">
                  Reviewed
                </Heading>
                <Stack as="ul" gap="1" listStyleType="none" aria-label="Reviewed suggestions" fontSize="sm">
                  {decided.map((s) => (
                    <Flex as="li" key={s.id} gap="2" alignItems="center">
                      <Badge colorPalette={s.status === 'accepted' ? 'green' : 'gray'}>{s.status}</Badge>
                      <Text>
                        “{s.anchor_text}” → {s.target_title}
                      </Text>
                    </Flex>
                  ))}
                </Stack>
              </Box>
            )}
          </Box>
        </Grid>
      </Stack>

      {plan && (
        <Suspense fallback={null}>
        <BulkPreviewDialog
          plan={plan}
          before={workbench.text}
          threshold={thresholdValue}
          onClose={() => setPlan(null)}
          onConfirm={async () => {
            await workbench.runBulk(plan);
            setPlan(null);
          }}
        />
        </Suspense>
      )}
    </>
  );
}

/** Shown while the AI host works: mounted with the call, so its clock starts at 0 each time. */
function SuggestProgress() {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Flex role="status" alignItems="center" gap="3" borderWidth="1px" borderRadius="md" padding="3">
      <Spinner size="sm" />
      <Text>The AI host is reading the text and suggesting links… {elapsed} s. You can cancel; nothing changes until it answers.</Text>
    </Flex>
  );
}
