// A file's bytes through the BFF: streamed, never read whole, with the headers that keep it harmless
// (length, range, disposition, the upstream's sandboxing CSP kept only when it is strict enough).
import type { NextRequest } from 'next/server';
import type { SessionContext } from './handler';
import { FILE_TRANSFER_TIMEOUT_MS } from './limits';
import { proxyToUpstream } from './proxy';
import { proxiedAnswerCsp } from './security-headers';
import { fetchUpstream, type UpstreamAnswer } from './upstream';

jest.mock('./upstream', () => ({ ...jest.requireActual<object>('./upstream'), fetchUpstream: jest.fn() }));

const fetchUpstreamMock = jest.mocked(fetchUpstream);
const FILE_CSP = "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";

function contextFor(path: string, headers: Record<string, string> = {}): SessionContext {
  return {
    request: new Request(`http://console.test${path}`, { headers }) as NextRequest,
    session: { role: 'editor', upstream: { access_token: 'access-1', refresh_token: 'refresh-1', expired_at: 1 } },
    config: { MAIN_API_URL: 'http://main.test', AI_API_URL: 'http://ai.test', UPSTREAM_TIMEOUT_MS: 1_000 },
  } as unknown as SessionContext;
}

function fileAnswer(status: number, headers: Record<string, string>): UpstreamAnswer & { read: jest.Mock } {
  const read = jest.fn();
  return {
    status,
    ok: true,
    statusText: '',
    headers: new Headers(headers),
    bytes: async () => {
      read();
      return Buffer.alloc(0);
    },
    text: async () => '',
    stream: () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array([1, 2, 3]));
          controller.close();
        },
      }),
    discard: () => {},
    read,
  };
}

describe('file content through the proxy', () => {
  beforeEach(() => fetchUpstreamMock.mockReset());

  it('streams a large file with its length, type, disposition, range and CSP, never reading it whole', async () => {
    const answer = fileAnswer(206, {
      'content-type': 'video/mp4',
      'content-length': String(150 * 1024 * 1024),
      'content-range': `bytes 0-${150 * 1024 * 1024 - 1}/${200 * 1024 * 1024}`,
      'accept-ranges': 'bytes',
      'content-disposition': "inline; filename=\"clip.mp4\"; filename*=UTF-8''clip.mp4",
      'content-security-policy': FILE_CSP,
      'x-content-type-options': 'nosniff',
      'set-cookie': 'upstream=1',
    });
    fetchUpstreamMock.mockResolvedValue(answer);
    const response = await proxyToUpstream('main', contextFor('/api/main/v1/files/7/content', { range: 'bytes=0-', cookie: 'console=1' }));

    const [, init] = fetchUpstreamMock.mock.calls[0];
    const sent = init.headers as Record<string, string>;
    expect(sent.range).toBe('bytes=0-');
    expect(sent.cookie).toBeUndefined();

    expect(answer.read).not.toHaveBeenCalled();
    expect(response.status).toBe(206);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-length')).toBe(String(150 * 1024 * 1024));
    expect(response.headers.get('content-range')).toMatch(/^bytes 0-/);
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="clip.mp4"/);
    expect(response.headers.get('content-security-policy')).toBe(FILE_CSP);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([1, 2, 3]);
  });
});

describe('deadlines of file transfers', () => {
  beforeEach(() => {
    fetchUpstreamMock.mockReset();
    fetchUpstreamMock.mockResolvedValue(fileAnswer(200, { 'content-type': 'application/json', 'content-length': '2' }));
  });

  it('gives an upload and a file download minutes, and a JSON call the usual deadline', async () => {
    await proxyToUpstream('main', contextFor('/api/main/v1/files/7/content'));
    await proxyToUpstream('main', contextFor('/api/main/v1/files/7'));
    const upload = new Request('http://console.test/api/main/v1/files', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: new ReadableStream({ start: (controller) => controller.close() }),
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    await proxyToUpstream('main', { ...contextFor('/api/main/v1/files'), request: upload as NextRequest });
    // The content list's path also ends in `content`; it is a JSON call like any other.
    await proxyToUpstream('main', contextFor('/api/main/v1/content'));
    await proxyToUpstream('main', contextFor('/api/main/v1/content/7'));
    expect(fetchUpstreamMock.mock.calls.map(([, init]) => init.timeoutMs)).toEqual([FILE_TRANSFER_TIMEOUT_MS, 1_000, FILE_TRANSFER_TIMEOUT_MS, 1_000, 1_000]);
  });
});

describe('proxiedAnswerCsp', () => {
  it("keeps a file's sandboxing policy and forbids framing it", () => {
    expect(proxiedAnswerCsp(FILE_CSP)).toBe(`${FILE_CSP}; frame-ancestors 'none'`);
  });

  it.each([
    null,
    '',
    "default-src 'none'",
    "sandbox allow-scripts; default-src 'none'",
    "sandbox; default-src 'self'",
    "sandbox; default-src 'none'; script-src 'self'",
    "sandbox; default-src 'none'; img-src *",
    "sandbox; default-src 'none'; frame-ancestors *",
  ])('replaces %p with the API policy', (policy) => {
    expect(proxiedAnswerCsp(policy)).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
