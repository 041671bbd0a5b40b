// Next.js configuration. The app version shown in the user menu comes from package.json.
// BUILD_STANDALONE=1 builds the self-contained server for containers (node .next/standalone/server.js);
// without it the build is for `next start`, which refuses to serve a standalone build cleanly.
import { readFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: process.env.BUILD_STANDALONE === '1' ? 'standalone' : undefined,
  poweredByHeader: false,
  reactStrictMode: true,
  env: { NEXT_PUBLIC_APP_VERSION: version },
  experimental: {
    optimizePackageImports: ['@chakra-ui/react'],
  },
};

export default nextConfig;
