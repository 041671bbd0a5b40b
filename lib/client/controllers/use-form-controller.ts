'use client';
// The headless form controller of a declared resource: loads the record, runs react-hook-form with the
// resource's zod checks fetched on first use (not with the page), saves through the record controller
// against the version it loaded (If-Match), merges a 412 with the stored version through the merge an update
// screen lends (silently when no field clashes, else through the conflict it answers for the view to
// settle), puts the server's 422 field errors on their fields, keeps what was typed when a save fails, offers
// the latest version after a 409, deletes, warns before unsaved changes are lost, and (when asked) keeps them
// in the browser as a draft to offer back (lib/client/drafts/). The view (components/resource/form/) only
// draws what this answers.
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { ResourceMeta } from '@/lib/resources/types';
import { ApiError, errorMessage, isRedirectingToLogin } from '../fetcher';
import { loadOnce } from '../lazy-part';
import { toaster } from '../toaster';
import { useUnsavedChangesWarning } from '../use-unsaved-changes-warning';
import { resourceApiUrl, type ResourceRecord } from '../use-resource';
import type { DraftOffer } from '../drafts/draft-session';
import { useFormDraft, type DraftLoader } from '../drafts/use-form-draft';
import { useReportShownVersion } from '../shown-version';
import { toFormValues } from './form-values';
import { useRecordController } from './use-record-controller';
import type { ConflictContext, EditConflict, SaveRound } from './edit-conflict';
import { useLiveNews, type LiveNewsParts } from './use-live-news';

type FormChecks = typeof import('@/lib/resources/form-checks');

/** The forms' zod checks, fetched once; a failed fetch (network gone) is tried again on the next use. */
const loadFormChecks = loadOnce(() => import('@/lib/resources/form-checks'));

/** Starts fetching the checks (on the form's first focus or press), ignoring a failure until a save. */
export const preloadFormChecks = () => void loadFormChecks().catch(() => {});

export const CHECKS_UNAVAILABLE = 'The form could not be checked: check your connection, then save again.';

export interface FormController extends Omit<LiveNewsParts, 'clearLiveNews'> {
  /** Null on a create screen. */
  id: string | null;
  /** The version of the record the form's values started from, which a save (or a restore beside it) is made against. */
  version: number | undefined;
  /** False until an update screen's record has loaded (or failed to). */
  isReady: boolean;
  loadError: ApiError | undefined;
  retryLoad: () => void;
  form: UseFormReturn<FieldValues>;
  /** Starts loading what editing needs — the checks, the drafts — on the form's first focus or press. */
  prepare: () => void;
  /** The form's submit handler: checks, saves, reports. */
  onSubmit: (event?: FormEvent) => void;
  /** Checks and saves without a toast of its own, for a step that follows; false when nothing was saved (the form shows why). */
  saveChanges: () => Promise<boolean>;
  /**
   * Takes a newer version of the record the user's own action produced outside a save (a workflow step) as
   * the form's starting point: its version is what the next save is made against, and the fields the user
   * has not changed show its values, while what was typed stays as typed. Only the version right after the
   * form's is taken (that one write was the user's); false otherwise, when someone else wrote too and the
   * next save is to merge with their changes as usual.
   */
  adoptRecord: (record: ResourceRecord) => boolean;
  isSaving: boolean;
  /** Why the last save failed, in words; null when it did not. */
  formError: string | null;
  /**
   * What the last save said in its toast ("File updated", "Merged with changes by …"), for an editor that
   * says it inside itself too (a modal drawer hides toasts from assistive technology); null until a save
   * goes through, and again while the next one runs.
   */
  saveNote: string | null;
  /** The last save met a newer version of the record (409): `loadLatest` discards the typed changes for it. */
  hasConflict: boolean;
  loadLatest: () => Promise<void>;
  /** A save met a newer version (412) whose changes clash with the typed ones: the conflict view settles it. */
  editConflict: EditConflict | null;
  /** What the conflict view settles or dismisses `editConflict` with (edit-conflict.ts). */
  conflictContext: () => ConflictContext;
  /** Deletes the record (after the view's confirmation); rejects, with a toast shown, when refused. */
  remove: () => Promise<void>;
  /** Unsaved changes kept from an earlier visit, to restore or discard; null when none differ (or drafts are off). */
  draftOffer: DraftOffer | null;
}

/** Loads the 412 merge (edit-conflict.ts); only update screens give it, so create screens carry none of it. */
export type EditConflictLoader = () => Promise<Pick<typeof import('./edit-conflict'), 'mergeStaleSave'>>;

export interface FormControllerOptions {
  /** What merges a save that met someone else's (412); without it, a 412 fails the save as any refusal does. */
  editConflicts?: EditConflictLoader;
  /** Keep unsaved changes in the browser as they are typed, and offer them back, with this (the page forms; not drawers). */
  drafts?: DraftLoader;
}

