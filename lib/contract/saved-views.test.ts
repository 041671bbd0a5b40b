// The saved-view contract (docs/api-contract.md#saved-views): bodies the API takes and refuses, field by
// field, the answers the BFF lets through, and the plain rules the list screen shares with the API.
import {
  MSG_VIEW_COLUMN_TWICE,
  MSG_VIEW_COLUMN_UNKNOWN,
  MSG_VIEW_COLUMNS_EMPTY,
  MSG_VIEW_COLUMNS_TYPE,
  MSG_VIEW_NAME_CONTROL,
  MSG_VIEW_NAME_REQUIRED,
  MSG_VIEW_NAME_TOO_LONG,
  MSG_VIEW_QUERY_CHARACTERS,
  MSG_VIEW_QUERY_ESCAPE,
  MSG_VIEW_QUERY_MARK,
  MSG_VIEW_QUERY_PAGE,
  MSG_VIEW_QUERY_TOO_LONG,
  MSG_VIEW_QUERY_TYPE,
  MSG_VIEW_RESOURCE_REQUIRED,
  MSG_VIEW_SHARED_TYPE,
  isOwnView,
  savedViewAnswerSchema,
  savedViewBodySchema,
  savedViewListAnswerSchema,
  savedViewResourceSchema,
  savedViewUpdateBodySchema,
  viewNameKey,
  viewQueryFrom,
  viewQueryProblem,
} from './saved-views';

const ORDER_COLUMNS = ['order_number', 'created_at', 'customer_name', 'status', 'total'];
const body = { resource: 'orders', name: 'Queue', query: 'status=needs_action&sort=created_at&dir=asc', columns: ['order_number', 'status'], shared: true };

/** The first problem of a body, as the API's 422 names it: `[path, message]`, or null when it passes; `columns` null when the list is not known. */
function problemOf(input: unknown, columns: readonly string[] | null = ORDER_COLUMNS): [string, string] | null {
  const result = savedViewBodySchema(columns ?? undefined).safeParse(input);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return [issue.path.map(String).join('.'), issue.message];
}

describe('a saved view body', () => {
  it('takes a whole view, trimming the name', () => {
    expect(savedViewBodySchema(ORDER_COLUMNS).parse({ ...body, name: '  Queue  ' })).toEqual({ ...body, name: 'Queue' });
    expect(savedViewBodySchema(ORDER_COLUMNS).parse({ ...body, query: '', columns: null, shared: false })).toMatchObject({ query: '', columns: null });
  });

  it('leaves out what the contract does not have', () => {
    expect(savedViewBodySchema(ORDER_COLUMNS).parse({ ...body, owner: { id: 1 }, id: 9 })).toEqual(body);
  });

  it.each([
    ['no resource', { ...body, resource: undefined }, ['resource', MSG_VIEW_RESOURCE_REQUIRED]],
    ['an empty resource', { ...body, resource: '' }, ['resource', MSG_VIEW_RESOURCE_REQUIRED]],
    ['no name', { ...body, name: undefined }, ['name', MSG_VIEW_NAME_REQUIRED]],
    ['a name of spaces', { ...body, name: '   ' }, ['name', MSG_VIEW_NAME_REQUIRED]],
    ['a name of 61 characters', { ...body, name: 'x'.repeat(61) }, ['name', MSG_VIEW_NAME_TOO_LONG]],
    ['a name with a line break', { ...body, name: 'Two\nlines' }, ['name', MSG_VIEW_NAME_CONTROL]],
    ['no query', { ...body, query: undefined }, ['query', MSG_VIEW_QUERY_TYPE]],
    ['a query with its ?', { ...body, query: '?status=new' }, ['query', MSG_VIEW_QUERY_MARK]],
    ['a query with a page', { ...body, query: 'status=new&page=3' }, ['query', MSG_VIEW_QUERY_PAGE]],
    ['a query of 2,001 characters', { ...body, query: `search=${'a'.repeat(1994)}` }, ['query', MSG_VIEW_QUERY_TOO_LONG]],
    ['no columns', { ...body, columns: undefined }, ['columns', MSG_VIEW_COLUMNS_TYPE]],
    ['columns as text', { ...body, columns: 'status' }, ['columns', MSG_VIEW_COLUMNS_TYPE]],
    ['an empty column list', { ...body, columns: [] }, ['columns', MSG_VIEW_COLUMNS_EMPTY]],
    ['a column the list does not have', { ...body, columns: ['status', 'secret'] }, ['columns.1', MSG_VIEW_COLUMN_UNKNOWN]],
    ['a column twice', { ...body, columns: ['status', 'total', 'status'] }, ['columns', MSG_VIEW_COLUMN_TWICE]],
    ['shared as text', { ...body, shared: 'yes' }, ['shared', MSG_VIEW_SHARED_TYPE]],
    ['no shared', { ...body, shared: undefined }, ['shared', MSG_VIEW_SHARED_TYPE]],
  ])('refuses %s, naming the field', (_case, input, expected) => {
    expect(problemOf(input)).toEqual(expected);
  });

  it('takes a name of exactly 60 characters, and any column field while the list is not known', () => {
    expect(problemOf({ ...body, name: 'é'.repeat(60) })).toBeNull();
    expect(problemOf({ ...body, query: `search=${'a'.repeat(1993)}` })).toBeNull();
    expect(problemOf({ ...body, columns: ['anything'] }, null)).toBeNull();
    expect(problemOf({ ...body, columns: [''] }, null)).toEqual(['columns.0', MSG_VIEW_COLUMN_UNKNOWN]);
  });

  it('reads the list first, on its own', () => {
    expect(savedViewResourceSchema.parse({ resource: 'content', name: 7 })).toEqual({ resource: 'content' });
    expect(savedViewResourceSchema.safeParse({}).success).toBe(false);
  });

  it('on update, takes the body with or without its list', () => {
    const { resource: _resource, ...update } = body;
    expect(savedViewUpdateBodySchema(ORDER_COLUMNS).parse(update)).toEqual(update);
    expect(savedViewUpdateBodySchema(ORDER_COLUMNS).parse(body)).toEqual(body);
    expect(savedViewUpdateBodySchema(ORDER_COLUMNS).safeParse({ ...update, name: undefined }).success).toBe(false);
  });
});

