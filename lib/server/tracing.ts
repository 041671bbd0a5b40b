// OpenTelemetry traces, on when OTEL_EXPORTER_OTLP_ENDPOINT is set (instrumentation.ts starts them):
// a server span per request, opened by the request gate around Next's handling (so Next's own spans
// and the handlers' work fall under it), named by its route pattern and carrying the request id; and a
// client span per upstream call, whose context goes upstream as `traceparent`, so the main API and the
// AI host join the trace. Spans leave in batches over OTLP/HTTP (the OTEL_* variables configure the
// exporter as usual). Off, nothing is registered: the API's no-op tracer and propagator cost a call each.
import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';

const TRACER = 'wellness-console';
const KEY = Symbol.for('console.tracing');
/** What shutdown needs of the SDK's provider. */
interface Provider {
  forceFlush(): Promise<void>;
}
type WithTracing = typeof globalThis & { [KEY]?: Provider };

/** Whether traces are being recorded in this process. */
export function isTracing(): boolean {
  return (globalThis as WithTracing)[KEY] !== undefined;
}

/**
 * Registers the provider, the context manager and the W3C propagator; once per process. The SDK is loaded
 * here only, so a console without tracing never loads it.
 */
export async function startTracing(version: string): Promise<void> {
  const holder = globalThis as WithTracing;
  if (holder[KEY]) return;
  const [{ AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, { OTLPTraceExporter }, { resourceFromAttributes }, { BatchSpanProcessor, TracerProvider }] = await Promise.all([
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace'),
  ]);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'wellness-console', 'service.version': version }),
    spanProcessors: [
      withoutQueries,
      // Batches leave every OTEL_BSP_SCHEDULE_DELAY ms (default 5 s), as the variable says for every SDK.
      new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), scheduledDelayMillis: Number(process.env.OTEL_BSP_SCHEDULE_DELAY) || undefined }),
    ],
  });
  trace.setGlobalTracerProvider(provider);
  holder[KEY] = provider;
}

/** The attributes that hold a request target: Next's own spans put the whole of it there, query included. */
const TARGET_ATTRIBUTES = ['http.target', 'url.full', 'http.url'];

/** A span as the SDK's processors see it: its name and attributes still open to change until it has ended. */
type OpenSpan = Span & { readonly name?: string; readonly attributes?: Readonly<Record<string, unknown>> };

/** `text` without its query: from the `?` up to the next space (a name is `GET /path?query`, a target the path). */
export function withoutQuery(text: string): string {
  return text.replace(/\?[^\s]*/g, '');
}

/** Whether an attribute holds a request target or an address with a query (`/x?y`, `https://host/x?y`). */
function holdsQuery(name: string, value: unknown): value is string {
  return typeof value === 'string' && value.includes('?') && (TARGET_ATTRIBUTES.includes(name) || /^(?:\/|https?:\/\/)/i.test(value));
}

/**
 * Takes every query off a span before any exporter sees it: a query may carry a search term or an e-mail
 * (`?search=ada@example.com`), and traces leave the console. The request targets go as the span starts
 * (the stable hook). The name and every attribute holding an address go again as the span ends, for what
 * was named or set later: Next 16 names its spans by method and route pattern (`GET /[area]`, bare `GET`
 * where none resolved) and sets its targets at the start, but a Next that names a 404's or a redirect's
 * span from the raw target, or sets a target late, must not carry its query out either — span names were
 * never scrubbed before. `onEnding` runs while the span can still change (the SDK calls it before `onEnd`
 * hands the span, read-only, to the exporter's batch); it is marked experimental, so
 * lib/server/tracing.test.ts pins it with the SDK itself.
 */
export const withoutQueries = {
  onStart(span: OpenSpan) {
    for (const name of TARGET_ATTRIBUTES) {
      const value = span.attributes?.[name];
      if (holdsQuery(name, value)) span.setAttribute(name, withoutQuery(value));
    }
  },
  onEnding(span: OpenSpan) {
    if (span.name?.includes('?')) span.updateName(withoutQuery(span.name));
    for (const [name, value] of Object.entries(span.attributes ?? {})) {
      if (name === 'url.query') span.setAttribute(name, '');
      else if (holdsQuery(name, value)) span.setAttribute(name, withoutQuery(value));
    }
  },
  onEnd() {},
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};

/** Sends what is still batched (on shutdown). */
export async function flushTraces(): Promise<void> {
  await (globalThis as WithTracing)[KEY]?.forceFlush();
}

interface ServerRequest {
  method?: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Runs `handle` (Next's handling of one request) inside a server span, continuing a trace the caller
 * started (`traceparent`), and ends the span when `onEnd` is called with the answer's status.
 */
export function withRequestSpan<T>(req: ServerRequest, requestId: string, handle: (end: (route: string, status: number) => void) => T): T {
  if (!isTracing()) return handle(() => undefined);
  const parent = propagation.extract(context.active(), req.headers);
  const method = (req.method ?? 'GET').toUpperCase();
  const span = trace.getTracer(TRACER).startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'console.request_id': requestId } }, parent);
  const end = (route: string, status: number) => {
    span.updateName(`${method} ${route}`);
    span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  return context.with(trace.setSpan(parent, span), () => handle(end));
}

/**
 * A client span around one upstream call, its context put into `headers` as `traceparent` (headers is
 * changed in place). Answers the function that ends the span with the status, or the failure.
 */
export function startUpstreamSpan(upstream: 'main' | 'ai', method: string, url: string, headers: Record<string, string>): (outcome: number | 'error' | 'timeout') => void {
  if (!isTracing()) return () => undefined;
  const target = new URL(url);
  const span: Span = trace.getTracer(TRACER).startSpan(`${method} ${upstream}`, {
    kind: SpanKind.CLIENT,
    // The path without its query: a query may carry a search term or an e-mail.
    attributes: { 'http.request.method': method, 'server.address': target.hostname, 'url.path': target.pathname, 'console.upstream': upstream },
  });
  propagation.inject(trace.setSpan(context.active(), span), headers);
  return (outcome) => {
    if (typeof outcome === 'number') {
      span.setAttribute('http.response.status_code', outcome);
      if (outcome >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    } else {
      span.setAttribute('error.type', outcome);
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  };
}