/**
 * `listHref`: where a created or deleted record leads — the area's list, or null for a role that may not open
 * it (admins and the editors' /tips list), who go back where they came from (lib/client/came-from.ts).
 */
export function useFormController(meta: ResourceMeta, id: string | null, listHref: string | null = meta.basePath, { drafts, editConflicts }: FormControllerOptions = {}): FormController {
  const router = useRouter();
  const noun = meta.singular.toLowerCase();
  const record = useRecordController<ResourceRecord>({
    url: id === null ? null : resourceApiUrl(meta.resource, id),
    createUrl: resourceApiUrl(meta.resource),
    invalidates: meta.resource,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [saveNote, setSaveNote] = useState<string | null>(null);
  const [hasConflict, setHasConflict] = useState(false);
  const [editConflict, setEditConflict] = useState<EditConflict | null>(null);
  // The version the form's values started from: every update is saved against it (If-Match).
  const [version, setVersion] = useState<number | undefined>(undefined);
  // Read by adoptRecord, which runs after a step's awaits, from a render that may predate a save in between.
  const latestVersion = useRef(version);
  useEffect(() => {
    latestVersion.current = version;
  }, [version]);
  // Set at once too, for a colleague's change judged before the next render (use-live-news.ts).
  const takeVersion = (next: number | undefined) => {
    latestVersion.current = next;
    setVersion(next);
  };
  const savesRunning = useRef(0);
  // A History panel beside the form restores against the same version.
  useReportShownVersion(id === null ? undefined : version);

  const resolver: Resolver<FieldValues> = async (values, context, options) => {
    let checks: FormChecks;
    try {
      checks = await loadFormChecks();
    } catch {
      setFormError(CHECKS_UNAVAILABLE);
      return { values: {}, errors: { root: { type: 'unavailable', message: CHECKS_UNAVAILABLE } } };
    }
    setFormError((shown) => (shown === CHECKS_UNAVAILABLE ? null : shown));
    // The schema's output (trimmed, defaults filled) is what gets sent.
    return checks.resolverFor(meta.name)(values, context, options);
  };

  // The form starts from the first version of the record that loads; later versions (a background
  // refresh) never overwrite what is being typed. A save, or taking the latest after a conflict,
  // resets the form explicitly.
  const [initial, setInitial] = useState<FieldValues | undefined>(undefined);
  if (initial === undefined && record.record) {
    setInitial(toFormValues(record.record, meta));
    setVersion(versionOf(record.record));
  }
  const defaultValues = useMemo(() => toFormValues(meta.defaults, meta), [meta]);
  const form = useForm<FieldValues>({ defaultValues: id === null ? defaultValues : undefined, values: initial, resolver });
  const { formState, handleSubmit, setError } = form;
  useUnsavedChangesWarning(formState.isDirty && !formState.isSubmitSuccessful);
  const isReady = id === null || initial !== undefined;
  // Keyed by the record alone: the user's own key keeps one person's drafts from another's.
  const draft = useFormDraft(form, isReady ? `${meta.resource}/${id ?? 'create'}` : null, drafts);

  // What the 412 handling (edit-conflict.ts, loaded on a 412) and the conflict view work the form with.
  const conflicts = (): ConflictContext => ({ meta, form, resolver, setFormError, setVersion: takeVersion, setEditConflict, setSaveNote, saveBody });
  const { clearLiveNews, ...live } = useLiveNews({
    meta,
    id,
    form,
    versionNow: () => latestVersion.current,
    isSavingNow: () => savesRunning.current > 0,
    conflictContext: conflicts,
    loadMerge: () => import('./edit-conflict'),
  });

  /** Saves checked values; `announce` false when the caller's own message will say what happened (save, then publish). */
  const saveBody = async (body: FieldValues, announce: boolean, merge: SaveRound = { attempt: 0 }): Promise<void> => {
    if (live.isDeleted) {
      setFormError(deletedNote(meta.singular));
      throw new Error('The record was deleted');
    }
    setFormError(null);
    setHasConflict(false);
    setSaveNote(null);
    savesRunning.current += 1;
    try {
      const saved = await record.save(body, { version: id === null ? undefined : (merge.version ?? version) });
      draft.clear();
      if (announce) {
        const title = `${meta.singular} ${id === null ? 'created' : 'updated'}`;
        toaster.create({ type: 'success', title });
        setSaveNote(title);
      }
      if (id === null) {
        if (listHref) router.push(listHref);
        else void backWhereCameFrom(router);
      }
      else {
        takeVersion(versionOf(saved));
        form.reset(toFormValues(saved, meta));
        clearLiveNews();
      }
    } catch (error) {
      if (isRedirectingToLogin()) return;
      // Someone saved first: merge with their version (a few rounds at most while others keep saving).
      if (error instanceof ApiError && error.status === 412 && editConflicts) {
        if (await (await editConflicts()).mergeStaleSave(error.body, conflicts(), announce, merge)) return;
        // Not saved (yet): the conflict view or the marked fields say what comes next.
        throw error;
      }
      // A 409 about one field (a taken key) comes with field errors too, and marks that field.
      const invalid = error instanceof ApiError && (error.status === 422 || error.status === 409) ? await parseValidationError(error.body) : null;
      if (invalid) {
        for (const [path, message] of Object.entries(invalid.errors)) setError(path, { type: 'server', message });
        setFormError(invalid.message);
      } else {
        setHasConflict(error instanceof ApiError && error.status === 409 && id !== null);
        setFormError(errorMessage(error));
      }
      // Rethrown so react-hook-form does not count this as a successful submit.
      throw error;
    } finally {
      savesRunning.current -= 1;
    }
  };
  /** Saves from the form's own Save; when it does not go through, takes the person to the first problem. */
  const submit = async (event?: FormEvent) => {
    const formElement = event?.currentTarget instanceof HTMLElement ? event.currentTarget : null;
    let isSaved = false;
    await handleSubmit(async (body) => {
      await saveBody(body, true);
      isSaved = true;
    })(event).catch(() => {});
    // Loaded only when a save fails, which most visits never see.
    if (!isSaved && formElement && !isRedirectingToLogin()) void import('../focus-first-problem').then((module) => module.focusFirstProblem(formElement), () => {});
  };

  useRecheckShownErrors(form);

  return {
    id,
    version,
    isReady,
    loadError: record.error,
    retryLoad: () => void record.reload(),
    form,
    prepare: () => {
      preloadFormChecks();
      draft.open();
    },
    onSubmit: (event) => void submit(event),
    saveChanges: async () => {
      let isSaved = false;
      await handleSubmit(async (body) => {
        await saveBody(body, false);
        isSaved = true;
      })().catch(() => {});
      return isSaved;
    },
    adoptRecord: (latest) => {
      // Without this the next save goes out against the version before the step and meets a 412, whose
      // merge then names the user's own step as someone else's change.
      const held = latestVersion.current;
      const next = versionOf(latest);
      if (held === undefined || next !== held + 1) return false;
      const base = form.formState.defaultValues ?? {};
      const typed = form.getValues();
      const values = toFormValues(latest, meta);
      latestVersion.current = next;
      setVersion(next);
      form.reset(values);
      for (const [name, value] of Object.entries(typed)) {
        if (name in values && JSON.stringify(value) !== JSON.stringify(base[name])) form.setValue(name, value, { shouldDirty: true });
      }
      return true;
    },
    isSaving: formState.isSubmitting,
    formError,
    saveNote,
    hasConflict,
    loadLatest: async () => {
      const latest = await record.reload();
      if (latest) {
        setVersion(versionOf(latest));
        form.reset(toFormValues(latest, meta));
      }
      setHasConflict(false);
      setFormError(null);
    },
    editConflict,
    conflictContext: conflicts,
    remove: async () => {
      try {
        await record.remove();
      } catch (error) {
        toaster.create({ type: 'error', title: `The ${noun} was not deleted`, description: errorMessage(error), closable: true });
        throw error;
      }
      draft.clear();
      toaster.create({ type: 'success', title: `${meta.singular} deleted` });
      form.reset(undefined, { keepValues: true });
      if (listHref) router.push(listHref);
      else void backWhereCameFrom(router);
    },
    draftOffer: draft.offer,
    ...live,
  };
}

/** Why an update form whose record was deleted under it does not save. */
export function deletedNote(singular: string): string {
  return `This ${singular.toLowerCase()} was deleted, so it cannot be saved. What you typed is still here to copy.`;
}

/** Back where the user came from, for a role that may not open the list (loaded only then: an admin's tip). */
export async function backWhereCameFrom(router: ReturnType<typeof useRouter>): Promise<void> {
  try {
    (await import('../go-back')).goBack(router);
  } catch {
    router.push('/');
  }
}

/** A record's version as the API answers it (docs/api-contract.md#versions-and-edit-conflicts); none from an API without. */
function versionOf(record: Readonly<Record<string, unknown>>): number | undefined {
  return typeof record.version === 'number' ? record.version : undefined;
}

/**
 * Once a field shows an error, it is checked again as its value changes — typed, or set by code such as a
 * slug's "From name" — so a fixed field loses its error before the next Save (react-hook-form's
 * reValidateMode covers only typing after a submit, not `setValue` nor a server's error). `watch` calls
 * back on value changes only, never on the error updates `trigger` makes, so this cannot loop.
 */
function useRecheckShownErrors({ watch, getFieldState, trigger }: UseFormReturn<FieldValues>): void {
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name && getFieldState(name).error) void trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, trigger]);
}

/** The field errors of a 422 answer; the checks have loaded by then, since the values passed them. */
async function parseValidationError(body: string) {
  const checks = await loadFormChecks().catch(() => null);
  return checks?.parseValidationErrorBody(body) ?? null;
}
