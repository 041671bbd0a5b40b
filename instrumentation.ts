// Runs once when the server starts: settings given as files are read (SESSION_PASSWORD_FILE and the
// like), a missing or bad configuration stops it with a clear message instead of failing later on the
// first request; the request gate goes in front of Next (with the request ids, the one log line and the
// metrics per request), traces start when OTEL_EXPORTER_OTLP_ENDPOINT is set (lib/server/tracing.ts), and
// SIGTERM drains within SHUTDOWN_GRACE_MS, exit 0. onRequestError logs each error no handler caught, once,
// as JSON.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { exitOnInvalidConfig } = await import('@/lib/server/startup-check');
    exitOnInvalidConfig();
    const { getConfig } = await import('@/lib/server/config');
    const config = getConfig();
    const { Server } = await import('node:http');
    const { installRequestGate } = await import('@/lib/server/request-gate');
    // Traces only when an OTLP endpoint is given; otherwise the SDK is never loaded.
    if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
      const { startTracing } = await import('@/lib/server/tracing');
      await startTracing(process.env.NEXT_PUBLIC_APP_VERSION ?? 'unknown');
    }
    installRequestGate(Server, { trustRequestId: config.TRUSTED_PROXY_HOPS > 0, isDev: process.env.NODE_ENV === 'development' });
    // `next dev` keeps its own handling (it closes its watchers and workers on Ctrl+C).
    if (process.env.NODE_ENV === 'production') {
      const { getLogger } = await import('@/lib/server/log');
      const { installGracefulShutdown } = await import('@/lib/server/shutdown');
      const logger = getLogger();
      const { flushTraces } = await import('@/lib/server/tracing');
      installGracefulShutdown({
        graceMs: config.SHUTDOWN_GRACE_MS,
        log: (fields, message) => logger.info(fields, message),
        // The last spans leave before the process does (at most 2 s more).
        exit: (code) => void Promise.race([flushTraces(), new Promise((resolve) => setTimeout(resolve, 2_000))]).finally(() => process.exit(code)),
      });
    }
  }
}

/** Next calls this for every error no handler caught (a page that failed to render, say). */
export async function onRequestError(error: unknown, request: { method: string; headers: Record<string, string | string[] | undefined> }, place: { routePath: string; routeType: string; renderSource?: string }) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ getLogger }, { logRequestError }] = await Promise.all([import('@/lib/server/log'), import('@/lib/server/request-errors')]);
  logRequestError(getLogger(), error, request, place);
}
