// Runs once when the server starts: a missing or bad configuration stops it with a clear message,
// instead of failing later on the first request; the request gate goes in front of Next.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { exitOnInvalidConfig } = await import('@/lib/server/startup-check');
    exitOnInvalidConfig();
    const { Server } = await import('node:http');
    const { installRequestGate } = await import('@/lib/server/request-gate');
    installRequestGate(Server);
  }
}
