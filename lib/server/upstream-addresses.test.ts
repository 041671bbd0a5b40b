import { upstreamAddressRewriter } from './upstream-addresses';

const config = { MAIN_API_URL: 'http://10.0.0.5:4420', AI_API_URL: 'http://10.0.0.5:4420/ai' };
const rewriter = upstreamAddressRewriter(config);
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
const rewrite = (json: string) => text(rewriter.rewrite(Buffer.from(json)));

/** The stream's output when `json` arrives in chunks of `size` bytes. */
async function streamed(json: string, size: number): Promise<string> {
  const bytes = Buffer.from(json);
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(new Uint8Array(bytes.subarray(at, at + size)));
      controller.close();
    },
  });
  const chunks: Uint8Array[] = [];
  for await (const chunk of source.pipeThrough(rewriter.stream())) chunks.push(chunk);
  return text(Buffer.concat(chunks));
}

const FILE_PAGE = JSON.stringify({
  data: {
    records: [
      { id: 9, filename: 'a.png', url: 'http://10.0.0.5:4420/v1/files/9/content' },
      { id: 10, filename: 'b.png', url: 'http://10.0.0.5:4420/v1/files/10/content' },
    ],
    page: 1,
  },
});
const CONSOLE_PAGE = JSON.stringify({
  data: {
    records: [
      { id: 9, filename: 'a.png', url: '/api/main/v1/files/9/content' },
      { id: 10, filename: 'b.png', url: '/api/main/v1/files/10/content' },
    ],
    page: 1,
  },
});

describe('upstreamAddressRewriter', () => {
  it('makes a file record’s upstream url the console’s own path, in a list and in a record', () => {
    expect(rewrite(FILE_PAGE)).toBe(CONSOLE_PAGE);
    expect(JSON.parse(rewrite('{"data":{"id":9,"url":"http://10.0.0.5:4420/v1/files/9/content"}}'))).toEqual({ data: { id: 9, url: '/api/main/v1/files/9/content' } });
  });

  it('rewrites any string value that starts with a configured base, the AI host’s to /api/ai (the longer base first)', () => {
    const answer = '{"links":["http://10.0.0.5:4420/v1/products/3"],"report":"http://10.0.0.5:4420/ai/v1/interlinks/7"}';
    expect(JSON.parse(rewrite(answer))).toEqual({ links: ['/api/main/v1/products/3'], report: '/api/ai/v1/interlinks/7' });
  });

  it('reads the escaped-slash spelling some JSON writers use, and stays valid JSON', () => {
    const answer = String.raw`{"url":"http:\/\/10.0.0.5:4420\/v1\/files\/9\/content"}`;
    expect(JSON.parse(rewrite(answer))).toEqual({ url: '/api/main/v1/files/9/content' });
  });

  it('leaves alone what only resembles an address: another port, another host, the address inside text, numbers', () => {
    const answer = JSON.stringify({
      a: 'http://10.0.0.5:44201/v1/files/9/content',
      b: 'https://cdn.example.com/v1/files/9/content',
      c: 'see http://10.0.0.5:4420/v1/files/9/content',
      big: 12345678901234567890,
    });
    expect(rewrite(answer)).toBe(answer);
  });

  it('answers the very same bytes when there is nothing to rewrite (no copy)', () => {
    const bytes = Buffer.from('{"data":{"id":1,"name":"Loratadine"}}');
    expect(rewriter.rewrite(bytes)).toBe(bytes);
  });

  it('finds an address split between the chunks of a stream, whatever the chunk size', async () => {
    for (const size of [1, 2, 3, 7, 16, 31, 64, 4096]) expect(await streamed(FILE_PAGE, size)).toBe(CONSOLE_PAGE);
    const ai = '{"a":"http://10.0.0.5:4420/ai/v1/x","b":"http://10.0.0.5:4420/v1/y"}';
    for (const size of [1, 5, 26, 27, 28]) expect(JSON.parse(await streamed(ai, size))).toEqual({ a: '/api/ai/v1/x', b: '/api/main/v1/y' });
  });

  it('keeps an answer’s end that only looked like the start of an address', async () => {
    expect(await streamed('{"a":"http://10.0.0.5:44', 4)).toBe('{"a":"http://10.0.0.5:44');
  });
});
