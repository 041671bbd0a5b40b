'use client';
// The AI interlink workbench (docs/console-screens.md#ai-interlink-workbench): the source's text with every
// pending anchor marked on one side, the queue of suggestions on the other; accept, reject, undo, bulk
// with a preview, a filter by target type, counts, and j/k/a/r/u from the keyboard.
import { Badge, Box, Button, Code, Field, Flex, Grid, Heading, Input, Kbd, Link, Progress, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import NextLink from 'next/link';
import { Fragment, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { PageHeader } from '@/components/shell/page-header';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadError } from '@/components/ui/load-error';
import { useInterlinkWorkbench, type BulkPlan, type ReviewedSuggestion } from '@/areas/interlinks/use-interlink-workbench';
import type { findAnchor as FindAnchor } from '@/areas/interlinks/anchors';
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

const SHORTCUTS: [string, string][] = [
  ['j', 'next suggestion'],
  ['k', 'previous suggestion'],
  ['a', 'accept'],
  ['r', 'reject'],
  ['u', 'undo'],
];

interface InterlinkWorkbenchProps {
  sourceType: InterlinkType;
  sourceId: number;
}

/** A shortcut's action, kept by suggestion id when it must wait for the one under way. */
type KeyAction = { kind: 'accept' | 'reject'; id: number } | { kind: 'undo' };

/**
 * Runs a shortcut's action on the workbench as it is now, and says whether it started one: nothing to undo,
 * or a suggestion no longer pending, is passed over.
 */
function performKeyAction(action: KeyAction, { pending, wb }: { pending: readonly ReviewedSuggestion[]; wb: ReturnType<typeof useInterlinkWorkbench> }): boolean {
  if (action.kind === 'undo') {
    if (!wb.canUndo) return false;
    void wb.undo();
    return true;
  }
  const suggestion = pending.find((s) => s.id === action.id);
  // While a Suggest runs the queue is about to be replaced: a decision on it would name a suggestion that is going.
  if (!suggestion || wb.isSuggesting) return false;
  void (action.kind === 'accept' ? wb.accept(suggestion) : wb.reject(suggestion));
  return true;
}

/** Typing in a field or working in a dialog never triggers a shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="dialog"],[role="alertdialog"]') !== null;
}

export function InterlinkWorkbench({ sourceType, sourceId }: InterlinkWorkbenchProps) {
  const wb = useInterlinkWorkbench(sourceType, sourceId);
  const [filter, setFilter] = useState<InterlinkType | 'all'>('all');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [threshold, setThreshold] = useState('0.8');
  const [rejectRest, setRejectRest] = useState(false);
  const [plan, setPlan] = useState<BulkPlan | null>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const queueRef = useRef<HTMLDivElement>(null);

  const typeLabel = TYPE_LABELS[sourceType];
  const name = String(wb.record?.name ?? wb.record?.title ?? '');
  const pending = useMemo(() => wb.suggestions.filter((s) => s.status === 'pending'), [wb.suggestions]);
  const queue = useMemo(() => pending.filter((s) => filter === 'all' || s.target_type === filter), [pending, filter]);
  const decided = wb.suggestions.filter((s) => s.status !== 'pending');
  const counts = {
    pending: pending.length,
    accepted: wb.suggestions.filter((s) => s.status === 'accepted').length,
    rejected: wb.suggestions.filter((s) => s.status === 'rejected').length,
  };
  const selected = queue.find((s) => s.id === selectedId) ?? queue[0];


  // Selecting a suggestion brings its anchor into view in the text, and its card into view in the queue.
  useEffect(() => {
    if (!selected) return;
    textRef.current?.querySelector(`[data-suggestion="${selected.id}"]`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    queueRef.current?.querySelector(`[data-card="${selected.id}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  const keyState = useRef({ queue, selected, pending, wb });
  useEffect(() => {
    keyState.current = { queue, selected, pending, wb };
  });
  // Shortcuts pressed while an action is under way wait their turn instead of being dropped (a quick
  // "a, a" accepts two); each runs on the state drawn after the one before it. A failure drops the rest,
  // which were pressed expecting it to succeed.
  const waitingKeys = useRef<KeyAction[]>([]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const { queue: items, selected: current } = keyState.current;
      const index = current ? items.indexOf(current) : -1;
      let action: KeyAction;
      if (event.key === 'j' && items.length) {
        setSelectedId(items[Math.min(index + 1, items.length - 1)].id);
        event.preventDefault();
        return;
      } else if (event.key === 'k' && items.length) {
        setSelectedId(items[Math.max(index - 1, 0)].id);
        event.preventDefault();
        return;
      } else if (event.key === 'a' && current) {
        // A refused accept only says why; the selection stays on it for an r.
        if (current.blockedReason === null) setSelectedId(items[index + 1]?.id ?? items[index - 1]?.id ?? null);
        action = { kind: 'accept', id: current.id };
      } else if (event.key === 'r' && current) {
        setSelectedId(items[index + 1]?.id ?? items[index - 1]?.id ?? null);
        action = { kind: 'reject', id: current.id };
      } else if (event.key === 'u') action = { kind: 'undo' };
      else return;
      event.preventDefault();
      if (keyState.current.wb.busyId !== null || waitingKeys.current.length > 0) waitingKeys.current.push(action);
      else performKeyAction(action, keyState.current);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    if (wb.busyId !== null) return;
    if (wb.actionError) waitingKeys.current = [];
    // An action passed over starts nothing, so no change of busyId would bring the next one: go on here.
    for (let next = waitingKeys.current.shift(); next; next = waitingKeys.current.shift()) {
      if (performKeyAction(next, keyState.current)) break;
    }
  }, [wb.busyId, wb.actionError]);

  const title = `${typeLabel} AI interlink`;
  if (wb.sourceError) {
    return (
      <>
        <PageHeader title={title} />
        <LoadError title={`The ${sourceType} could not be loaded`} error={wb.sourceError} onRetry={wb.sourceError.status !== 404 ? wb.retrySource : undefined} />
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
          wb.record ? (
            <>
              Links from{' '}
              <Link asChild color="fg" fontWeight="medium">
                <NextLink href={editHref}>{name}</NextLink>
              </Link>{' '}
              ({String(wb.record.region)}) to other records of its storefront.
            </>
          ) : undefined
        }
        actions={
          <>
            <Button variant="outline" onClick={() => void wb.undo()} disabled={!wb.canUndo || wb.busyId !== null} title={wb.undoLabel ? `Undo the ${wb.undoLabel}` : undefined}>
              Undo
            </Button>
            {wb.isSuggesting ? (
              <Button variant="outline" colorPalette="red" onClick={wb.cancelSuggest}>
                Cancel suggesting
              </Button>
            ) : (
              <Button colorPalette="blue" onClick={() => void wb.suggest()} disabled={!wb.record}>
                Suggest links
              </Button>
            )}
          </>
        }
      />

      <Stack gap="4">
        {wb.isSuggesting && (
          <SuggestProgress />
        )}
        {wb.suggestError && (
          <ErrorAlert
            title="No new suggestions"
            description={wb.suggestError}
            action={
              <Button size="sm" variant="outline" onClick={() => void wb.suggest()}>
                Retry
              </Button>
            }
          />
        )}
        {wb.actionError && (
          <ErrorAlert
            title="That did not go through"
            description={wb.actionError.message}
            action={
              <Flex gap="2">
                {wb.actionError.suggestionId !== undefined && pending.some((s) => s.id === wb.actionError?.suggestionId) && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      const target = pending.find((s) => s.id === wb.actionError?.suggestionId);
                      if (target) void wb.reject(target);
                    }}
                  >
                    Reject instead
                  </Button>
                )}
                <Button size="sm" variant="ghost" onClick={wb.dismissActionError}>
                  Dismiss
                </Button>
              </Flex>
            }
          />
        )}
        {wb.targetsError && <LoadError title="The suggested targets could not be checked" error={wb.targetsError} onRetry={wb.retryTargets} />}

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
            {SHORTCUTS.map(([key, does]) => (
              <Flex as="span" key={key} gap="1" alignItems="center">
                <Kbd>{key}</Kbd> {does}
              </Flex>
            ))}
          </Flex>
        </Flex>

        <Flex as="form" gap="3" alignItems="flex-end" wrap="wrap" aria-label="Bulk review" onSubmit={(event) => {
          event.preventDefault();
          if (isThresholdValid) setPlan(wb.planBulk(thresholdValue, rejectRest));
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
          <Button type="submit" size="sm" variant="outline" disabled={!isThresholdValid || pending.length === 0 || wb.busyId !== null}>
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
            {wb.editorLoadError ? (
              <LoadError title="The link editor could not be loaded" error={new Error('Check your connection, then refresh the page.')} />
            ) : wb.isLoading || !wb.findAnchor ? (
              <Spinner role="status" aria-label="Loading the text" />
            ) : wb.text === '' ? (
              <Text color="fg.muted">This {sourceType} has no text yet. {sourceType === 'content' ? 'Add a text block' : 'Write a description'} on its edit screen first.</Text>
            ) : (
              <SourceText ref={textRef} findAnchor={wb.findAnchor} text={wb.text} suggestions={pending} selectedId={selected?.id} onSelect={setSelectedId} />
            )}
          </Box>

          <Box as="section" aria-labelledby="queue-heading">
            <Heading as="h2" size="md" id="queue-heading" marginBottom="3">
              Suggestions
            </Heading>
            {wb.listError ? (
              <LoadError title="Suggestions could not be loaded" error={wb.listError} onRetry={wb.retryList} />
            ) : wb.isListLoading ? (
              <Spinner role="status" aria-label="Loading suggestions" />
            ) : queue.length === 0 ? (
              <Text color="fg.muted">
                {pending.length > 0
                  ? 'No pending suggestions of this type.'
                  : wb.hasFoundNone
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
                    isBusy={wb.busyId !== null || wb.isSuggesting}
                    onSelect={() => setSelectedId(suggestion.id)}
                    onAccept={() => void wb.accept(suggestion)}
                    onReject={() => void wb.reject(suggestion)}
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
          before={wb.text}
          threshold={thresholdValue}
          onClose={() => setPlan(null)}
          onConfirm={async () => {
            await wb.runBulk(plan);
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

interface SourceTextProps {
  findAnchor: typeof FindAnchor;
  text: string;
  suggestions: readonly ReviewedSuggestion[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  ref: React.Ref<HTMLDivElement>;
}

/** The markdown as written, each pending anchor marked where the link would go. */
function SourceText({ findAnchor, text, suggestions, selectedId, onSelect, ref }: SourceTextProps) {
  const marks = useMemo(() => {
    const found = suggestions
      .map((s) => ({ s, match: findAnchor(text, s.anchor_text) }))
      .filter((m): m is { s: ReviewedSuggestion; match: NonNullable<typeof m.match> } => m.match !== null)
      .sort((a, b) => a.match.start - b.match.start);
    const kept: typeof found = [];
    for (const mark of found) if (!kept.length || mark.match.start >= kept[kept.length - 1].match.end) kept.push(mark);
    return kept;
  }, [findAnchor, text, suggestions]);

  let cursor = 0;
  return (
    <Box ref={ref} whiteSpace="pre-wrap" fontFamily="mono" fontSize="sm" lineHeight="tall" data-testid="source-text">
      {marks.map(({ s, match }) => {
        const before = text.slice(cursor, match.start);
        cursor = match.end;
        const isSelected = s.id === selectedId;
        return (
          <Fragment key={s.id}>
            {before}
            <chakra.mark
              data-suggestion={s.id}
              onClick={() => onSelect(s.id)}
              cursor="pointer"
              borderRadius="sm"
              paddingX="0.5"
              bg={s.blockedReason ? 'red.subtle' : isSelected ? 'yellow.muted' : 'yellow.subtle'}
              color="fg"
              outline={isSelected ? '2px solid' : undefined}
              outlineColor="yellow.fg"
            >
              {match.text}
            </chakra.mark>
          </Fragment>
        );
      })}
      {text.slice(cursor)}
    </Box>
  );
}

interface SuggestionCardProps {
  suggestion: ReviewedSuggestion;
  isSelected: boolean;
  isBusy: boolean;
  onSelect: () => void;
  onAccept: () => void;
  onReject: () => void;
}

function ContextWithAnchor({ context, anchor }: { context: string; anchor: string }) {
  const at = context.toLowerCase().indexOf(anchor.toLowerCase());
  if (at === -1) return <>{context}</>;
  return (
    <>
      {context.slice(0, at)}
      <chakra.mark bg="yellow.subtle" color="fg">
        {context.slice(at, at + anchor.length)}
      </chakra.mark>
      {context.slice(at + anchor.length)}
    </>
  );
}

function SuggestionCard({ suggestion: s, isSelected, isBusy, onSelect, onAccept, onReject }: SuggestionCardProps) {
  const percent = Math.round(s.score * 100);
  return (
    <Box
      as="li"
      data-card={s.id}
      aria-label={`${s.anchor_text} → ${s.target_title}`}
      aria-current={isSelected ? 'true' : undefined}
      borderWidth={isSelected ? '2px' : '1px'}
      borderColor={isSelected ? 'blue.solid' : 'border'}
      borderRadius="md"
      padding="3"
      onClick={onSelect}
    >
      <Flex justifyContent="space-between" gap="2" alignItems="flex-start">
        <Stack gap="0.5" minWidth="0" flex="1">
          <Text fontWeight="semibold">{s.target_title}</Text>
          <Flex gap="2" alignItems="center" fontSize="sm" wrap="wrap">
            <Badge>{TYPE_LABELS[s.target_type]}</Badge>
            <Link asChild fontSize="sm" colorPalette="blue">
              <NextLink href={s.targetHref} target="_blank">
                Open target
              </NextLink>
            </Link>
            {s.href && <Code fontSize="xs">{s.href}</Code>}
          </Flex>
        </Stack>
        <Box width="28" flexShrink={0}>
          <Progress.Root value={percent} size="sm" aria-label={`Score ${s.score.toFixed(2)}`}>
            <Flex alignItems="center" gap="2">
              <Progress.Track flex="1">
                <Progress.Range />
              </Progress.Track>
              <Progress.ValueText>{s.score.toFixed(2)}</Progress.ValueText>
            </Flex>
          </Progress.Root>
        </Box>
      </Flex>
      <Text fontSize="sm" marginTop="2">
        Anchor: <strong>“{s.anchor_text}”</strong>
      </Text>
      {s.context && (
        <Text fontSize="sm" color="fg.muted" marginTop="1">
          <ContextWithAnchor context={s.context} anchor={s.anchor_text} />
        </Text>
      )}
      {s.blockedReason && (
        <Text fontSize="sm" color="fg.error" marginTop="2">
          Not allowed: {s.blockedReason}
        </Text>
      )}
      <Flex gap="2" marginTop="3">
        <Button size="xs" colorPalette="green" onClick={onAccept} disabled={isBusy || s.blockedReason !== null}>
          Accept
        </Button>
        <Button size="xs" variant="outline" onClick={onReject} disabled={isBusy}>
          Reject
        </Button>
      </Flex>
    </Box>
  );
}
