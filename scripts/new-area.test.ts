// `npm run new:area` makes an area that passes every check at once, touching nothing outside its folder but
// the generated indexes and the QA guide: run on a copy of the tree (hard links, so it costs no copying;
// every file the run writes is a real copy first, or written through a new file), then the copy is
// typechecked and linted, and the new area's tests run beside the ones built from the declarations (routes,
// menu, icons, grants, references, indexes). Its end-to-end spec is run in the e2e phase, not here.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { INDEX_FILES } from './area-indexes/render';

const ROOT = join(__dirname, '..');
const AREA = 'tide-charts';
/** What a run writes outside the new folder. */
const WRITTEN = [...INDEX_FILES, 'docs/qa.md'];
const NOT_COPIED = new Set(['node_modules', '.next', '.git', 'test-results', 'playwright-report']);

/** A copy of the tree under a temporary folder, sharing every file by hard link but those the run writes. */
function linkedCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'new-area-'));
  for (const entry of readdirSync(ROOT)) {
    if (NOT_COPIED.has(entry) || entry.endsWith('.tmp')) continue;
    const run = spawnSync('cp', ['-al', join(ROOT, entry), copy]);
    if (run.status !== 0) throw new Error(String(run.stderr));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  for (const file of [...WRITTEN, 'tsconfig.tsbuildinfo']) {
    if (!existsSync(join(ROOT, file))) continue;
    unlinkSync(join(copy, file));
    copyFileSync(join(ROOT, file), join(copy, file));
  }
  return copy;
}

/** Files of the copy that are not the original's (a new file, or one written anew), from its root. */
function changedFiles(copy: string, folder = copy): string[] {
  return readdirSync(folder).flatMap((entry): string[] => {
    const path = join(folder, entry);
    const from = relative(copy, path);
    if (folder === copy && (NOT_COPIED.has(entry) || entry === 'tsconfig.tsbuildinfo')) return [];
    const stat = lstatSync(path);
    if (stat.isDirectory()) return changedFiles(copy, path);
    const original = join(ROOT, from);
    return existsSync(original) && statSync(original).ino === stat.ino ? [] : [from];
  });
}

function run(copy: string, args: readonly string[]): Promise<{ args: readonly string[]; status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: copy, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => resolve({ args, status, output }));
  });
}

let copy: string;
beforeAll(() => {
  copy = linkedCopy();
});
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

it('makes an area that typechecks, lints and passes its tests and those built from the declarations, changing only its folder and the indexes', async () => {
  const made = await run(copy, ['node_modules/tsx/dist/cli.mjs', 'scripts/new-area.ts', AREA, '--title', 'Tide charts']);
  expect([made.status, made.output]).toEqual([0, expect.stringContaining(`areas/${AREA} is a working area`)]);

  const outside = changedFiles(copy).filter((file) => !file.startsWith(`areas/${AREA}/`));
  expect(outside.sort()).toEqual([...WRITTEN].sort());
  expect(changedFiles(copy).filter((file) => file.startsWith(`areas/${AREA}/`)).sort()).toEqual(
    ['access.ts', 'definition.test.ts', 'definition.ts', 'menu-icon.tsx', 'sandbox/index.ts', 'sandbox/rules.ts', `${AREA}.spec.ts`].map((file) => `areas/${AREA}/${file}`).sort(),
  );

  const checks = await Promise.all([
    run(copy, ['node_modules/typescript/bin/tsc', '--noEmit']),
    run(copy, ['node_modules/eslint/bin/eslint.js', `areas/${AREA}`, ...INDEX_FILES, '--max-warnings', '0']),
    run(copy, [
      'node_modules/jest/bin/jest.js',
      '--ci',
      `areas/${AREA}/`,
      'lib/access.test.ts',
      'lib/routes.test.ts',
      'lib/grants.test.ts',
      'lib/resources/references.test.ts',
      'areas/registry.test.ts',
      'areas/parts.test.ts',
      'components/shell/menu-icons.test.tsx',
      'scripts/area-indexes.test.ts',
      'scripts/qa-docs.test.ts',
    ]),
  ]);
  for (const check of checks) expect([check.args.slice(0, 2), check.status, check.status === 0 ? '' : check.output]).toEqual([check.args.slice(0, 2), 0, '']);
  // The menu places it after the last area's entry at the top level, with its own icon.
  const routes = await run(copy, ['node_modules/tsx/dist/cli.mjs', '-e', "import('./lib/routes.ts').then(({ MENU }) => console.info(MENU.map((entry) => entry.key).join(',')))"]);
  expect(routes.output).toContain(`subscribers,${AREA},system-group`);
}, 900_000);
