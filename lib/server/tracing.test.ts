/**
 * @jest-environment node
 */
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { withoutQueries, withoutQuery } from './tracing';

function recorder() {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [withoutQueries, new SimpleSpanProcessor({ exporter })] });
  return { tracer: provider.getTracer('test'), exported: () => provider.forceFlush().then(() => exporter.getFinishedSpans()) };
}

describe('withoutQueries', () => {
  it('takes the query off a request target as the span starts', async () => {
    const { tracer, exported } = recorder();
    tracer.startSpan('GET', { attributes: { 'http.target': '/products?search=ada@example.com', 'url.full': 'https://console.test/x?email=a@example.com' } }).end();
    expect((await exported())[0].attributes).toMatchObject({ 'http.target': '/products', 'url.full': 'https://console.test/x' });
  });

  it('takes it off a name and attributes set after the start, where no route resolved (a 404, a redirect)', async () => {
    const { tracer, exported } = recorder();
    const span = tracer.startSpan('GET');
    span.updateName('GET /no-such-page?secret=1');
    span.setAttributes({ 'http.target': '/no-such-page?secret=1', 'next.redirect': '/login?next=%2Fproducts', 'url.query': 'secret=1', 'http.status_code': 404 });
    span.end();
    const [ended] = await exported();
    expect(ended.name).toBe('GET /no-such-page');
    expect(ended.attributes).toEqual({ 'http.target': '/no-such-page', 'next.redirect': '/login', 'url.query': '', 'http.status_code': 404 });
  });

  it('leaves a name or text without an address alone', async () => {
    const { tracer, exported } = recorder();
    tracer.startSpan('GET /content/update/:id', { attributes: { 'console.note': 'why? because' } }).end();
    expect((await exported())[0]).toMatchObject({ name: 'GET /content/update/:id', attributes: { 'console.note': 'why? because' } });
  });
});

describe('withoutQuery', () => {
  it.each([
    ['GET /a?b=1', 'GET /a'],
    ['middleware GET /a?b=1&c=2', 'middleware GET /a'],
    ['/a', '/a'],
  ])('reads %p as %p', (text, expected) => expect(withoutQuery(text)).toBe(expected));
});
