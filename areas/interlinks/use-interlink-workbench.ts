'use client';
// The AI interlink workbench's headless controller (docs/console-screens.md#ai-interlink-workbench): the
// source's text, its suggestions and their targets, the guard's verdict on each, and accept / reject /
// undo / bulk, each saving the source through the main API before the AI host hears of the decision.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { AI_ANSWER_UNREADABLE, RESOURCE_OF_TYPE, type InterlinkStatus, type InterlinkType, type Suggestion } from '@/areas/interlinks/types';
import { fetchSuggestions, requestSuggestions, saveSuggestionStatus, suggestionsUrl } from '@/areas/interlinks/api';
import { markBulk } from '@/areas/interlinks/bulk';
import { checkLinkTarget } from '@/areas/interlinks/guard';
import type { SourceLink } from '@/areas/interlinks/source-text';
import { storefrontPath } from '@/areas/interlinks/storefront-paths';
import type { Region } from '@/lib/resources/types';
import { ApiError, apiFetch, errorMessage } from '@/lib/client/fetcher';
import { toaster } from '@/lib/client/toaster';
import { invalidateResource, resourceApiUrl, type ResourceRecord } from '@/lib/client/use-resource';

/** How many decisions Undo can take back. */
export const UNDO_DEPTH = 5;


/** A suggestion with what the console makes of it. */
export interface ReviewedSuggestion extends Suggestion {
  /** Null when the link may be written; else why not (the region guard, or the anchor gone from the text). */
  blockedReason: string | null;
  /** Whether the anchor is still in the source's text, outside links and code. */
  isAnchorInText: boolean;
  /** Where the link would point on the storefront. */
  href: string | null;
  /** The console screen of the target. */
  targetHref: string;
}

type UndoEntry = { kind: 'accept'; suggestion: Suggestion; link: SourceLink } | { kind: 'reject'; suggestion: Suggestion };

export interface BulkPlan {
  accept: ReviewedSuggestion[];
  skipped: ReviewedSuggestion[];
  reject: ReviewedSuggestion[];
  /** The source's text once every planned link is in. */
  after: string;
}


type TargetKey = `${InterlinkType}:${number}`;

async function fetchTargets(keys: readonly TargetKey[]): Promise<Record<TargetKey, ResourceRecord | null>> {
  const entries = await Promise.all(
    keys.map(async (key) => {
      const [type, id] = key.split(':') as [InterlinkType, string];
      try {
        return [key, (await apiFetch<{ data: ResourceRecord }>(resourceApiUrl(RESOURCE_OF_TYPE[type], id))).data] as const;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [key, null] as const;
        throw error;
      }
    }),
  );
  return Object.fromEntries(entries) as Record<TargetKey, ResourceRecord | null>;
}

type Editing = typeof import('@/areas/interlinks/editing');

