// Unit tests: next/jest compiles TypeScript with SWC, reads next.config.mjs and stubs `server-only`.
// The session library and its dependencies ship only as ES modules, so Jest must compile them too.
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// mdast-util-from-markdown (areas/interlinks/anchors.ts) and its micromark parser are ES modules too.
const esmOnly = ['iron-session', 'iron-webcrypto', 'uint8array-extras', 'cookie', 'mdast-util-[^/]+', 'micromark[^/]*', 'unist-util-[^/]+', 'decode-named-character-reference', 'character-entities', 'devlop'];

export default async function jestConfig() {
  const resolved = await createJestConfig({
    testEnvironment: 'node',
    testMatch: ['<rootDir>/{areas,lib,components,app,sandbox,scripts,middleware}/**/*.test.{ts,tsx}', '<rootDir>/*.test.ts'],
    // Chakra's theme files one by one (components/ui/system.ts), as CommonJS like the rest of Chakra here.
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^chakra-theme/(.*)$': '<rootDir>/node_modules/@chakra-ui/react/dist/cjs/theme/$1.cjs' },
    modulePathIgnorePatterns: ['<rootDir>/.next/'],
    setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    // A bound on work, never a wait: many files start a sandbox and seed thousands of rows in a hook, and
    // on a shared 2-core machine (CI runs the unit tests beside the build) that took over Jest's default
    // 5 s (20 hooks timed out in one fresh-clone run at load 8). A test that hangs still fails.
    testTimeout: 30_000,
  })();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!.pnpm)(?!(${esmOnly.join('|')}|geist|next/dist/client|next/dist/shared/lib)/)`,
      ...resolved.transformIgnorePatterns.slice(2),
    ],
  };
}
