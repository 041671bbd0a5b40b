// What of the live updates loads with a page, and what waits: a create form has no record a colleague
// could change or have open, so its page loads none of the form controller's live parts (who else is
// viewing, the news of a change, how a change is judged); a list loads its quiet re-read with the first
// change it hears; the shell runs the stream with code loaded when the browser is idle. The budgets of the
// create forms and lists (bench/budgets.json) depend on it, and a static import is all it takes to lose
// it: this test follows every module's static imports (type-only and `import()` ones do not load with the
// page) from where each page starts, and names the path to any part it reaches that should wait.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');

/** The module files a file loads with itself: its value imports and re-exports of the project's own modules. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm),
  ].map((match) => match[1]);
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@/') ? join(ROOT, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(file), specifier) : null;
    if (!base) return [];
    const found = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ending) => base + ending).find((candidate) => existsSync(candidate) && !candidate.endsWith('/'));
    return found && /\.tsx?$/.test(found) ? [found] : [];
  });
}

/** Each module reachable from `start` by static imports, with the chain of imports that reaches it. */
function reachable(start: string): Map<string, string[]> {
  const paths = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of staticImports(file)) {
      if (paths.has(next)) continue;
      paths.set(next, [...paths.get(file)!, next]);
      queue.push(next);
    }
  }
  return paths;
}

/** The chains from `start` to any of `parts`, as relative paths (none when the page stays clear of them). */
function chainsTo(start: string, parts: readonly string[]): string[] {
  const paths = reachable(join(ROOT, start));
  return parts.flatMap((part) => {
    const chain = paths.get(join(ROOT, part));
    return chain ? [chain.map((file) => relative(ROOT, file)).join(' → ')] : [];
  });
}

const FORM_LIVE_PARTS = [
  'components/resource/form/form-live-parts.tsx',
  'components/live/record-presence.tsx',
  'lib/client/live/presence-report.ts',
  'components/resource/form/live-news-region.tsx',
  'lib/client/controllers/live-news-judge.ts',
  'lib/client/controllers/record-news.ts',
  'lib/merge/three-way.ts',
];

describe('what loads with a page', () => {
  it('finds the modules a file imports, and not its type-only or on-demand imports', () => {
    const imports = staticImports(join(ROOT, 'components/resource/form/update-form-client.tsx')).map((file) => relative(ROOT, file));
    expect(imports).toEqual(expect.arrayContaining(['lib/client/lazy-part.ts', 'components/resource/form/form-live-parts.tsx', 'components/resource/form/resource-form-client.tsx']));
    expect(imports).not.toContain('components/resource/form/delete-dialog.tsx');
    expect(imports).not.toContain('components/resource/form/delete-button.tsx');
  });

  it('an update form loads its live parts: who else is viewing, and the news of a change', () => {
    const paths = reachable(join(ROOT, 'components/resource/form/resource-form.tsx'));
    expect(paths.has(join(ROOT, 'components/live/record-presence.tsx'))).toBe(true);
    expect(paths.has(join(ROOT, 'components/resource/form/live-news-region.tsx'))).toBe(true);
  });

  it('a create form loads none of the live parts', () => {
    expect(chainsTo('components/resource/form/resource-create-form.tsx', FORM_LIVE_PARTS)).toEqual([]);
  });

  it('a list loads its quiet re-read only when a change comes', () => {
    expect(chainsTo('components/resource/list/resource-list.tsx', ['lib/client/controllers/live-reread.ts'])).toEqual([]);
    expect(chainsTo('lib/client/controllers/use-list-controller.ts', ['lib/client/controllers/live-reread.ts', ...FORM_LIVE_PARTS])).toEqual([]);
  });

  it('the shell loads the stream, and what runs it, only when the browser is idle', () => {
    expect(chainsTo('components/shell/app-shell.tsx', ['components/shell/live-connection-run.ts', 'lib/client/live/stream.ts', 'lib/client/session-news.ts'])).toEqual([]);
  });
});
