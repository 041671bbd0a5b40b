// The server's metrics in Prometheus's text format (prom-client), served by GET /api/metrics to a
// scraper holding METRICS_TOKEN: requests by route, method and status with their durations (observed by
// the request gate when an answer has gone), upstream calls by upstream and status, session refreshes by
// outcome, sign-in limit refusals, Redis errors, and the process's own figures. One registry per process,
// shared by the gate and every route bundle. Label values are bounded: route patterns from the route
// table and the API's declared resources, never a path as sent, an id, an e-mail or a token.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AI_GRANTS, MAIN_GRANTS } from '@/lib/grants';
import { memoize } from '@/lib/memo';
import { matchRoute } from '@/lib/routes';

export const METRICS_PATH = '/api/metrics';

/** Seconds; the request and upstream histograms share them (most answers take milliseconds, uploads minutes). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120];

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The console's own API routes (app/api), besides the proxies and the exports. */
const API_ROUTES = new Set(['/api/events', '/api/presence', '/api/auth/login', '/api/auth/logout', '/api/auth/refresh', '/api/auth/request-code', '/api/me', '/api/health', '/api/ready']);

/** Pages outside the route table. */
const PUBLIC_PAGES = new Set(['/', '/login']);

/**
 * The route label of a request: its pattern where the console declares it, `(not found)` for a 404 and
 * `(other)` for anything else (a path made up by a client), so no label carries what a client chose.
 */
export function routeLabel(route: string, status: number): string {
  return status === 404 ? '(not found)' : labelOfRoute(route);
}

/** The label of a route pattern that was found, remembered (every request asks for one). */
const labelOfRoute = memoize(labelOf, (route) => route);

function labelOf(route: string): string {
  if (route.startsWith('/_next/static/')) return '/_next/static/[...file]';
  const proxied = /^\/api\/(main|ai)\/v1\/([^/]+)(\/.*)?$/.exec(route);
  if (proxied) {
    const [, upstream, resource, below] = proxied;
    const grants = upstream === 'main' ? MAIN_GRANTS : AI_GRANTS;
    return Object.hasOwn(grants, resource) ? `/api/${upstream}/v1/${resource}${below ? '/[...]' : ''}` : '(other)';
  }
  if (route.startsWith('/api/export/')) return '/api/export/[file]';
  if (API_ROUTES.has(route) || PUBLIC_PAGES.has(route)) return route;
  // The gate's pattern holds `[id]` where the path had an id; the route table matches ids.
  return matchRoute(route.replaceAll('[id]', '1'))?.pattern ?? '(other)';
}

export function methodLabel(method: string): string {
  const upper = method.toUpperCase();
  return METHODS.has(upper) ? upper : 'OTHER';
}

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Histogram({
      name: 'console_http_request_duration_seconds',
      help: 'Requests answered, by route pattern, method and status, and how long each took to its last byte.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: BUCKETS,
      registers: [registry],
    }),
    upstream: new Histogram({
      name: 'console_upstream_request_duration_seconds',
      help: 'Calls to the main API and the AI host, by upstream and status (error: no answer; timeout: none in time).',
      labelNames: ['upstream', 'status'] as const,
      buckets: BUCKETS,
      registers: [registry],
    }),
    refreshes: new Counter({
      name: 'console_session_refreshes_total',
      help: 'Upstream session refreshes, by outcome.',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    signInLimited: new Counter({
      name: 'console_sign_in_limited_total',
      help: 'Sign-in requests refused by the rate limits (429).',
      registers: [registry],
    }),
    redisErrors: new Counter({
      name: 'console_redis_errors_total',
      help: 'Errors from the shared Redis (connection or command).',
      registers: [registry],
    }),
    redisDegraded: new Gauge({
      name: 'console_redis_degraded',
      help: 'Whether this instance last found the shared Redis unreachable (1) and serves on last known revocations, or reached it (0).',
      registers: [registry],
    }),
    revocationDegraded: new Counter({
      name: 'console_revocation_degraded_total',
      help: 'Revocation work done without Redis, by what (check a session: answered from last known revocations; record a logout: queued; sync).',
      labelNames: ['what'] as const,
      registers: [registry],
    }),
    liveStreams: new Gauge({
      name: 'console_live_streams',
      help: 'Live streams (GET /api/events) open on this instance.',
      registers: [registry],
    }),
    liveRefused: new Counter({
      name: 'console_live_streams_refused_total',
      help: 'Live streams refused, by reason (user: per-user limit, instance: per-instance limit, draining).',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
    liveEventsSent: new Counter({
      name: 'console_live_events_sent_total',
      help: 'Events written to live streams, by event name.',
      labelNames: ['event'] as const,
      registers: [registry],
    }),
    liveEventsDroppedForRole: new Counter({
      name: 'console_live_events_dropped_for_role_total',
      help: "Events a stream did not carry because its session's role may not read the resource.",
      registers: [registry],
    }),
    liveLag: new Histogram({
      name: 'console_live_lag_seconds',
      help: 'From a change being published (on any instance) to its event being written to a stream here.',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    livePublished: new Counter({
      name: 'console_live_published_total',
      help: 'Changes offered to the live bus, by source (bff, feed) and outcome (sent, duplicate, failed).',
      labelNames: ['source', 'outcome'] as const,
      registers: [registry],
    }),
    liveBusLive: new Gauge({
      name: 'console_live_bus_live',
      help: 'Whether the live bus reaches every instance: 1 live, 0 paused (shared Redis unreachable).',
      registers: [registry],
    }),
  };
}

export type ConsoleMetrics = ReturnType<typeof createMetrics>;

const KEY = Symbol.for('console.metrics');
type WithMetrics = typeof globalThis & { [KEY]?: ConsoleMetrics };

/** The process's metrics, made on first use. */
export function getMetrics(): ConsoleMetrics {
  const holder = globalThis as WithMetrics;
  holder[KEY] ??= createMetrics();
  return holder[KEY];
}

/** One answered request (the request gate calls this when its answer has gone); the metrics call itself is not counted. */
export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  if (route === METRICS_PATH) return;
  getMetrics().requests.observe({ route: routeLabel(route, status), method: methodLabel(method), status: String(status) }, seconds);
}

/** One upstream call: its HTTP status, or `error` / `timeout` when no answer came. */
export function observeUpstream(upstream: 'main' | 'ai', status: number | 'error' | 'timeout', seconds: number): void {
  getMetrics().upstream.observe({ upstream, status: String(status) }, seconds);
}
