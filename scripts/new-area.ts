// `npm run new:area <name> [-- --title "Allergy notes"] [--singular "Allergy note"] [--group products-group]`:
// scaffolds a working simple area in areas/<name>/ (scripts/new-area/templates.ts: list, create and update
// forms for both roles, menu place and icon, sandbox rule and demo data, a unit test and an end-to-end
// spec), then writes the area indexes (npm run areas:index) and the QA guide (npm run qa:docs), which list it.
// Nothing else outside the folder changes. The name is the folder, the upstream resource and the path:
// lower-case words joined by hyphens, plural (`allergy-notes`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { DerivedAccess, MenuGroup } from '@/lib/access';
import { ENGINE_MENU_LEAVES } from '@/lib/menu-tree';
import { loadDeclarations, renderAreaIndexes } from './area-indexes/render';
import { accessFile, definitionFile, definitionTestFile, e2eSpecFile, menuIconFile, sandboxFile, sandboxRulesFile, type AreaNames } from './new-area/templates';

const ROOT = join(__dirname, '..');
const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

const camel = (words: string) => words.replace(/[- ]([a-z0-9])/gi, (_, letter: string) => letter.toUpperCase()).replace(/^./, (first) => first.toLowerCase());
const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** Writes through a new file, so a tree of hard links to another (the CI test's copy) never writes into the original. */
function writeAtomically(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

/** The names the templates take, or the sentence saying why the name cannot be an area. */
export function areaNames(
  area: string,
  options: { title?: string; singular?: string; group?: string },
  declared: { accesses: readonly DerivedAccess[]; groups: readonly MenuGroup[] },
): AreaNames | string {
  const { accesses, groups } = declared;
  if (!NAME.test(area)) return `${area} is not an area name: lower-case words joined by hyphens, such as allergy-notes`;
  if (!area.endsWith('s')) return `${area} names one record: an area's name is plural, such as allergy-notes`;
  if (existsSync(join(ROOT, 'areas', area))) return `areas/${area} exists already`;
  if (accesses.some((access) => access.resource === area || access.routes.some((route) => route.pattern === `/${area}`))) return `/${area} is taken by another area`;
  if (options.group && !groups.some((group) => group.key === options.group)) return `${options.group} is no menu group: ${groups.map((group) => group.key).join(', ')}`;
  const title = options.title ?? capitalised(area.replaceAll('-', ' '));
  const singular = options.singular ?? title.replace(/ies$/, 'y').replace(/s$/, '');
  // In a group, after its last entry; at the top level, after the last area's entry (before the System group).
  const siblings = [...accesses.flatMap((access) => access.menuLeaves), ...ENGINE_MENU_LEAVES].filter((leaf) => leaf.group === options.group);
  const taken = new Set([...siblings, ...(options.group ? [] : groups)].map((entry) => entry.order));
  let order = Math.max(0, ...siblings.map((entry) => entry.order)) + (options.group ? 10 : 5);
  while (taken.has(order)) order += 1;
  return { area, title, singular, camel: camel(singular.toLowerCase()), camelPlural: camel(area), group: options.group, order };
}

/** The area's files, by path from the root. */
export function areaFiles(names: AreaNames): Record<string, string> {
  const folder = `areas/${names.area}`;
  return {
    [`${folder}/access.ts`]: accessFile(names),
    [`${folder}/definition.ts`]: definitionFile(names),
    [`${folder}/definition.test.ts`]: definitionTestFile(names),
    [`${folder}/sandbox/index.ts`]: sandboxFile(names),
    [`${folder}/sandbox/rules.ts`]: sandboxRulesFile(names),
    ...(names.group ? {} : { [`${folder}/menu-icon.tsx`]: menuIconFile(names) }),
    [`${folder}/${names.area}.spec.ts`]: e2eSpecFile(names),
  };
}

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { title: { type: 'string' }, singular: { type: 'string' }, group: { type: 'string' } } });
  if (positionals.length !== 1) {
    console.error('Usage: npm run new:area <name> [-- --title "Allergy notes" --singular "Allergy note" --group products-group]');
    process.exit(2);
  }
  const names = areaNames(positionals[0], values, await loadDeclarations(ROOT));
  if (typeof names === 'string') {
    console.error(names);
    process.exit(1);
  }
  for (const [file, text] of Object.entries(areaFiles(names))) {
    writeAtomically(join(ROOT, file), text);
    console.info(`created ${file}`);
  }
  for (const [file, text] of Object.entries(await renderAreaIndexes(ROOT))) {
    writeAtomically(join(ROOT, file), text);
    console.info(`wrote ${file}`);
  }
  // The guide is written by its own script, in a process that reads the indexes just written.
  const qaDocs = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(ROOT, 'scripts', 'qa-docs.ts')], { cwd: ROOT, stdio: 'inherit' });
  if (qaDocs.status !== 0) process.exit(qaDocs.status ?? 1);
  console.info(`\nareas/${names.area} is a working area: npm run typecheck, npx jest areas/${names.area}, and its end-to-end spec with npx playwright test areas/${names.area}. docs/adding-an-area.md says what it may add.`);
}

if (require.main === module) void main();
