import type { NextRequest } from 'next/server';
import type { Role } from '@/lib/routes';
import { SAVED_VIEWS_ANSWER_UNREADABLE } from '@/lib/contract/saved-view-types';
import { MSG_RANGE_ENDS_BEFORE_START } from '@/lib/date-range';
import { BffError } from './errors';
import type { SessionContext } from './handler';
import { parseProxyPath, proxyToUpstream } from './proxy';
import { AnswerTooLargeError, fetchUpstream, type UpstreamAnswer } from './upstream';

jest.mock('./upstream', () => ({ ...jest.requireActual<object>('./upstream'), fetchUpstream: jest.fn() }));

const fetchUpstreamMock = jest.mocked(fetchUpstream);

describe('parseProxyPath', () => {
  it.each([
    ['/api/main/v1/products', ['v1', 'products']],
    ['/api/main/v1/products/42', ['v1', 'products', '42']],
    ['/api/main/v1/products/bestsellers', ['v1', 'products', 'bestsellers']],
    ['/api/ai/v1/interlinks', null],
  ])('reads %p as %p on the main API', (path, expected) => {
    expect(parseProxyPath(path, 'main')).toEqual(expected);
  });

  it('reads the AI mount separately', () => {
    expect(parseProxyPath('/api/ai/v1/interlinks/3', 'ai')).toEqual(['v1', 'interlinks', '3']);
  });

  it.each([
    '/api/main/v2/products',
    '/api/main/products',
    '/api/main/v1',
    '/api/main/v1/',
    '/api/main/v1//products',
    '/api/main/v1/../admin',
    '/api/main/v1/products/..',
    '/api/main/v1/%2e%2e/x',
    '/api/main/v1/products%2F..%2Fusers',
    '/api/main/v1/products%5Cusers',
    '/api/main/v1/http:/evil.example',
    '/api/main/v1/products/.hidden',
    '/api/main/v1/a/b/c/d/e/f/g/h',
  ])('refuses %p', (path) => {
    expect(parseProxyPath(path, 'main')).toBeNull();
  });
});

