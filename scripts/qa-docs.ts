// `npm run qa:docs`: writes docs/qa.md from the area definitions and the route table (scripts/qa-docs/).
// `--check` writes nothing and fails when the committed file differs from what it would write.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderQaDoc } from './qa-docs/render';

const target = join(__dirname, '..', 'docs', 'qa.md');
const text = renderQaDoc();
if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== text) {
    console.error('docs/qa.md is not what npm run qa:docs makes: run it and commit the result');
    process.exit(1);
  }
  console.info('docs/qa.md is up to date');
} else {
  writeFileSync(target, text);
  console.info(`wrote ${target}`);
}
