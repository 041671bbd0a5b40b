// docs/qa.md is what `npm run qa:docs` makes from the definitions now: a definition or route changed
// without regenerating it fails here (the accessibility walk checks the screens against the same data).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QA_SCREENS } from './qa-docs/screens';
import { renderQaDoc } from './qa-docs/render';
import { ROUTES } from '@/lib/routes';

describe('docs/qa.md', () => {
  it('is what npm run qa:docs generates from the area definitions and the route table', () => {
    const committed = readFileSync(join(__dirname, '..', 'docs', 'qa.md'), 'utf8');
    expect(committed === renderQaDoc()).toBe(true);
  });

  it('has a section for every route, and names the generic screens’ controls', () => {
    expect(QA_SCREENS.map((screen) => screen.route)).toEqual(ROUTES.map((route) => route.pattern));
    const products = QA_SCREENS.find((screen) => screen.route === '/products')!;
    expect(products.controls).toEqual(expect.arrayContaining([expect.objectContaining({ role: 'searchbox', name: 'Search', isWalked: true })]));
    const orders = QA_SCREENS.find((screen) => screen.route === '/orders')!;
    expect(orders.controls).toEqual(expect.arrayContaining([expect.objectContaining({ role: 'dialog', name: 'Mark this order shipped?' })]));
  });
});

describe('the kit', () => {
  it('is versioned with the console', () => {
    const version = (path: string) => (JSON.parse(readFileSync(join(__dirname, '..', path), 'utf8')) as { version: string }).version;
    expect(version('qa/package.json')).toBe(version('package.json'));
  });
});
