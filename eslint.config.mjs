// Lint rules: Next's core-web-vitals and TypeScript sets, with zero warnings allowed (npm run lint).
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const SANDBOX = { group: ['@/sandbox/*', '**/sandbox/*'], message: 'Console code talks to the API over HTTP; the sandbox is a stand-in for it, not a module of the console.' };

const AREA_NAMES = [
  'bundles', 'categories', 'content', 'content-blocks', 'content-categories', 'content-rules', 'content-types', 'catalogue-rules',
  'conversation-feedbacks', 'conversations', 'customers', 'feedbacks', 'file-types', 'files', 'influencers', 'invitations',
  'orders', 'pages', 'products', 'setting-keys', 'settings', 'subscribers', 'suggested-questions', 'team-members', 'tips',
  'totals', 'users', 'videos',
];
const AREA_MODULES = {
  group: [
    '@/areas/*/**',
    ...AREA_NAMES.map((name) => `@/lib/resources/${name}`),
    '@/components/{catalogue,content,conversations,dashboard,files,interlinks,people,settings,users,videos}/**',
    '@/lib/{dashboard,files,interlinks,people}/**',
  ],
  message: 'Engine code names no area: read areas through areas/access.ts or the resource registry, or give the engine a slot the area fills.',
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['**/.next/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'sandbox/data/**', 'bench/results/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Boundaries (issue 27). The console never imports the stand-in API: it knows it only as a URL.
  {
    files: ['app/**', 'components/**', 'lib/**', 'middleware.ts', 'instrumentation.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SANDBOX] }] },
  },
  // The engine names no area: it reads the areas through their registries (areas/access.ts, the
  // resource registry), never one area's own modules. More of the engine joins this list as the areas'
  // own parts move into areas/<area>/.
  {
    files: [
      'lib/server/**',
      'lib/contract/**',
      'lib/access.ts',
      'lib/routes.ts',
      'lib/grants.ts',
      'lib/menu.ts',
      'lib/roles.ts',
      'components/shell/**',
      'components/ui/**',
      'components/providers/**',
      'middleware.ts',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SANDBOX, AREA_MODULES] }] },
  },
];

export default config;
