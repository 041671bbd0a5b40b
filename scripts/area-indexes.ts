// `npm run areas:index`: writes the indexes that list every area (scripts/area-indexes/render.ts) from the
// folders under areas/. `--check` writes nothing and fails when a committed index differs from what it would
// write (scripts/area-indexes.test.ts runs the same check in CI).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderAreaIndexes } from './area-indexes/render';

const root = join(__dirname, '..');

/** Writes through a new file, so a tree of hard links to another (the new-area test's copy) never writes into the original. */
function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

async function main() {
  const texts = await renderAreaIndexes(root);
  const isCheck = process.argv.includes('--check');
  const stale = Object.entries(texts).filter(([file, text]) => {
    let current = '';
    try {
      current = readFileSync(join(root, file), 'utf8');
    } catch {
      // A missing index is a stale one.
    }
    return current !== text;
  });
  if (isCheck) {
    if (stale.length > 0) {
      console.error(`Not what npm run areas:index makes: ${stale.map(([file]) => file).join(', ')}. Run it and commit the result.`);
      process.exit(1);
    }
    console.info('the area indexes are up to date');
    return;
  }
  for (const [file, text] of stale) {
    writeAtomically(join(root, file), text);
    console.info(`wrote ${file}`);
  }
}

void main();
