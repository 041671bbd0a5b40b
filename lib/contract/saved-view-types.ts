// Saved views of a list (docs/api-contract.md#saved-views) as plain TypeScript, no zod: the shapes, the limits,
// the sentences the API answers with, and the small rules the list's views menu needs in the browser (what a
// view's query may hold, what counts as the same name, whose view it is). The schemas that check bodies and
// answers are in saved-views.ts, used by the sandbox and the BFF.

/** A view's name, trimmed: 1 to this many characters. */
export const SAVED_VIEW_NAME_MAX = 60;
/** A view's query: at most this many characters. */
export const SAVED_VIEW_QUERY_MAX = 2000;

/** Who made a view: `id` as the API's accounts have it (a number in the sandbox; the auth calls allow a string). */
export interface SavedViewOwner {
  id: number | string;
  name: string;
}

/** One saved view of a list. */
export interface SavedView {
  id: number;
  /** The list's resource name (`orders`, `content`). */
  resource: string;
  name: string;
  /** The list's URL query without `page` and without the leading `?` (`status=new&sort=created_at&order=desc`); may be empty. */
  query: string;
  /** The visible columns' fields in order, or null for the list's default columns. */
  columns: string[] | null;
  /** Shown to every staff member whose role may open the list; only the owner changes it either way. */
  shared: boolean;
  owner: SavedViewOwner;
  created_at: string;
  updated_at: string;
}

/** `POST /v1/saved-views`. */
export interface SavedViewBody {
  resource: string;
  name: string;
  query: string;
  columns: string[] | null;
  shared: boolean;
}

/** `PUT /v1/saved-views/{id}`: every field but `resource`, which may be sent but never changes. */
export type SavedViewUpdateBody = Omit<SavedViewBody, 'resource'> & { resource?: string };

export const MSG_VIEW_RESOURCE_REQUIRED = 'Say which list the view belongs to (resource)';
export const MSG_VIEW_RESOURCE_UNKNOWN = 'There is no list of that name';
export const MSG_VIEW_RESOURCE_FIXED = 'A view stays on the list it was saved for';
export const MSG_VIEW_LIST_FORBIDDEN = 'Your role cannot open this list';
export const MSG_VIEW_NOT_FOUND = 'Saved view not found';
export const MSG_VIEW_OWNER_CHANGES = 'Only its owner can change a shared view';
export const MSG_VIEW_OWNER_DELETES = 'Only its owner can delete a shared view';
export const MSG_VIEW_NAME_REQUIRED = 'Give the view a name';
export const MSG_VIEW_NAME_TOO_LONG = `A view’s name has at most ${SAVED_VIEW_NAME_MAX} characters`;
export const MSG_VIEW_NAME_CONTROL = 'A view’s name cannot hold line breaks or control characters';
export const MSG_VIEW_QUERY_TYPE = 'The view’s query must be text (empty for none)';
export const MSG_VIEW_QUERY_TOO_LONG = `A view’s query has at most ${SAVED_VIEW_QUERY_MAX.toLocaleString('en-GB')} characters`;
export const MSG_VIEW_QUERY_MARK = 'Leave out the leading ? of the query';
export const MSG_VIEW_QUERY_CHARACTERS = 'The query holds characters a URL query cannot: spaces, # and the like must be %-encoded';
export const MSG_VIEW_QUERY_ESCAPE = 'The query has a malformed %-escape';
export const MSG_VIEW_QUERY_PAGE = 'A view keeps no page number: leave out page=';
export const MSG_VIEW_COLUMNS_TYPE = 'Columns must be a list of column fields, or null for the list’s default columns';
export const MSG_VIEW_COLUMNS_EMPTY = 'Show at least one column, or send null for the list’s default columns';
export const MSG_VIEW_COLUMN_UNKNOWN = 'The list has no such column';
export const MSG_VIEW_COLUMN_TWICE = 'Each column can be shown only once';
export const MSG_VIEW_SHARED_TYPE = 'Shared must be true or false';

/** What the BFF answers (502) when the API sends saved views that are not the contract's shape. */
export const SAVED_VIEWS_ANSWER_UNREADABLE = 'The API answered with saved views the console cannot read. Reload the list to see where they stand.';

/** The 409 when one's own view on the list already has that name (in any case, edge spaces aside). */
export function duplicateViewNameMessage(name: string): string {
  return `You already have a view called “${name.trim()}” on this list`;
}

/** What two names must not share for one owner and list: trimmed, composed and lower-cased, so "Drafts" and " drafts " clash. */
export function viewNameKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

/** RFC 3986 query characters (`?` too, though not leading); anything else arrives %-encoded. */
const QUERY_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/;
const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/** Why `query` cannot be a view's query, or null when it can. */
export function viewQueryProblem(query: string): string | null {
  if (query.length > SAVED_VIEW_QUERY_MAX) return MSG_VIEW_QUERY_TOO_LONG;
  if (query.startsWith('?')) return MSG_VIEW_QUERY_MARK;
  if (!QUERY_CHARACTERS.test(query)) return MSG_VIEW_QUERY_CHARACTERS;
  if (BAD_ESCAPE.test(query)) return MSG_VIEW_QUERY_ESCAPE;
  if (new URLSearchParams(query).has('page')) return MSG_VIEW_QUERY_PAGE;
  return null;
}

/**
 * The view query of a list's URL search (`?page=2&status=new` → `status=new`): without the leading `?`,
 * `page`, or the parameters in `leaveOut` (a detail drawer's record, say).
 */
export function viewQueryFrom(search: string, leaveOut: readonly string[] = []): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const name of ['page', ...leaveOut]) params.delete(name);
  return params.toString();
}

/** Whether the signed-in account (`userId`, as `/api/me` gives it) owns the view, and so may change or delete it. */
export function isOwnView(view: Pick<SavedView, 'owner'>, userId: string | number): boolean {
  return String(view.owner.id) === String(userId);
}
