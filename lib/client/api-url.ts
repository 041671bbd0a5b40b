// Where the browser reaches the two upstreams through the BFF (docs/api-contract.md#bff-mounts): the one
// place that spells `/api/main/v1` and `/api/ai/v1`. Every area's api.ts and the engine's data hooks build
// their URLs (which are also their SWR keys) here, so a component never writes an upstream address; lint
// refuses one in areas/ and components/ (eslint.config.mjs). Plain functions, no React: server pages use
// them too (the dashboard's first figures are fetched under the keys the browser will ask for).

/** The BFF's mount of each upstream. */
const MOUNTS = { main: '/api/main/v1', ai: '/api/ai/v1' } as const;

export type Upstream = keyof typeof MOUNTS;

/** A URL's query: entries left undefined or null are not sent; the order given is kept (one SWR key per query). */
export type ApiQuery = URLSearchParams | Readonly<Record<string, string | number | boolean | null | undefined>>;

function queryString(query: ApiQuery | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  const entries = query instanceof URLSearchParams ? [...query.entries()] : Object.entries(query);
  for (const [key, value] of entries) if (value !== undefined && value !== null) params.append(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The BFF URL of `path` (segments like `team-members/positions`, ids already encoded) on one upstream. */
export function bffUrl(upstream: Upstream, path: string, query?: ApiQuery): string {
  return `${MOUNTS[upstream]}/${path.replace(/^\/+/, '')}${queryString(query)}`;
}

/** A call to the main API: `mainApiUrl('history', { page: 2 })` → `/api/main/v1/history?page=2`. */
export function mainApiUrl(path: string, query?: ApiQuery): string {
  return bffUrl('main', path, query);
}

/** A call to the AI host: `aiApiUrl('interlinks/suggest')` → `/api/ai/v1/interlinks/suggest`. */
export function aiApiUrl(path: string, query?: ApiQuery): string {
  return bffUrl('ai', path, query);
}

/** The path of one record (or one of its actions) of a resource, the id encoded: `files/4`, `orders/7/status`. */
export function recordPath(resource: string, id: number | string, action?: string): string {
  const record = `${resource}/${encodeURIComponent(String(id))}`;
  return action ? `${record}/${action}` : record;
}
