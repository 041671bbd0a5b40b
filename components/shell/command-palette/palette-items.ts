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

/** "GB" or "US" for a record's region, when the source has one. */
export function regionOf(source: Pick<RecordSource, 'regionField'>, record: FoundRecord): string | undefined {
  const region = source.regionField ? record[source.regionField] : undefined;
  return typeof region === 'string' && region ? region.toUpperCase() : undefined;
}

/** A record as a palette item: named by its title field (or its kind and id), opening where its list would. */
export function recordItem(source: RecordSource, record: FoundRecord, group: string): PaletteItem {
  const title = record[source.titleField];
  const label = typeof title === 'string' && title.trim() ? title.trim() : `${source.singular} #${record.id}`;
  const region = regionOf(source, record);
  return {
    value: `record:${source.resource}:${record.id}`,
    label,
    group,
    detail: region ? `${source.singular} · ${region}` : source.singular,
    href: fillRowLink(source.href, record),
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
 * typed, the matching screens and actions, then each resource's hits in the sources' order (and a way to
 * its list when there are more).
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
  for (const source of sources.records) {
    const result = results[source.resource];
    if (!result || result.status === 'loading') view.pending.push(source.label);
    else if (result.status === 'error') view.failed.push({ group: source.label, message: result.message });
    else {
      view.items.push(...result.records.slice(0, HITS_PER_GROUP).map((record) => recordItem(source, record, source.label)));
      // More than fit: the list itself shows them all, with the same search.
      if (result.total > HITS_PER_GROUP) {
        view.items.push({
          value: `more:${source.resource}`,
          label: `See all ${result.total} ${source.label.toLowerCase()}`,
          group: source.label,
          href: `${source.listHref}?search=${encodeURIComponent(typed)}`,
        });
      }
    }
  }
  return view;
}

/** What a screen reader hears once the searches have answered: how many results, and which groups failed. */
export function resultsAnnouncement(view: PaletteView, text: string): string {
  if (view.pending.length || !text.trim()) return '';
  const count = view.items.length;
  const found = count === 0 ? `No results for “${text.trim()}”` : `${count} ${count === 1 ? 'result' : 'results'}`;
  return view.failed.length ? `${found}; ${view.failed.map((failure) => failure.group).join(', ')} could not be searched` : found;
}
