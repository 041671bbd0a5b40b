// What an open form or drawer makes of a colleague's change to its record (a stream's `change` event,
// lib/contract/live.ts): whether it is news at all (another record, the version already shown, this tab's
// own save), who did it, which fields by the area's labels, and the words the notice says as it ages
// ("Ada Admin changed Price, Stock 20 s ago", "Ada Admin deleted this product 5 s ago"). Plain functions,
// no React, so the form controller and the drawers share them.
import type { LiveChange } from '@/lib/contract/live-types';
import type { FieldDef } from '@/lib/resources/types';
import type { EditConflict } from './edit-conflict';

/** A change to the open record that the screen has not shown yet. */
export interface RecordNews {
  kind: 'changed' | 'deleted';
  /** Who did it, as the notice names them: a name, "You (in another tab)" or "Someone". */
  who: string;
  /** The labels of the fields it touched, in the form's order; empty when the change does not say. */
  fieldLabels: string[];
  /** Epoch milliseconds at which the upstream accepted it. */
  at: number;
  /** The record's version after it; null for a delete or when the change does not say. */
  version: number | null;
}

export interface OpenRecord {
  resource: string;
  recordId: string;
  /** The version the screen's values started from; undefined while none has loaded. */
  version: number | undefined;
  /** The form's or drawer's fields, for their labels. */
  fields: readonly Pick<FieldDef, 'name' | 'label' | 'type'>[];
  /** The signed-in user's id: their change, made in another tab, is named as theirs. */
  myId?: string | number;
}

/** Bookkeeping fields a change may name that no person would call a change of theirs. */
const UNTOLD_FIELDS = new Set(['id', 'version', 'updated_at', 'updated_by', 'created_at', 'created_by']);

/** The version a change carries, as a number; null when it carries none (a delete) or one that is no number. */
function versionNumber(version: LiveChange['version']): number | null {
  if (version === null) return null;
  const number = typeof version === 'number' ? version : Number(version);
  return Number.isFinite(number) ? number : null;
}

/**
 * The news a change is for an open record; null when it is none: another record, a create, or a version
 * no newer than the one shown (this tab's own save, or an event that arrived after the record was read).
 */
export function readRecordNews(change: LiveChange, open: OpenRecord): RecordNews | null {
  if (change.resource !== open.resource || change.recordId !== open.recordId || change.action === 'created') return null;
  const version = versionNumber(change.version);
  if (change.action !== 'deleted' && version !== null && open.version !== undefined && version <= open.version) return null;
  const touched = new Set(change.fields ?? []);
  const fieldLabels = open.fields.filter((field) => field.type !== 'placeholder' && touched.has(field.name) && !UNTOLD_FIELDS.has(field.name)).map((field) => field.label);
  return { kind: change.action === 'deleted' ? 'deleted' : 'changed', who: whoOf(change.by, open.myId), fieldLabels, at: change.at, version };
}

function whoOf(by: LiveChange['by'], myId: string | number | undefined): string {
  if (!by) return 'Someone';
  if (myId !== undefined && String(by.id) === String(myId)) return 'You (in another tab)';
  return by.name;
}

/** How long ago, as the notice says it and as it ages: "just now", "20 s ago", "3 min ago", "2 h ago". */
export function agoText(at: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - at) / 1000));
  if (seconds < 5) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60).toLocaleString('en-GB')} h ago`;
}

/** "Price, Stock" — or "Price, Stock, Name and 2 more" — for the fields a change touched. */
export function fieldList(labels: readonly string[]): string {
  const SHOWN = 3;
  if (labels.length <= SHOWN + 1) return labels.join(', ');
  return `${labels.slice(0, SHOWN).join(', ')} and ${labels.length - SHOWN} more`;
}

/** What the notice says of a change: "Ada Admin changed Price, Stock 20 s ago", "Ada Admin deleted this product 5 s ago". */
export function newsText(news: RecordNews, noun: string, now: number): string {
  const ago = agoText(news.at, now);
  if (news.kind === 'deleted') return `${news.who} deleted this ${noun} ${ago}`;
  const what = news.fieldLabels.length > 0 ? fieldList(news.fieldLabels) : `this ${noun}`;
  return `${news.who} changed ${what} ${ago}`;
}

/** What a form without unsaved edits says once it has quietly taken the new version: "Updated by Ada Admin just now". */
export function takenText(news: RecordNews, now: number): string {
  return `Updated by ${news.who === 'You (in another tab)' ? 'you in another tab' : news.who} ${agoText(news.at, now)}`;
}

/** News of the open record as an update form or drawer holds it (use-live-news.ts, live-news-judge.ts). */
export interface LiveNews extends RecordNews {
  /**
   * With unsaved edits, the stored record merged with them (what merges cleanly, what clashes), until the
   * person applies it; absent for a delete, or once taken.
   */
  preview?: EditConflict;
  /** How the new version came into the form: `quietly` (nothing was typed) or `merged` (the person applied it); null while not taken. */
  taken: 'quietly' | 'merged' | null;
}