/** The markdown parser and link editing, loaded after first paint; null until then. */
function useEditing(): { editing: Editing | null; loadError: boolean } {
  const [state, setState] = useState<{ editing: Editing | null; loadError: boolean }>({ editing: null, loadError: false });
  useEffect(() => {
    let isCurrent = true;
    import('@/areas/interlinks/editing').then(
      (editing) => isCurrent && setState({ editing, loadError: false }),
      () => isCurrent && setState({ editing: null, loadError: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return state;
}

const NOT_READY = 'The link editor is still loading; try again in a moment.';

export function useInterlinkWorkbench(sourceType: InterlinkType, sourceId: number) {
  const { editing, loadError: editorLoadError } = useEditing();
  const resource = RESOURCE_OF_TYPE[sourceType];
  const sourceUrl = resourceApiUrl(resource, sourceId);
  const source = useSWR<{ data: ResourceRecord }, ApiError>(sourceUrl, { revalidateOnFocus: false });
  const list = useSWR<Suggestion[], ApiError>(suggestionsUrl(sourceType, sourceId), fetchSuggestions, { revalidateOnFocus: false });
  const targetKeys = useMemo(() => [...new Set((list.data ?? []).map((s): TargetKey => `${s.target_type}:${s.target_id}`))].sort(), [list.data]);
  const targets = useSWR(targetKeys.length ? ['interlink-targets', ...targetKeys] : null, ([, ...keys]: string[]) => fetchTargets(keys as TargetKey[]), {
    revalidateOnFocus: false,
  });

  const [isSuggesting, setIsSuggesting] = useState(false);
  const [suggestError, setSuggestError] = useState<string | null>(null);
  // The last run answered with no suggestions: an empty queue then means the AI host found nothing in
  // the text, not that nobody has asked yet.
  const [hasFoundNone, setHasFoundNone] = useState(false);
  const [actionError, setActionError] = useState<{ message: string; suggestionId?: number } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [undoStack, setUndoStack] = useState<UndoEntry[]>([]);
  const abortRef = useRef<AbortController | null>(null);

  const record = source.data?.data;
  const text = record && editing ? editing.sourceText(sourceType, record) : '';

  const reviewed = useMemo((): ReviewedSuggestion[] => {
    const sourceEnd = { type: sourceType, id: sourceId, region: String(record?.region ?? '') };
    return (list.data ?? []).map((suggestion) => {
      const target = targets.data?.[`${suggestion.target_type}:${suggestion.target_id}`];
      const verdict =
        target === undefined
          ? { allowed: false as const, reason: 'Checking the target…' }
          : checkLinkTarget(sourceEnd, target && { type: suggestion.target_type, id: target.id, region: String(target.region), status: String(target.status) });
      const isAnchorInText = editing !== null && editing.findAnchor(text, suggestion.anchor_text) !== null;
      const href = target
        ? storefrontPath({ type: suggestion.target_type, region: String(target.region) as Region, slug: String(target.slug), kind: typeof target.kind === 'number' ? target.kind : null })
        : null;
      const blockedReason = !verdict.allowed
        ? verdict.reason
        : editing === null
          ? 'Checking the text…'
        : !isAnchorInText
          ? `“${suggestion.anchor_text}” is not in the text (outside links and code), so there is nothing to link.`
          : href === null
            ? 'The target has no storefront address.'
            : null;
      const targetHref = `/${suggestion.target_type === 'content' ? 'content' : RESOURCE_OF_TYPE[suggestion.target_type]}/update/${suggestion.target_id}`;
      return { ...suggestion, blockedReason, isAnchorInText, href, targetHref };
    });
  }, [list.data, targets.data, text, record?.region, sourceType, sourceId, editing]);

  const setStatus = useCallback(async (id: number, status: InterlinkStatus) => {
    const updated = await saveSuggestionStatus(id, status);
    await list.mutate((current) => current?.map((s) => (s.id === id ? updated : s)), { revalidate: false });
    return updated;
  }, [list]);

  /** The source as the main API holds it now, so a save never overwrites someone's edit with an old copy. */
  const latestSource = useCallback(async () => (await apiFetch<{ data: ResourceRecord }>(sourceUrl)).data, [sourceUrl]);

  const saveRecord = useCallback(
    async (next: Readonly<Record<string, unknown>>) => {
      const { id: _id, created_at: _created, updated_at: _updated, ...fields } = next;
      const saved = (await apiFetch<{ data: ResourceRecord }>(sourceUrl, { method: 'PUT', json: fields })).data;
      await source.mutate({ data: saved }, { revalidate: false });
      void invalidateResource(resource);
      return saved;
    },
    [resource, source, sourceUrl],
  );

  const pushUndo = (entries: UndoEntry[]) => setUndoStack((stack) => [...stack, ...entries].slice(-UNDO_DEPTH));

  const run = useCallback(async (id: number | null, work: () => Promise<void>) => {
    setBusyId(id ?? -1);
    setActionError(null);
    try {
      await work();
    } catch (error) {
      setActionError({ message: errorMessage(error), suggestionId: id ?? undefined });
    } finally {
      setBusyId(null);
    }
  }, []);

  const accept = useCallback(
    (suggestion: ReviewedSuggestion) =>
      run(suggestion.id, async () => {
        if (suggestion.blockedReason !== null || suggestion.href === null) throw new Error(suggestion.blockedReason ?? 'This link is not allowed.');
        if (!editing) throw new Error(NOT_READY);
        const latest = await latestSource();
        const inserted = editing.linkInSource(sourceType, latest, suggestion.anchor_text, suggestion.href);
        if (!inserted) {
          await source.mutate({ data: latest }, { revalidate: false });
          throw new Error(`“${suggestion.anchor_text}” is no longer in the text; it was edited since. Reject the suggestion instead.`);
        }
        await saveRecord(inserted.record);
        try {
          await setStatus(suggestion.id, 'accepted');
        } catch (error) {
          // The AI host did not record the accept: take the link out again, so text and queue agree.
          const reverted = editing.unlinkInSource(sourceType, await latestSource(), inserted.link);
          if (reverted !== null) await saveRecord(reverted).catch(() => {});
          throw error;
        }
        pushUndo([{ kind: 'accept', suggestion, link: inserted.link }]);
        toaster.create({ type: 'success', title: 'Link accepted', description: `“${suggestion.anchor_text}” now links to ${suggestion.target_title}; the ${sourceType} is updated.` });
      }),
    [editing, latestSource, run, saveRecord, setStatus, source, sourceType],
  );

  const reject = useCallback(
    (suggestion: ReviewedSuggestion) =>
      run(suggestion.id, async () => {
        await setStatus(suggestion.id, 'rejected');
        pushUndo([{ kind: 'reject', suggestion }]);
      }),
    [run, setStatus],
  );

  const undo = useCallback(
    () =>
      run(null, async () => {
        const entry = undoStack.at(-1);
        if (!entry) return;
        if (entry.kind === 'accept') {
          if (!editing) throw new Error(NOT_READY);
          const latest = await latestSource();
          const reverted = editing.unlinkInSource(sourceType, latest, entry.link);
          if (reverted === null) throw new Error(`The link on “${entry.link.original}” was changed since, so it cannot be taken out automatically.`);
          await saveRecord(reverted);
        }
        await setStatus(entry.suggestion.id, 'pending');
        setUndoStack((stack) => stack.slice(0, -1));
        toaster.create({ type: 'info', title: 'Undone', description: `“${entry.suggestion.anchor_text}” is pending again.` });
      }),
    [editing, latestSource, run, saveRecord, setStatus, sourceType, undoStack],
  );

  /** What "accept all at or above `threshold`" would do, computed on the current text. */
  const planBulk = useCallback(
    (threshold: number, rejectRest: boolean): BulkPlan => {
      const pending = reviewed.filter((s) => s.status === 'pending');
      let after = text;
      const accept: ReviewedSuggestion[] = [];
      const skipped: ReviewedSuggestion[] = [];
      for (const suggestion of pending.filter((s) => s.score >= threshold)) {
        const inserted = editing && suggestion.blockedReason === null && suggestion.href ? editing.insertLink(after, suggestion.anchor_text, suggestion.href) : null;
        if (inserted) {
          after = inserted.markdown;
          accept.push(suggestion);
        } else skipped.push(suggestion);
      }
      const reject = rejectRest ? pending.filter((s) => s.score < threshold) : [];
      return { accept, skipped, reject, after };
    },
    [editing, reviewed, text],
  );

  const runBulk = useCallback(
    (plan: BulkPlan) =>
      run(null, async () => {
        if (!editing) throw new Error(NOT_READY);
        let next: Readonly<Record<string, unknown>> = await latestSource();
        const links: { suggestion: Suggestion; link: SourceLink }[] = [];
        for (const suggestion of plan.accept) {
          const inserted = editing.linkInSource(sourceType, next, suggestion.anchor_text, suggestion.href!);
          if (!inserted) continue;
          next = inserted.record;
          links.push({ suggestion, link: inserted.link });
        }
        if (links.length) await saveRecord(next);
        const marks = await markBulk(links, plan.reject, setStatus);
        pushUndo([
          ...marks.accepted.map(({ suggestion, link }): UndoEntry => ({ kind: 'accept', suggestion, link })),
          ...marks.rejected.map((suggestion): UndoEntry => ({ kind: 'reject', suggestion })),
        ]);
        if (marks.failure !== null) {
          // The AI host did not record these accepts: take their links out again (the last written
          // first), so text and queue agree.
          let reverted: Readonly<Record<string, unknown>> = await latestSource();
          for (const { link } of [...marks.unmarked].reverse()) reverted = editing.unlinkInSource(sourceType, reverted, link) ?? reverted;
          if (marks.unmarked.length) await saveRecord(reverted).catch(() => {});
          throw new Error(
            `Stopped part way: ${marks.accepted.length} accepted and ${marks.rejected.length} rejected; ` +
              `the rest are still pending${marks.unmarked.length ? ` and their links were taken out again` : ''}. ${errorMessage(marks.failure)}`,
          );
        }
        toaster.create({ type: 'success', title: 'Suggestions reviewed', description: `${links.length} accepted, ${plan.reject.length} rejected; the ${sourceType} is updated.` });
      }),
    [editing, latestSource, run, saveRecord, setStatus, sourceType],
  );

  const suggest = useCallback(async () => {
    const controller = new AbortController();
    abortRef.current = controller;
    setIsSuggesting(true);
    setSuggestError(null);
    setHasFoundNone(false);
    try {
      const made = await requestSuggestions(sourceType, sourceId, controller.signal);
      await list.mutate();
      setUndoStack([]);
      setHasFoundNone(made === 0);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      const message = errorMessage(error);
      setSuggestError(
        error instanceof ApiError && error.status === 504
          ? 'The AI host took too long to answer. Nothing was changed; try again.'
          : error instanceof ApiError && error.status >= 500 && message !== AI_ANSWER_UNREADABLE
            ? `The AI host could not suggest links: ${message}. Nothing was changed; try again.`
            : message,
      );
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setIsSuggesting(false);
    }
  }, [list, sourceId, sourceType]);

  const cancelSuggest = useCallback(() => abortRef.current?.abort(), []);

  return {
    record,
    text,
    sourceError: source.error,
    retrySource: () => void source.mutate(),
    isLoading: (!record || !editing) && !source.error && !editorLoadError,
    editorLoadError,
    findAnchor: editing?.findAnchor ?? null,
    suggestions: reviewed,
    listError: list.error,
    isListLoading: list.isLoading,
    retryList: () => void list.mutate(),
    targetsError: targets.error,
    retryTargets: () => void targets.mutate(),
    isSuggesting,
    suggestError,
    hasFoundNone,
    suggest,
    cancelSuggest,
    actionError,
    dismissActionError: () => setActionError(null),
    busyId,
    accept,
    reject,
    undo,
    canUndo: undoStack.length > 0,
    undoLabel: undoStack.at(-1) ? `${undoStack.at(-1)!.kind === 'accept' ? 'accept' : 'reject'} of “${undoStack.at(-1)!.suggestion.anchor_text}”` : null,
    planBulk,
    runBulk,
  };
}

export type InterlinkWorkbench = ReturnType<typeof useInterlinkWorkbench>;
