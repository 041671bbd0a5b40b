import { fetchFirstAnswers, FIRST_DATA_DEADLINE_MS, searchParamsOf } from './first-data';
import { fetchUpstream, type UpstreamAnswer } from './upstream';

jest.mock('./upstream', () => ({ ...jest.requireActual<object>('./upstream'), fetchUpstream: jest.fn() }));

const fetchUpstreamMock = jest.mocked(fetchUpstream);
const NOW = 1_800_000_000_000;
const config = { MAIN_API_URL: 'http://main.test', AI_API_URL: 'http://ai.test', UPSTREAM_TIMEOUT_MS: 15_000 };
const PRODUCTS = '/api/main/v1/products?page=1&limit=20&sort=id&order=desc';
const NONE = { data: {}, failures: {} };
const PAGE = { data: { records: [{ id: 1, name: 'Loratadine' }], total: 1, page: 1, pages: 1, limit: 20 } };

function sessionOf(role: 'admin' | 'editor', expiresInMs: number) {
  return { role, upstream: { access_token: 'access-1', refresh_token: 'refresh-1', expired_at: NOW + expiresInMs } };
}

function answer(status: number, body: string, type = 'application/json'): UpstreamAnswer & { discarded: boolean } {
  const made = {
    status,
    ok: status < 400,
    statusText: '',
    headers: new Headers({ 'content-type': type }),
    bytes: async () => Buffer.from(body),
    text: async () => body,
    stream: () => new ReadableStream(),
    discarded: false,
    discard: () => {
      made.discarded = true;
    },
  };
  return made;
}

beforeEach(() => fetchUpstreamMock.mockReset());

describe('fetchFirstAnswers', () => {
  it('asks the upstream for the BFF URL with the session’s bearer and gives the answer by that URL', async () => {
    fetchUpstreamMock.mockResolvedValue(answer(200, JSON.stringify(PAGE)));
    expect(await fetchFirstAnswers(sessionOf('admin', 60_000), [PRODUCTS], config, NOW)).toEqual({ data: { [PRODUCTS]: PAGE }, failures: {} });
    const [url, init] = fetchUpstreamMock.mock.calls[0];
    expect(url).toBe('http://main.test/v1/products?page=1&limit=20&sort=id&order=desc');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer access-1');
    // A slow upstream holds the HTML no longer than the first-data deadline.
    expect(init.timeoutMs).toBe(FIRST_DATA_DEADLINE_MS);
  });

  it.each([
    ['due for refresh', 5_000],
    ['refresh due before the deadline would pass', 5_000 + FIRST_DATA_DEADLINE_MS - 1],
    ['already expired', -1_000],
  ])('leaves the first fetch to the browser when the token is %s', async (_, expiresInMs) => {
    expect(await fetchFirstAnswers(sessionOf('admin', expiresInMs), [PRODUCTS], config, NOW)).toEqual(NONE);
    expect(fetchUpstreamMock).not.toHaveBeenCalled();
  });

  it.each([
    ['a call the role may not make', 'editor', '/api/main/v1/orders?page=1'],
    ['a path the proxy refuses', 'admin', '/api/main/v1/%2e%2e/admin'],
    ['another mount', 'admin', '/api/ai/v1/interlinks'],
  ] as const)('asks nothing for %s', async (_, role, url) => {
    expect(await fetchFirstAnswers(sessionOf(role, 60_000), [url], config, NOW)).toEqual(NONE);
    expect(fetchUpstreamMock).not.toHaveBeenCalled();
  });

  it.each([
    ['a refusal of the token, which only the BFF can renew or end', () => answer(401, '')],
    ['a redirect', () => answer(302, '')],
    ['an answer that is not JSON', () => answer(200, '<html>', 'text/html')],
  ])('leaves %s to the browser, discarding its body', async (_, make) => {
    const made = make();
    fetchUpstreamMock.mockResolvedValue(made);
    expect(await fetchFirstAnswers(sessionOf('admin', 60_000), [PRODUCTS], config, NOW)).toEqual(NONE);
    expect(made.discarded).toBe(true);
  });

  it.each([503, 500, 404, 422])('gives an error status (%d) and its text as the screen’s first answer', async (status) => {
    fetchUpstreamMock.mockResolvedValue(answer(status, 'Down for maintenance', 'text/plain'));
    expect(await fetchFirstAnswers(sessionOf('admin', 60_000), [PRODUCTS], config, NOW)).toEqual({
      data: {},
      failures: { [PRODUCTS]: { status, body: 'Down for maintenance' } },
    });
  });

  it('gives the console’s own address where the upstream wrote its own, as the BFF’s answer would', async () => {
    const FILES = '/api/main/v1/files?page=1';
    const files = (url: string) => ({ data: { records: [{ id: 9, url }], total: 1, page: 1, pages: 1, limit: 20 } });
    fetchUpstreamMock.mockResolvedValue(answer(200, JSON.stringify(files('http://main.test/v1/files/9/content'))));
    expect(await fetchFirstAnswers(sessionOf('admin', 60_000), [FILES], config, NOW)).toEqual({ data: { [FILES]: files('/api/main/v1/files/9/content') }, failures: {} });
  });

  it('leaves a URL with a repeated parameter to the browser, whose call the BFF refuses', async () => {
    fetchUpstreamMock.mockResolvedValue(answer(200, JSON.stringify(PAGE)));
    expect(await fetchFirstAnswers(sessionOf('admin', 60_000), ['/api/main/v1/products?limit=1&limit=100000'], config, NOW)).toEqual(NONE);
    expect(fetchUpstreamMock).not.toHaveBeenCalled();
  });

  it('leaves out an answer the BFF would refuse as unreadable (a checked contract)', async () => {
    fetchUpstreamMock.mockResolvedValue(answer(200, '{"data":"not views"}'));
    expect(await fetchFirstAnswers(sessionOf('admin', 60_000), ['/api/main/v1/saved-views?list=products'], config, NOW)).toEqual(NONE);
  });

  it('keeps the answers that came when another call failed on the way (too slow for a page), leaving that one to the browser', async () => {
    const FILES = '/api/main/v1/files?page=1';
    fetchUpstreamMock.mockImplementation(async (url) => {
      if (url.includes('/v1/files')) throw new Error('deadline passed');
      return answer(200, JSON.stringify(PAGE));
    });
    expect(await fetchFirstAnswers(sessionOf('admin', 60_000), [PRODUCTS, FILES], config, NOW)).toEqual({ data: { [PRODUCTS]: PAGE }, failures: {} });
  });
});

describe('searchParamsOf', () => {
  it('reads a page’s query as the browser does: every value of a repeated parameter, the first one first', () => {
    const params = searchParamsOf({ page: '2', status: ['pending', 'paid'], gone: undefined });
    expect(params.get('page')).toBe('2');
    expect(params.get('status')).toBe('pending');
    expect(params.getAll('status')).toEqual(['pending', 'paid']);
    expect(params.has('gone')).toBe(false);
  });
});
