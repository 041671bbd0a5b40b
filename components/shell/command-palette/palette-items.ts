// What the command palette lists for what is typed: the screens and actions of the role that match, the
// record hits each search answered, and before anything is typed the records opened last. Pure, so the
// order and the wording are tested without a browser (palette-items.test.ts).
import type { ActionCommand, CommandSources, RecordSource, ScreenCommand } from '@/areas/commands';
import { fillRowLink } from '@/components/resource/list/row-link';

export interface PaletteItem {
  /** Unique among the items: what the combobox selects. */
  value: string;
  label: string;
  /** The group it is listed under ("Screens", "Products", "Recent"). */
  group: string;
  /** What it is and where, read after the label ("Product · GB"). */
  detail?: string;
  /** Why a record matched when its label does not hold the text: the field, and the text around the match. */
  match?: FieldMatch;
  href: string;
  download?: boolean;
}

/** A record as a search answered it: its id and whatever its list returns. */
export type FoundRecord = { id: number | string } & Readonly<Record<string, unknown>>;

/** What one resource's search answered so far. */
export type GroupResult =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; records: readonly FoundRecord[]; total: number };

/** Whether every word typed appears in `label`, in any case and order. */
export function matchesText(label: string, text: string): boolean {
  const haystack = label.toLocaleLowerCase();
  return text
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** A searched field holding the text: its name, and its value cut around the match, which is `marked`. */
export interface FieldMatch {
  label: string;
  before: string;
  marked: string;
  after: string;
}

/** How much of a long value is kept either side of the match. */
const SNIPPET_SIDE = 24;

/** The record's label as the palette names it, before any fallback. */
function titleOf(source: Pick<RecordSource, 'titleField'>, record: FoundRecord): string {
  const title = record[source.titleField];
  return typeof title === 'string' ? title.trim() : '';
}

/** Where `text` is in `value`, in any case: the upstream's search matches the whole text typed, so this does too. */
function findText(value: string, text: string): number {
  const at = value.toLocaleLowerCase().indexOf(text.toLocaleLowerCase());
  // A lower-casing that changed the length (a dotted capital I) would misplace the mark: no mark then.
  return value.toLocaleLowerCase().length === value.length ? at : -1;
}

/**
 * Why the search found a record whose label does not hold the text: the first other searched field that
 * does. Undefined when the label holds it (reason enough) or no field here does (the upstream knows why).
 */
export function matchedField(source: Pick<RecordSource, 'titleField' | 'searchFields'>, record: FoundRecord, text: string): FieldMatch | undefined {
  const typed = text.trim();
  if (!typed || findText(titleOf(source, record), typed) !== -1) return undefined;
  for (const { field, label } of source.searchFields) {
    const value = record[field];
    if (field === source.titleField || (typeof value !== 'string' && typeof value !== 'number')) continue;
    const whole = String(value);
    const at = findText(whole, typed);
    if (at === -1) continue;
    const end = at + typed.length;
    const from = Math.max(0, at - SNIPPET_SIDE);
    const to = Math.min(whole.length, end + SNIPPET_SIDE);
    return {
      label,
      before: `${from > 0 ? '…' : ''}${whole.slice(from, at)}`,
      marked: whole.slice(at, end),
      after: `${whole.slice(end, to)}${to < whole.length ? '…' : ''}`,
    };
  }
  return undefined;
}

/** "GB" or "US" for a record's region, when the source has one. */
export function regionOf(source: Pick<RecordSource, 'regionField'>, record: FoundRecord): string | undefined {
  const region = source.regionField ? record[source.regionField] : undefined;
  return typeof region === 'string' && region ? region.toUpperCase() : undefined;
}

/**
 * A record as a palette item: named by its title field (or its kind and id), opening where its list would;
 * with the text searched for, why it matched when its name does not say.
 */
export function recordItem(source: RecordSource, record: FoundRecord, group: string, searched?: string): PaletteItem {
  const label = titleOf(source, record) || `${source.singular} #${record.id}`;
  const region = regionOf(source, record);
  const match = searched ? matchedField(source, record, searched) : undefined;
  return {
    value: `record:${source.resource}:${record.id}`,
    label,
    group,
    detail: region ? `${source.singular} · ${region}` : source.singular,
    href: fillRowLink(source.href, record),
    ...(match ? { match } : {}),
  };
}

const screenItem = (screen: ScreenCommand): PaletteItem => ({ value: `screen:${screen.href}`, label: screen.label, group: 'Screens', href: screen.href });

const actionItem = (action: ActionCommand): PaletteItem => ({
  value: `action:${action.key}`,
  label: action.label,
  group: 'Actions',
  href: action.href,
  ...(action.download ? { download: true } : {}),
});

/** The least a search needs before records are asked for; screens and actions match from the first letter. */
export const MIN_SEARCH_LENGTH = 2;

/** How many hits each resource's search shows. */
export const HITS_PER_GROUP = 5;

export interface PaletteView {
  items: PaletteItem[];
  /** Groups whose search failed, with what went wrong, in the sources' order. */
  failed: { group: string; message: string }[];
  /** Groups still waiting for their search. */
  pending: string[];
}

/**
 * The palette's content: before anything is typed, the recent records then every screen and action; once
 * typed, the matching screens and actions, then each resource's hits (and a way to its list when there are
 * more). Records named by the text come first: the lists with such a hit before those whose hits match
 * only in another field (a feedback's e-mail), each list's named hits before its others; the sources'
 * order otherwise.
 */
export function paletteView(
  sources: CommandSources,
  text: string,
  results: Readonly<Record<string, GroupResult>>,
  recent: readonly { source: RecordSource; record: FoundRecord }[],
): PaletteView {
  const typed = text.trim();
  if (!typed) {
    return {
      items: [...recent.map(({ source, record }) => recordItem(source, record, 'Recent')), ...sources.screens.map(screenItem), ...sources.actions.map(actionItem)],
      failed: [],
      pending: [],
    };
  }
  const view: PaletteView = {
    items: [...sources.screens.filter((screen) => matchesText(screen.label, typed)).map(screenItem), ...sources.actions.filter((action) => matchesText(action.label, typed)).map(actionItem)],
    failed: [],
    pending: [],
  };
  if (typed.length < MIN_SEARCH_LENGTH) return view;
  const named: PaletteItem[][] = [];
  const others: PaletteItem[][] = [];
  for (const source of sources.records) {
    const result = results[source.resource];
    if (!result || result.status === 'loading') view.pending.push(source.label);
    else if (result.status === 'error') view.failed.push({ group: source.label, message: result.message });
    else if (result.records.length > 0) {
      const hits = result.records.slice(0, HITS_PER_GROUP).map((record) => ({ item: recordItem(source, record, source.label, typed), isNamed: findText(titleOf(source, record), typed) !== -1 }));
      const group = [...hits.filter((hit) => hit.isNamed), ...hits.filter((hit) => !hit.isNamed)].map((hit) => hit.item);
      // More than fit: the list itself shows them all, with the same search.
      if (result.total > HITS_PER_GROUP) {
        group.push({
          value: `more:${source.resource}`,
          label: `See all ${result.total} ${source.label.toLowerCase()}`,
          group: source.label,
          href: `${source.listHref}?search=${encodeURIComponent(typed)}`,
        });
      }
      (hits.some((hit) => hit.isNamed) ? named : others).push(group);
    }
  }
  view.items.push(...named.flat(), ...others.flat());
  return view;
}

/** What a screen reader hears once the searches have answered: how many results, and which groups failed. */
export function resultsAnnouncement(view: PaletteView, text: string): string {
  if (view.pending.length || !text.trim()) return '';
  const count = view.items.length;
  const found = count === 0 ? `No results for “${text.trim()}”` : `${count} ${count === 1 ? 'result' : 'results'}`;
  return view.failed.length ? `${found}; ${view.failed.map((failure) => failure.group).join(', ')} could not be searched` : found;
}