describe('a view query', () => {
  it.each([
    ['', null],
    ['status=new&sort=created_at&order=desc&limit=50&search=abc', null],
    ['search=caf%C3%A9+au+lait&region=gb', null],
    ['from=2026-01-01&to=2026-01-31', null],
    ['?status=new', MSG_VIEW_QUERY_MARK],
    ['search=two words', MSG_VIEW_QUERY_CHARACTERS],
    ['status=new#top', MSG_VIEW_QUERY_CHARACTERS],
    ['search=<script>', MSG_VIEW_QUERY_CHARACTERS],
    ['search=100%', MSG_VIEW_QUERY_ESCAPE],
    ['search=%zz', MSG_VIEW_QUERY_ESCAPE],
    ['page=2', MSG_VIEW_QUERY_PAGE],
    ['status=new&pag%65=2', MSG_VIEW_QUERY_PAGE],
  ])('%p → %p', (query, problem) => {
    expect(viewQueryProblem(query)).toBe(problem);
  });

  it("is made from a list's URL search without its page or the parameters left out", () => {
    expect(viewQueryFrom('?page=2&status=new&search=two words&order=7', ['order'])).toBe('status=new&search=two+words');
    expect(viewQueryFrom('status=new&limit=50')).toBe('status=new&limit=50');
    expect(viewQueryFrom('')).toBe('');
    expect(viewQueryProblem(viewQueryFrom('?search=<b> & "c"#x&page=4'))).toBeNull();
  });
});

describe('view names and owners', () => {
  it('treats names that differ only in case or edge spaces as the same', () => {
    expect(viewNameKey('  My Drafts ')).toBe(viewNameKey('my drafts'));
    expect(viewNameKey('ÉTÉ')).toBe(viewNameKey('été'));
    // A composed and a decomposed é are one letter to a person.
    expect(viewNameKey('Caf\u00e9')).toBe(viewNameKey('Cafe\u0301'));
    expect(viewNameKey('My drafts')).not.toBe(viewNameKey('My  drafts'));
  });

  it('knows its owner whether the API gives ids as numbers or text', () => {
    expect(isOwnView({ owner: { id: 3, name: 'Ada' } }, '3')).toBe(true);
    expect(isOwnView({ owner: { id: '3', name: 'Ada' } }, 3)).toBe(true);
    expect(isOwnView({ owner: { id: 3, name: 'Ada' } }, '4')).toBe(false);
  });
});

describe('saved view answers', () => {
  const view = { id: 4, resource: 'orders', name: 'Queue', query: 'status=new', columns: null, shared: false, owner: { id: 1, name: 'Ada Admin' }, created_at: '2026-01-05T09:00:00.000Z', updated_at: '2026-01-05T09:00:00.000Z' };

  it('passes a list and a single view of the contract’s shape', () => {
    expect(savedViewListAnswerSchema.safeParse({ data: [view, { ...view, id: 5, columns: ['status'], owner: { id: 'u-7', name: 'Eddie' } }] }).success).toBe(true);
    expect(savedViewAnswerSchema.safeParse({ data: view }).success).toBe(true);
  });

  it.each([
    ['a paged list', { data: { records: [view] } }],
    ['a view without its owner', { data: [{ ...view, owner: undefined }] }],
    ['columns as text', { data: [{ ...view, columns: 'status' }] }],
    ['shared as a number', { data: [{ ...view, shared: 1 }] }],
    ['no envelope', [view]],
  ])('refuses %s', (_case, answer) => {
    expect(savedViewListAnswerSchema.safeParse(answer).success).toBe(false);
  });
});