describe('proxyToUpstream role checks', () => {
  const config = { MAIN_API_URL: 'http://main.test', AI_API_URL: 'http://ai.test', UPSTREAM_TIMEOUT_MS: 1_000 };

  function contextFor(role: Role, method: string, path: string, body?: string): SessionContext {
    const request = new Request(`http://console.test${path}`, {
      method,
      body,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
    });
    return {
      request: request as NextRequest,
      session: { role, upstream: { access_token: 'access-1', refresh_token: 'refresh-1', expired_at: 1 } },
      config,
    } as unknown as SessionContext;
  }

  function answerWith(status: number): UpstreamAnswer {
    return {
      status,
      ok: status < 400,
      statusText: '',
      headers: new Headers({ 'content-type': 'application/json', 'content-length': '2' }),
      bytes: async () => Buffer.from('{}'),
      text: async () => '{}',
      stream: () => new ReadableStream(),
      discard: () => {},
    };
  }

  beforeEach(() => {
    fetchUpstreamMock.mockReset();
    fetchUpstreamMock.mockResolvedValue(answerWith(200));
  });

  async function statusOf(ctx: SessionContext, upstream: 'main' | 'ai' = 'main'): Promise<number> {
    try {
      return (await proxyToUpstream(upstream, ctx)).status;
    } catch (error) {
      if (error instanceof BffError) return error.status;
      throw error;
    }
  }

  it.each([
    ['editor', 'DELETE', '/api/main/v1/files/3'],
    ['editor', 'PUT', '/api/main/v1/files/3'],
    ['editor', 'POST', '/api/main/v1/team-members'],
    ['editor', 'GET', '/api/main/v1/orders'],
    ['editor', 'GET', '/api/main/v1/settings'],
    ['admin', 'GET', '/api/main/v1/tips'],
    ['admin', 'POST', '/api/main/v1/content-types'],
    ['admin', 'DELETE', '/api/main/v1/pages/2'],
    ['admin', 'DELETE', '/api/main/v1/products/bestsellers'],
    ['admin', 'GET', '/api/main/v1/orders/3/items'],
    ['admin', 'GET', '/api/main/v1/no-such-resource'],
    // Saved views are read as a list only, never one alone.
    ['editor', 'GET', '/api/main/v1/saved-views/3'],
    // A record's history is the record's: an editor reads no order, restores no file; the audit log is admins'.
    ['editor', 'GET', '/api/main/v1/orders/3/history'],
    ['editor', 'POST', '/api/main/v1/files/3/history/2/restore'],
    ['editor', 'GET', '/api/main/v1/history'],
  ] as const)('refuses %s %s %s with 403 before calling upstream', async (role, method, path) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
    expect(await statusOf(contextFor(role, method, path, body))).toBe(403);
    expect(fetchUpstreamMock).not.toHaveBeenCalled();
  });

  it.each([
    ['editor', 'GET', '/api/main/v1/files'],
    ['editor', 'GET', '/api/main/v1/files/3/content'],
    ['editor', 'GET', '/api/main/v1/team-members'],
    ['editor', 'GET', '/api/main/v1/tip-options'],
    ['editor', 'PUT', '/api/main/v1/products/bestsellers?region=gb'],
    ['editor', 'POST', '/api/main/v1/conversation-feedbacks/4/status'],
    ['admin', 'POST', '/api/main/v1/orders/5/status'],
    ['admin', 'PATCH', '/api/main/v1/settings/1'],
    ['editor', 'POST', '/api/main/v1/products/3/history/9/restore'],
  ] as const)('passes %s %s %s on to the upstream', async (role, method, path) => {
    const body = method === 'GET' ? undefined : '{}';
    expect(await statusOf(contextFor(role, method, path, body))).toBe(200);
    expect(fetchUpstreamMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchUpstreamMock.mock.calls[0];
    expect(url).toBe(`http://main.test/${path.slice('/api/main/'.length)}`);
    expect(init.method).toBe(method);
  });

  it.each([
    ['/api/main/v1/products/3/history?limit=500', 'Limit must be a whole number from 1 to 100'],
    ['/api/main/v1/products/3/history?page=0', 'Page must be a whole number from 1'],
    ['/api/main/v1/history?action=renamed', 'Action must be one of created, updated, status_changed, deleted, restored'],
    ['/api/main/v1/history?user=ada', 'User must be an account id'],
    ['/api/main/v1/history?from=2026-02-10&to=2026-02-01', MSG_RANGE_ENDS_BEFORE_START],
    ['/api/main/v1/history?resource=../users', 'Resource must be a resource name, like products'],
  ])('refuses the history query of %s with 400 naming the problem, before calling upstream', async (path, message) => {
    const response = await proxyToUpstream('main', contextFor('admin', 'GET', path)).catch((error: unknown) => error);
    expect(response).toBeInstanceOf(BffError);
    expect(response).toMatchObject({ status: 400, message });
    expect(fetchUpstreamMock).not.toHaveBeenCalled();
  });

  it.each([
    ['/api/main/v1/products?limit=100000&limit=1', 'limit'],
    ['/api/main/v1/products?page=1&limit=20&page=2', 'page'],
    ['/api/main/v1/orders?status=new&search=a&status=paid', 'status'],
    ['/api/main/v1/orders?sort=total&sort=id', 'sort'],
    ['/api/main/v1/products?search=a&%73earch=b', 'search'],
    ['/api/main/v1/products/3/history?limit=1&limit=500', 'limit'],
  ])('refuses %s, a single-valued parameter given twice, with 400 naming it, before calling upstream', async (path, name) => {
    const response = await proxyToUpstream('main', contextFor('admin', 'GET', path)).catch((error: unknown) => error);
    expect(response).toMatchObject({ status: 400, message: `The query parameter “${name}” is given more than once; give it once.` });
    expect(fetchUpstreamMock).not.toHaveBeenCalled();
  });

  it('refuses a repeated parameter on the AI host too', async () => {
    expect(await statusOf(contextFor('admin', 'GET', '/api/ai/v1/interlinks?limit=5&limit=500'), 'ai')).toBe(400);
    expect(fetchUpstreamMock).not.toHaveBeenCalled();
  });

  it('passes on the query as sent when every parameter is given once', async () => {
    expect(await statusOf(contextFor('admin', 'GET', '/api/main/v1/orders?page=2&limit=50&search=a%26b&sort=total&order=desc&status=new&from=2026-01-01&to=2026-01-31'))).toBe(200);
    expect(fetchUpstreamMock.mock.calls[0][0]).toBe('http://main.test/v1/orders?page=2&limit=50&search=a%26b&sort=total&order=desc&status=new&from=2026-01-01&to=2026-01-31');
  });

  it('passes on a history answer of the contract’s shape only', async () => {
    const page = { records: [{ id: 1, at: '2026-01-01T00:00:00.000Z', by: { id: 1, name: 'Ada' }, action: 'updated', changes: [{ field: 'price', from: 1, to: 2 }] }], page: 1, limit: 20, total: 1, pages: 1 };
    const answerOf = (text: string): UpstreamAnswer => ({
      ...answerWith(200),
      headers: new Headers({ 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }),
      bytes: async () => Buffer.from(text),
    });
    fetchUpstreamMock.mockResolvedValueOnce(answerOf(JSON.stringify({ data: page })));
    expect(await (await proxyToUpstream('main', contextFor('editor', 'GET', '/api/main/v1/products/3/history?page=2&limit=20'))).json()).toEqual({ data: page });
    expect(fetchUpstreamMock.mock.calls[0][0]).toBe('http://main.test/v1/products/3/history?page=2&limit=20');
    const audit = { ...page, records: page.records.map((entry) => ({ ...entry, resource: 'products', record_id: 3 })) };
    fetchUpstreamMock.mockResolvedValueOnce(answerOf(JSON.stringify({ data: audit })));
    const filters = 'user=2&resource=products&action=updated&from=2026-01-01&to=2026-01-31';
    expect((await proxyToUpstream('main', contextFor('admin', 'GET', `/api/main/v1/history?${filters}`))).status).toBe(200);
    expect(fetchUpstreamMock.mock.calls[1][0]).toBe(`http://main.test/v1/history?${filters}`);
    fetchUpstreamMock.mockResolvedValueOnce(answerOf(JSON.stringify({ data: { records: [{ id: 1 }] } })));
    const bad = await proxyToUpstream('main', contextFor('editor', 'GET', '/api/main/v1/products/3/history'));
    expect(bad.status).toBe(502);
    expect(await bad.json()).toEqual({ message: 'The history could not be read. Try again later.' });
  });

  it('passes on an interlink answer of the contract’s shape, and refuses anything else with 502', async () => {
    const suggestion = { id: 3, source_type: 'product', source_id: 14, target_type: 'content', target_id: 9, target_title: 'Headache', anchor_text: 'headache', context: 'eases headache', score: 0.9, status: 'accepted' };
    const answerOf = (text: string): UpstreamAnswer => ({
      ...answerWith(200),
      headers: new Headers({ 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }),
      bytes: async () => Buffer.from(text),
    });
    const put = () => proxyToUpstream('ai', contextFor('editor', 'PUT', '/api/ai/v1/interlinks/3', '{"status":"accepted"}'));

    fetchUpstreamMock.mockResolvedValueOnce(answerOf(JSON.stringify({ data: suggestion })));
    const good = await put();
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ data: suggestion });

    for (const text of ['{"data": "nonsense"', JSON.stringify({ data: { ...suggestion, score: 7 } }), JSON.stringify({ records: [] })]) {
      fetchUpstreamMock.mockResolvedValueOnce(answerOf(text));
      const bad = await put();
      expect(bad.status).toBe(502);
      expect(await bad.json()).toEqual({ message: 'The AI host answered with something the console cannot read. Nothing was changed; try again.' });
    }
  });

  it.each(['admin', 'editor'] as const)('passes every saved-view call of %s on, checking the answers against the contract', async (role) => {
    const view = { id: 4, resource: 'products', name: 'Low stock', query: 'sort=stock&order=asc', columns: null, shared: true, owner: { id: 2, name: 'Eddie Editor' }, created_at: '2026-01-05T09:00:00.000Z', updated_at: '2026-01-05T09:00:00.000Z' };
    const answerOf = (status: number, text: string): UpstreamAnswer => ({
      ...answerWith(status),
      headers: new Headers({ 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }),
      bytes: async () => Buffer.from(text),
    });
    const body = JSON.stringify({ resource: 'products', name: 'Low stock', query: 'sort=stock&order=asc', columns: null, shared: true });
    const calls = [
      ['GET', '/api/main/v1/saved-views?resource=products', undefined, 200, { data: [view] }],
      ['POST', '/api/main/v1/saved-views', body, 201, { data: view }],
      ['PUT', '/api/main/v1/saved-views/4', body, 200, { data: view }],
    ] as const;
    for (const [method, path, sent, status, answer] of calls) {
      fetchUpstreamMock.mockResolvedValueOnce(answerOf(status, JSON.stringify(answer)));
      const good = await proxyToUpstream('main', contextFor(role, method, path, sent));
      expect([method, good.status, await good.json()]).toEqual([method, status, answer]);

      fetchUpstreamMock.mockResolvedValueOnce(answerOf(status, JSON.stringify({ data: { records: [view] } })));
      const bad = await proxyToUpstream('main', contextFor(role, method, path, sent));
      expect([method, bad.status, await bad.json()]).toEqual([method, 502, { message: SAVED_VIEWS_ANSWER_UNREADABLE }]);
    }
    expect(fetchUpstreamMock.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual(
      calls.flatMap(([method, path]) => Array(2).fill(`${method} http://main.test/${path.slice('/api/main/'.length)}`)),
    );

    fetchUpstreamMock.mockResolvedValueOnce({ ...answerWith(204), bytes: async () => Buffer.alloc(0) });
    expect(await statusOf(contextFor(role, 'DELETE', '/api/main/v1/saved-views/4'))).toBe(204);
    // A refusal's text passes as it is: the upstream's own sentence.
    const refusal = answerOf(403, 'Your role cannot open this list');
    (refusal.headers as Headers).set('content-type', 'text/plain');
    fetchUpstreamMock.mockResolvedValueOnce(refusal);
    const refused = await proxyToUpstream('main', contextFor(role, 'GET', '/api/main/v1/saved-views?resource=orders'));
    expect([refused.status, await refused.text()]).toEqual([403, 'Your role cannot open this list']);
  });

  it('reads an interlink answer without a length only up to 1 MB, then refuses it with 502', async () => {
    const limits: (number | undefined)[] = [];
    fetchUpstreamMock.mockResolvedValueOnce({
      ...answerWith(200),
      headers: new Headers({ 'content-type': 'application/json' }),
      // As upstream.ts reads: it stops and rejects once the body passes the limit it is given.
      bytes: async (maxBytes?: number) => {
        limits.push(maxBytes);
        throw new AnswerTooLargeError();
      },
    });
    const answer = await proxyToUpstream('ai', contextFor('editor', 'PUT', '/api/ai/v1/interlinks/3', '{"status":"accepted"}'));
    expect(answer.status).toBe(502);
    expect(limits).toEqual([1024 * 1024]);
  });

  it('refuses a multipart body over the JSON limit anywhere but the upload path', async () => {
    const request = new Request('http://console.test/api/main/v1/products', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(2 * 1024 * 1024) },
      body: 'x',
    });
    const context = { ...contextFor('admin', 'GET', '/api/main/v1/products'), request: request as NextRequest };
    await expect(proxyToUpstream('main', context)).rejects.toMatchObject({ status: 413 });
    expect(fetchUpstreamMock).not.toHaveBeenCalled();
  });

  it('checks AI calls against the AI grants', async () => {
    expect(await statusOf(contextFor('editor', 'GET', '/api/ai/v1/health'), 'ai')).toBe(200);
    expect(await statusOf(contextFor('editor', 'GET', '/api/ai/v1/products'), 'ai')).toBe(403);
    expect(fetchUpstreamMock).toHaveBeenCalledTimes(1);
  });

  it('gives a JSON answer the console’s own addresses where the upstream wrote its own, its length to match', async () => {
    const text = JSON.stringify({ data: { id: 9, url: 'http://main.test/v1/files/9/content' } });
    fetchUpstreamMock.mockResolvedValueOnce({
      ...answerWith(200),
      headers: new Headers({ 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) }),
      bytes: async () => Buffer.from(text),
    });
    const answer = await proxyToUpstream('main', contextFor('editor', 'GET', '/api/main/v1/files/9'));
    const body = await answer.text();
    expect(JSON.parse(body)).toEqual({ data: { id: 9, url: '/api/main/v1/files/9/content' } });
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
  });

  it('rewrites a streamed JSON answer as it streams, and streams a file’s bytes untouched', async () => {
    const streamOf = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          const bytes = Buffer.from(text);
          for (let at = 0; at < bytes.length; at += 5) controller.enqueue(new Uint8Array(bytes.subarray(at, at + 5)));
          controller.close();
        },
      });
    const unsized = (type: string, text: string): UpstreamAnswer => ({
      ...answerWith(200),
      headers: new Headers({ 'content-type': type }),
      bytes: () => Promise.reject(new Error('a streamed answer is never read whole')),
      stream: () => streamOf(text),
    });
    const list = JSON.stringify({ data: { records: [{ id: 9, url: 'http://main.test/v1/files/9/content' }] } });
    fetchUpstreamMock.mockResolvedValueOnce(unsized('application/json; charset=utf-8', list));
    const answer = await proxyToUpstream('main', contextFor('editor', 'GET', '/api/main/v1/files'));
    expect(answer.headers.get('content-length')).toBeNull();
    expect(JSON.parse(await answer.text())).toEqual({ data: { records: [{ id: 9, url: '/api/main/v1/files/9/content' }] } });

    const bytes = '<svg>"http://main.test/v1/files/9/content"</svg>';
    fetchUpstreamMock.mockResolvedValueOnce(unsized('image/svg+xml', bytes));
    expect(await (await proxyToUpstream('main', contextFor('editor', 'GET', '/api/main/v1/files/9/content'))).text()).toBe(bytes);
  });

  it('passes back only the listed answer headers, with the length the gate restores', async () => {
    fetchUpstreamMock.mockResolvedValue({
      ...answerWith(200),
      headers: new Headers({ 'content-type': 'application/json', 'content-length': '2', etag: '"4"', 'set-cookie': 'upstream=1', server: 'upstream/1', 'x-powered-by': 'x' }),
    });
    const response = await proxyToUpstream('main', contextFor('admin', 'GET', '/api/main/v1/products/4'));
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toEqual({ 'content-type': 'application/json', etag: '"4"', 'x-console-content-length': '2', 'content-length': '2' });
    expect(await response.text()).toBe('{}');
  });

  it('answers 502 when a header the upstream sent is one no answer may carry', async () => {
    fetchUpstreamMock.mockResolvedValue({
      ...answerWith(200),
      headers: { get: (name: string) => (name === 'content-disposition' ? 'attachment;\nfilename=x' : name === 'content-type' ? 'application/json' : null) },
    });
    const response = await proxyToUpstream('main', contextFor('admin', 'GET', '/api/main/v1/products/4'));
    expect(response.status).toBe(502);
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it('passes If-Match up, and a 412 with the current record and its ETag back untouched', async () => {
    const record = { data: { id: 7, name: 'Ibuprofen 200 mg', version: 4, updated_by: { id: 2, name: 'Eddie Editor' } } };
    const text = JSON.stringify(record);
    fetchUpstreamMock.mockResolvedValueOnce({
      ...answerWith(412),
      headers: new Headers({ 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), etag: '"4"' }),
      bytes: async () => Buffer.from(text),
    });
    const ctx = contextFor('editor', 'PUT', '/api/main/v1/products/7', '{"name":"Ibuprofen"}');
    ctx.request.headers.set('if-match', '"3"');
    const answer = await proxyToUpstream('main', ctx);
    expect(new Headers(fetchUpstreamMock.mock.calls[0][1].headers).get('if-match')).toBe('"3"');
    expect([answer.status, answer.headers.get('etag'), await answer.json()]).toEqual([412, '"4"', record]);
  });

  it('passes a history restore’s If-Match up and its new ETag back, as a save’s', async () => {
    const record = { data: { id: 7, name: 'Ibuprofen 200 mg', version: 5 } };
    const text = JSON.stringify(record);
    fetchUpstreamMock.mockResolvedValueOnce({
      ...answerWith(200),
      headers: new Headers({ 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), etag: '"5"' }),
      bytes: async () => Buffer.from(text),
    });
    const ctx = contextFor('editor', 'POST', '/api/main/v1/products/7/history/12/restore');
    ctx.request.headers.set('if-match', '"4"');
    const answer = await proxyToUpstream('main', ctx);
    expect(new Headers(fetchUpstreamMock.mock.calls[0][1].headers).get('if-match')).toBe('"4"');
    expect([answer.status, answer.headers.get('etag'), await answer.json()]).toEqual([200, '"5"', record]);
  });
});
