// Next.js configuration. The app version shown in the user menu comes from package.json.
// BUILD_STANDALONE=1 builds the self-contained server for containers (Dockerfile; node
// .next/standalone/server.js). Such a build still serves with `next start`, as long as BUILD_STANDALONE
// is not set for `next start` too (Next then warns to use server.js).
import { readFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

// The fixed hardening headers (lib/server/security-headers.ts), here for the static files middleware
// skips; middleware adds the per-request CSP and, over https, HSTS.
const STATIC_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: process.env.BUILD_STANDALONE === '1' ? 'standalone' : undefined,
  // The console draws no next/image, so the image optimiser is off and its native sharp (with libvips,
  // some 17 MB) stays out of the standalone output and the container image.
  images: { unoptimized: true },
  outputFileTracingExcludes: { '*': ['node_modules/sharp/**', 'node_modules/@img/**'] },
  poweredByHeader: false,
  // Loaded from node_modules, not bundled: Next's request tracer takes OpenTelemetry as on unless the API's
  // tracer provider is one whose class is named NoopTracerProvider, and a minified copy in the server bundles
  // renames that class, so every request paid for Next's spans (contexts, no-op spans) with tracing off.
  serverExternalPackages: ['@opentelemetry/api'],
  // Only for `npm run bench:js`, which traces first-load JS to its sources; a deployed build ships no maps.
  productionBrowserSourceMaps: process.env.BENCH_SOURCE_MAPS === '1',
  async headers() {
    return [{ source: '/_next/static/:path*', headers: STATIC_SECURITY_HEADERS }];
  },
  reactStrictMode: true,
  // `npm test` type-checks the same sources in its own phase beside the build (scripts/test-all.mjs), so
  // it builds with NEXT_BUILD_SKIP_TYPECHECK=1; every other build (the image's, `npm run build`) checks.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === '1' },
  env: { NEXT_PUBLIC_APP_VERSION: version },
  experimental: {
    optimizePackageImports: ['@chakra-ui/react'],
    // proxyClientMaxBodySize stays at Next's default: only page paths pass through middleware (where Next
    // buffers the body), and the request gate refuses any body there (lib/server/request-gate.ts).
  },
};

export default nextConfig;
