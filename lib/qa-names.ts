// The names QA finds a screen's parts by (docs/qa.md): roles, accessible names, and what the accessibility
// walk clicks to show the parts that appear only later. The generic list and form get theirs from the area
// definitions (scripts/qa-docs/screens.ts); a screen of its own declares them beside its code
// (areas/<area>/qa-names.ts, gathered by areas/qa-names.ts). Pure data and types: nothing here draws.
import type { Role } from './roles';

/** ARIA roles a QA suite finds things by (`page.getByRole(role, { name })`). */
export type QaRole =
  | 'alertdialog'
  | 'article'
  | 'button'
  | 'checkbox'
  | 'columnheader'
  | 'combobox'
  | 'dialog'
  | 'feed'
  | 'form'
  | 'group'
  | 'heading'
  | 'link'
  | 'list'
  | 'navigation'
  | 'progressbar'
  | 'region'
  | 'search'
  | 'searchbox'
  | 'spinbutton'
  | 'table'
  | 'textbox'
  | 'toolbar';

export interface QaName {
  role: QaRole;
  /** The accessible name, exactly; `<…>` stands for a record's own value (`Remove <product name>`). */
  name: string;
  /** A heading's level. */
  level?: 2 | 3 | 4;
  /** Shown only to these roles; every role of the screen when absent. */
  roles?: readonly Role[];
  /** When it shows, if not as the screen opens: once a row is selected, in a record's drawer, … */
  when?: string;
  /** Shown as the screen opens though `when` qualifies it ("one per item"): the walk finds the first. */
  isOnOpen?: true;
  /** The key of the screen's reveal (below) that shows it: the accessibility walk checks it then. */
  revealedBy?: string;
}

/** A control clicked by its role and name (the first that matches; `<…>` matches any value). */
export interface QaClick {
  role: QaRole;
  name: string;
  /** Looked up inside this part of the screen (a table, a toolbar, a dialog) rather than anywhere. */
  within?: { role: QaRole; name: string };
}

/**
 * Something a screen shows only after a click (a drawer, a dialog, the bulk-selection bar, an editor
 * loaded on demand): what the accessibility walk clicks to show it, then to put it away, checking the
 * names `revealedBy` it in between.
 */
export interface QaReveal {
  key: string;
  /** How docs/qa.md says it: "opening the first row's drawer". */
  label: string;
  /** Opened at this path first (a list filtered so that a step applies to every row); the screen's own when absent. */
  path?: string;
  open: readonly QaClick[];
  close: readonly QaClick[];
  /** Walked only for these roles; every role of the screen when absent. */
  roles?: readonly Role[];
}

/** What a screen of its own declares: everything but its route and roles, which the route table gives. */
export interface QaScreenNames {
  /** The level-1 heading when it is not the route's title (`Welcome, <first name>`). */
  heading?: string;
  /** Landmarks and named regions besides the shell's, in the screen's order: each is also checked. */
  landmarks: readonly QaName[];
  /** Headings below the h1, controls, lists and tables, in the screen's order. */
  controls: readonly QaName[];
  /** Adds the generic list's controls for the route's area (ResourceList): the screen draws that list. */
  genericList?: { create: boolean; detail?: boolean };
  reveals?: readonly QaReveal[];
}

/**
 * What a page file of its own says it draws, in a `page-screen.ts` beside its `page.tsx` (Next allows a page
 * file no exports but its own): the generic list or form it mounts, and how, so the QA guide's generator
 * (scripts/qa-docs/screens.ts) knows the screen without reading the page. A page with no such file draws a
 * screen of its own; a route with no page file of its own is drawn by the generic `[area]` pages.
 */
export interface PageScreen {
  /** The generic screen the page mounts. */
  draws: 'list' | 'create' | 'update';
  /** The form is laid out in sections, closed ones hiding their fields (the page passes it as `layout`). */
  layout?: 'sections';
  /** The page locks some fields for a role or a record, so which fields are drawn is not fixed. */
  isRestricted?: boolean;
}

/** The pager under every paged list (components/resource/list/list-pagination.tsx), in its order. */
export const PAGER_QA_NAMES: readonly QaName[] = [
  { role: 'navigation', name: 'Pagination' },
  { role: 'button', name: 'First page' },
  { role: 'button', name: 'Previous page' },
  { role: 'button', name: 'Page <number>', when: 'one per page number shown (1 … 4 5 6 7 8 … 500); the current one is aria-current="page"', isOnOpen: true },
  { role: 'button', name: 'Next page' },
  { role: 'button', name: 'Last page' },
  { role: 'textbox', name: 'Go to page', when: 'when the list has more than one page: type a number and press Enter' },
];

/** The pager's names, shown only `when` something is true of the screen (the audit log's: once it has entries). */
export function pagerQaNames(when?: string): QaName[] {
  return PAGER_QA_NAMES.map((name) => (when ? { ...name, when: name.when ? `${when}, ${name.when}` : when, isOnOpen: undefined } : name));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What `getByRole` matches a name with: the name itself (exactly), or a pattern where it has `<…>` stand-ins. */
export function qaNameMatcher(name: string): string | RegExp {
  if (!/<[^>]+>/.test(name)) return name;
  return new RegExp(`^${name.split(/<[^>]+>/).map(escapeRegExp).join('.+')}$`);
}
