// Lint rules: Next's core-web-vitals and TypeScript sets, with zero warnings allowed (npm run lint).
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The stand-in API: sandbox/ and each area's part of it (areas/<area>/sandbox/).
const SANDBOX = {
  group: ['@/sandbox', '@/sandbox/*', '**/sandbox', '**/sandbox/*'],
  message: 'Console code talks to the API over HTTP; the sandbox is a stand-in for it, not a module of the console.',
};

// An area's own modules: everything under areas/<area>/. The registries beside them (areas/registry.ts,
// areas/access.ts, areas/custom-*.ts, areas/answer-contracts.ts) are how the engine reaches the areas.
const AREA_MODULES = {
  group: ['@/areas/*/**', '**/areas/*/**'],
  message: 'Engine code names no area: read areas through their registries (areas/registry.ts, areas/access.ts, areas/custom-*.ts), or give the engine a slot the area fills.',
};

// The BFF's mounts of the two upstreams. Only lib/client/api-url.ts spells them: a component reaches its
// records through its area's api.ts (areas/<area>/api.ts) or the engine's client module (lib/client/), so
// no screen writes an upstream URL of its own. Written with \u002F for "/", which a selector's regex
// cannot hold.
const UPSTREAM_URL = '\\u002Fapi\\u002F(main|ai)\\u002F';
const NO_UPSTREAM_URL = {
  message: 'Components do not spell an upstream URL: call the area\'s api.ts (areas/<area>/api.ts) or the engine\'s client module (lib/client/api-url.ts, use-resource.ts).',
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['**/.next/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'sandbox/data/**', 'bench/results/**', 'qa/dist/**', 'qa/example/test-results/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Boundaries that keep the tree's shape (README, Architecture). The console never imports the stand-in API: it knows it only as a URL.
  {
    files: ['app/**', 'areas/**', 'components/**', 'lib/**', 'middleware.ts', 'instrumentation.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'areas/*/sandbox/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SANDBOX] }] },
  },
  // The engine names no area: it reads the areas through their registries, never one area's own
  // modules. The engine is everything outside areas/ but the thin page files of app/(console), which
  // mount an area's screen.
  {
    files: ['lib/**', 'components/**', 'app/api/**', 'app/*.tsx', 'app/login/**', 'middleware.ts', 'instrumentation.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SANDBOX, AREA_MODULES] }] },
  },
  // No component spells an upstream URL: the area's api.ts and the client module do. Tests may name the
  // URLs they expect; an area's sandbox part serves them.
  {
    files: ['areas/**', 'components/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.test-support.ts', '**/*.test-support.tsx', 'areas/*/api.ts', 'areas/*/sandbox/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/${UPSTREAM_URL}/]`, ...NO_UPSTREAM_URL },
        { selector: `TemplateElement[value.raw=/${UPSTREAM_URL}/]`, ...NO_UPSTREAM_URL },
      ],
    },
  },
];

export default config;
