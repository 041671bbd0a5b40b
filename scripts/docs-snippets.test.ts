// Every `ts` block of the guides that show code compiles against the code as it is: each block is typechecked
// as a module of its own, placed beside the guide under the project's compiler options (so `@/…` imports
// resolve), by the TypeScript compiler in memory; nothing is written. A renamed option, a dropped export or a
// changed signature fails here rather than in the next reader's editor.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '..');
const GUIDES = ['docs/adding-an-area.md'];

/** The `ts` blocks of a markdown text, with the line each starts on. */
function tsBlocks(markdown: string): { line: number; code: string }[] {
  const blocks: { line: number; code: string }[] = [];
  const pattern = /^```ts\n([\s\S]*?)^```$/gm;
  for (let match = pattern.exec(markdown); match; match = pattern.exec(markdown)) {
    blocks.push({ line: markdown.slice(0, match.index).split('\n').length, code: match[1] });
  }
  return blocks;
}

function compilerOptions(): ts.CompilerOptions {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  return { ...parsed.options, noEmit: true, incremental: false, tsBuildInfoFile: undefined };
}

/** Each block's diagnostics as text, by `guide:line`; an empty list for a block that compiles. */
function diagnosticsOf(blocks: { name: string; path: string; code: string }[]): Record<string, string[]> {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const virtual = new Map(blocks.map((block) => [block.path, block.code]));
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (path) => virtual.get(path) ?? readFile(path);
  host.fileExists = (path) => virtual.has(path) || fileExists(path);
  host.getSourceFile = (path, language, onError, shouldCreate) =>
    virtual.has(path) ? ts.createSourceFile(path, virtual.get(path)!, language, true) : getSourceFile(path, language, onError, shouldCreate);
  const program = ts.createProgram([...virtual.keys()], options, host);
  return Object.fromEntries(
    blocks.map((block) => [
      block.name,
      ts.getPreEmitDiagnostics(program, program.getSourceFile(block.path)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    ]),
  );
}

const BLOCKS = GUIDES.flatMap((guide) =>
  tsBlocks(readFileSync(join(ROOT, guide), 'utf8')).map(({ line, code }, i) => ({
    name: `${guide}:${line}`,
    path: join(ROOT, guide.replace(/[^/]+$/, ''), `snippet-${i}-${line}.ts`),
    code,
  })),
);

it('finds the code blocks of the guides', () => {
  expect(BLOCKS.length).toBeGreaterThanOrEqual(4);
});

it('compiles every ts block of the guides against the code', () => {
  const found = diagnosticsOf(BLOCKS);
  for (const block of BLOCKS) expect([block.name, found[block.name]]).toEqual([block.name, []]);
}, 120_000);

it('reports a block that does not compile', () => {
  const broken = { name: 'probe', path: join(ROOT, 'docs', 'snippet-probe.ts'), code: "import { grantAll } from '@/lib/access';\nexport const probe = grantAll();\n" };
  expect(diagnosticsOf([broken]).probe).toEqual([expect.stringContaining('Expected 1 arguments')]);
}, 120_000);
