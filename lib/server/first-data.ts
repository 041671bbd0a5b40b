// First data in the HTML: a server page asks the upstream for what its screen would fetch first (a
// list's first page, the dashboard's figures) with the session's access token, so the data arrives with
// the HTML and SWR starts from it instead of waiting for the page's code to run and ask the BFF.
//
// Only while the access token is fresh: a page cannot set cookies, so it cannot refresh a session; a
// token due for refresh leaves the first fetch to the browser, whose call through the BFF refreshes it.
// A call the page could not make, or one that failed on the way (too slow for a page, unreadable), is
// left to the browser's own fetch too. An error the upstream answers is given to the screen as its first
// answer, so it shows its error state and Retry as it would have after fetching. The token never leaves
// the server; only what the browser could have fetched itself through the BFF is sent.
import 'server-only';
import { answerContract, meetsContract } from '@/areas/answer-contracts';
import { repeatedQueryParameter } from '@/lib/contract/rest';
import { canCall } from '@/lib/grants';
import { isRefreshDue } from '@/lib/session-timing';
import { getConfig, type Config } from './config';
import { getSession } from './dal';
import { isJsonContentType } from './body';
import { parseProxyPath } from './proxy';
import type { SessionData } from './session-codec';
import { fetchUpstream } from './upstream';
import { upstreamAddressRewriter } from './upstream-addresses';

/** A page waits no longer than this for its first data; past it the browser fetches as before. */
export const FIRST_DATA_DEADLINE_MS = 2_000;
/** An answer larger than this is left to the browser (a first page is a few kilobytes). */
const MAX_FIRST_ANSWER_BYTES = 512 * 1024;

/** A server page's query parameters, as Next gives them. */
export type SearchParamsRecord = Record<string, string | string[] | undefined>;

/** A page's query parameters read the way the browser's `useSearchParams` reads them, so both ask for the same URL. */
export function searchParamsOf(query: Readonly<SearchParamsRecord>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const each of typeof value === 'string' ? [value] : (value ?? [])) params.append(name, each);
  }
  return params;
}

/** An error status the upstream answered, with its text, as the BFF would have passed them on. */
export interface FirstFailure {
  status: number;
  body: string;
}

/** By BFF URL (SWR's keys): the answers fetched with the page, and the errors answered instead. */
export interface FirstAnswers {
  data: Record<string, unknown>;
  failures: Record<string, FirstFailure>;
}

const NONE = (): FirstAnswers => ({ data: {}, failures: {} });
/** The most of an error's text passed on (the browser shows a short message, or its fallback). */
const MAX_FAILURE_BYTES = 16 * 1024;

type Outcome = { data: unknown } | { failure: FirstFailure } | undefined;

/**
 * The answers of `urls` (BFF URLs such as `/api/main/v1/products?page=1&limit=20`) as the browser would
 * get them from the BFF, for the request's session; `{}` when first data is switched off, without a
 * session, or when its token is due for refresh.
 */
export async function firstAnswers(urls: readonly string[]): Promise<FirstAnswers> {
  const config = getConfig();
  if (config.FIRST_DATA_IN_HTML === 'off') return NONE();
  const session = await getSession();
  if (!session) return NONE();
  return fetchFirstAnswers(session, urls, config);
}

/** `firstAnswers` for a given session (the testable part). */
export async function fetchFirstAnswers(
  session: Pick<SessionData, 'role' | 'upstream'>,
  urls: readonly string[],
  config: Pick<Config, 'MAIN_API_URL' | 'AI_API_URL' | 'UPSTREAM_TIMEOUT_MS'>,
  now: number = Date.now(),
): Promise<FirstAnswers> {
  // The token must outlast the calls: one due within the deadline is left to the BFF's refresh.
  const found = NONE();
  if (isRefreshDue(session.upstream.expired_at - FIRST_DATA_DEADLINE_MS, now)) return found;
  const outcomes = await Promise.all(urls.map((url) => firstAnswer(session, url, config).catch((): Outcome => undefined)));
  urls.forEach((url, index) => {
    const outcome = outcomes[index];
    if (outcome && 'data' in outcome) found.data[url] = outcome.data;
    else if (outcome) found.failures[url] = outcome.failure;
  });
  return found;
}

async function firstAnswer(session: Pick<SessionData, 'role' | 'upstream'>, url: string, config: Pick<Config, 'MAIN_API_URL' | 'AI_API_URL' | 'UPSTREAM_TIMEOUT_MS'>): Promise<Outcome> {
  const { pathname, search } = new URL(url, 'http://console.invalid');
  const segments = parseProxyPath(pathname, 'main');
  // The same gates as the proxy: a plain path, a call the role may make, one value per parameter.
  if (!segments || !canCall('main', session.role, 'GET', segments.slice(1))) return undefined;
  if (repeatedQueryParameter(new URLSearchParams(search)) !== undefined) return undefined;
  const answer = await fetchUpstream(`${config.MAIN_API_URL}/${segments.join('/')}${search}`, {
    method: 'GET',
    headers: { accept: 'application/json', authorization: `Bearer ${session.upstream.access_token}` },
    timeoutMs: Math.min(config.UPSTREAM_TIMEOUT_MS, FIRST_DATA_DEADLINE_MS),
    upstream: 'main',
  });
  // 401: the upstream no longer takes this token, lapsed early by this host's clock or ended. A page can
  // neither renew nor end a session (it sets no cookie), so the browser's own call meets it through the BFF,
  // which renews the session once and asks again, or ends it.
  // A redirect or an answer of another kind: the BFF's own answer to it is the browser's to meet.
  // The upstream's own addresses become the console's, as the BFF's answer to the same call has them.
  const isJson = isJsonContentType(answer.headers.get('content-type'));
  const readable = (bytes: Buffer) => new TextDecoder().decode(isJson ? upstreamAddressRewriter(config).rewrite(bytes) : bytes);
  if (answer.status >= 400 && answer.status !== 401) return { failure: { status: answer.status, body: readable(await answer.bytes(MAX_FAILURE_BYTES)) } };
  if (answer.status !== 200 || !isJson) {
    answer.discard();
    return undefined;
  }
  const bytes = await answer.bytes(MAX_FIRST_ANSWER_BYTES);
  // An answer the BFF would refuse as unreadable is left to the browser, which meets the refusal.
  const contract = answerContract('main', 'GET', segments);
  if (contract && !meetsContract(contract, bytes)) return undefined;
  return { data: JSON.parse(readable(bytes)) as unknown };
}
