// The lint rules that keep the tree's shape (README, Architecture) fail where they should: an engine file naming an
// area, console code importing the sandbox, and an import circle. Each runs the project's own command on
// a probe, so a loosened pattern or a dropped flag shows here rather than in a later review.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const BIN = join(ROOT, 'node_modules', '.bin');

/**
 * ESLint's import-boundary findings on each probe's code as if it were the file at its path (nothing is
 * written there), in one ESLint run: loading the config is most of the cost.
 */
function lintAll(probes: Record<string, { path: string; code: string }>, ruleId = 'no-restricted-imports'): Record<string, string[]> {
  const script = `
    import { ESLint } from 'eslint';
    const probes = JSON.parse(process.env.PROBES);
    const eslint = new ESLint({ cwd: process.cwd() });
    const found = {};
    for (const [name, { path, code }] of Object.entries(probes)) {
      const [report] = await eslint.lintText(code, { filePath: path });
      found[name] = report.messages.filter((m) => m.ruleId === process.env.RULE_ID).map((m) => m.message);
    }
    process.stdout.write(JSON.stringify(found));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, PROBES: JSON.stringify(probes), RULE_ID: ruleId },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Record<string, string[]>;
}

const NAMES_AN_AREA = "import { productsResource } from '@/areas/products/definition';\nexport const probe = productsResource;\n";
const READS_A_REGISTRY = "import { RESOURCES } from '@/areas/registry';\nexport const probe = RESOURCES;\n";

const SANDBOX_IMPORT = "import { startSandbox } from '@/sandbox/server';\nexport const probe = startSandbox;\n";
const AREA_SANDBOX_IMPORT = "import { productsSandbox } from '@/areas/products/sandbox';\nexport const probe = productsSandbox;\n";
const ENGINE_FILES = ['components/resource/probe.ts', 'lib/client/probe.ts', 'lib/server/probe.ts', 'app/api/probe/route.ts', 'middleware.ts'];

describe('the import boundaries', () => {
  let found: Record<string, string[]>;
  beforeAll(() => {
    found = lintAll({
      ...Object.fromEntries(ENGINE_FILES.map((path) => [`area in ${path}`, { path, code: NAMES_AN_AREA }])),
      'registry in the engine': { path: 'components/resource/probe.ts', code: READS_A_REGISTRY },
      'area in another area': { path: 'areas/bundles/probe.ts', code: NAMES_AN_AREA },
      'area in a page file': { path: 'app/(console)/products/probe/page.tsx', code: NAMES_AN_AREA },
      'sandbox in an area': { path: 'areas/products/probe.ts', code: SANDBOX_IMPORT },
      'sandbox in the engine': { path: 'lib/client/probe.ts', code: SANDBOX_IMPORT },
      "an area's sandbox part in its console code": { path: 'areas/products/probe.ts', code: AREA_SANDBOX_IMPORT },
      "an area's sandbox part in a page file": { path: 'app/(console)/products/probe/page.tsx', code: AREA_SANDBOX_IMPORT },
      "the sandbox in an area's sandbox part": { path: 'areas/products/sandbox/probe.ts', code: SANDBOX_IMPORT },
    });
  });

  it('refuses an engine file that names an area, wherever in the engine it is', () => {
    for (const path of ENGINE_FILES) expect(found[`area in ${path}`]).toEqual([expect.stringContaining('Engine code names no area')]);
  });

  it('lets the engine read the areas through their registries, and an area or a page file an area', () => {
    expect(found['registry in the engine']).toEqual([]);
    expect(found['area in another area']).toEqual([]);
    expect(found['area in a page file']).toEqual([]);
  });

  it("refuses console code that imports the sandbox or an area's part of it", () => {
    expect(found['sandbox in an area']).toEqual([expect.stringContaining('the sandbox is a stand-in')]);
    expect(found['sandbox in the engine']).toEqual([expect.stringContaining('the sandbox is a stand-in')]);
    expect(found["an area's sandbox part in its console code"]).toEqual([expect.stringContaining('the sandbox is a stand-in')]);
    expect(found["an area's sandbox part in a page file"]).toEqual([expect.stringContaining('the sandbox is a stand-in')]);
  });

  it("lets an area's sandbox part build on the sandbox", () => {
    expect(found["the sandbox in an area's sandbox part"]).toEqual([]);
  });
});

const SPELLS_MAIN_URL = "export const teamUrl = '/api/main/v1/team-members?sort=position';\n";
const SPELLS_AI_URL = 'export const suggestUrl = (id: number) => `/api/ai/v1/interlinks/${id}`;\n';
const SPELLS_NO_URL = "import { mainApiUrl } from '@/lib/client/api-url';\n// Once spelt '/api/main/v1/team-members' here; a comment may say so.\nexport const teamUrl = mainApiUrl('team-members');\nexport const login = '/api/auth/login';\n";

describe('the upstream-URL rule', () => {
  let found: Record<string, string[]>;
  beforeAll(() => {
    found = lintAll(
      {
        'main URL in an area component': { path: 'areas/team-members/probe.tsx', code: SPELLS_MAIN_URL },
        'AI URL in an area hook': { path: 'areas/interlinks/probe.ts', code: SPELLS_AI_URL },
        'main URL in an engine component': { path: 'components/resource/history/probe.tsx', code: SPELLS_MAIN_URL },
        'AI URL in the shell': { path: 'components/shell/probe.tsx', code: SPELLS_AI_URL },
        'no URL spelt': { path: 'areas/team-members/probe.tsx', code: SPELLS_NO_URL },
        "the area's api.ts": { path: 'areas/team-members/api.ts', code: SPELLS_MAIN_URL },
        'the client module': { path: 'lib/client/api-url.ts', code: SPELLS_AI_URL },
        'a test': { path: 'areas/team-members/probe.test.tsx', code: SPELLS_MAIN_URL },
        "an area's sandbox part": { path: 'areas/team-members/sandbox/probe.ts', code: SPELLS_MAIN_URL },
      },
      'no-restricted-syntax',
    );
  });

  it('refuses /api/main/ and /api/ai/ in a string or a template under areas/ and components/', () => {
    for (const name of ['main URL in an area component', 'AI URL in an area hook', 'main URL in an engine component', 'AI URL in the shell']) {
      expect([name, found[name]]).toEqual([name, [expect.stringContaining('Components do not spell an upstream URL')]]);
    }
  });

  it("lets the area's api.ts, the client module, tests and the sandbox spell them, and a comment or another mount pass", () => {
    for (const name of ['no URL spelt', "the area's api.ts", 'the client module', 'a test', "an area's sandbox part"]) expect([name, found[name]]).toEqual([name, []]);
  });
});

describe('the import-circle check', () => {
  it('fails on a circle and passes without one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'circles-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      writeFileSync(join(dir, 'c.ts'), "export const c = 1;\n");
      writeFileSync(join(dir, 'd.ts'), "import { c } from './c';\nexport const d = c;\n");
      // The flags of `npm run lint:circles`.
      const dpdm = (files: string) =>
        spawnSync(join(BIN, 'dpdm'), ['--no-warning', '--no-tree', '--exit-code', 'circular:1', files], { cwd: dir, encoding: 'utf8' });
      expect(dpdm('{a,b}.ts').status).toBe(1);
      expect(dpdm('{c,d}.ts').status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs as part of npm run lint', () => {
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.lint).toContain('lint:circles');
    expect(scripts['lint:circles']).toContain('--exit-code circular:1');
  });
});
