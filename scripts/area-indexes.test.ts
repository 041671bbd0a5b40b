// The committed area indexes are what `npm run areas:index` makes from the folders under areas/, so an area
// added, removed or moved in the menu without running it fails here rather than at runtime.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INDEX_FILES, renderAreaIndexes } from './area-indexes/render';

const ROOT = join(__dirname, '..');

it('keeps every committed index as the generator writes it', async () => {
  const texts = await renderAreaIndexes(ROOT);
  expect(Object.keys(texts)).toEqual(INDEX_FILES);
  for (const [file, text] of Object.entries(texts)) expect([file, readFileSync(join(ROOT, file), 'utf8')]).toEqual([file, text]);
});
