// docs/qa.md is what `npm run qa:docs` makes from the definitions now: a definition or route changed
// without regenerating it fails here (the accessibility walk checks the screens against the same data).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
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

  it('names the parts of every screen of its own, from what it declares beside its code', () => {
    const own = QA_SCREENS.filter((screen) => screen.kind === 'screen' && screen.route !== '/me');
    expect(own.map((screen) => screen.route)).toEqual(expect.arrayContaining(['/dashboard', '/products/bestsellers', '/conversations/:id', '/system/files', '/videos', '/team-members', '/content/ailink/:id', '/content/equivalence']));
    for (const screen of own) expect(`${screen.route}: ${screen.controls.some((control) => control.isWalked) ? 'checked' : 'none checked'}`).toBe(`${screen.route}: checked`);
    // The team list is the generic list plus its order editor.
    const team = QA_SCREENS.find((screen) => screen.route === '/team-members')!;
    expect(team.controls).toEqual(expect.arrayContaining([expect.objectContaining({ role: 'searchbox', name: 'Search', isWalked: true }), expect.objectContaining({ role: 'list', name: 'Team members in storefront order', revealedBy: 'reorder' })]));
  });

  it('has the walk open what shows only after a click on a representative set, each name it checks then tied to one of them', () => {
    const walked = QA_SCREENS.flatMap((screen) => screen.reveals.map((reveal) => `${screen.route} ${reveal.key}`));
    expect(walked).toEqual(expect.arrayContaining(['/orders drawer', '/content selection', '/content bulk-step', '/content-categories/update/:id delete', '/team-members reorder', '/videos drawer']));
    for (const screen of QA_SCREENS) {
      const keys = screen.reveals.map((reveal) => reveal.key);
      for (const control of screen.controls) if (control.revealedBy) expect(`${screen.route} ${keys.includes(control.revealedBy) ? control.revealedBy : 'none'}`).toBe(`${screen.route} ${control.revealedBy}`);
      // What a reveal shows is checked after it, never as the screen opens.
      for (const control of screen.controls) if (control.revealedBy) expect(control.isWalked).toBe(false);
    }
  });
});

describe('a page file of its own', () => {
  const consoleDir = join(__dirname, '..', 'app', '(console)');
  const pageFiles = (readdirSync(consoleDir, { recursive: true }) as string[]).filter((path) => path.endsWith('page.tsx')).map((path) => join(consoleDir, path));
  const GENERIC_SCREENS = { list: 'resource-list-screen', create: 'resource-create-form', update: 'resource-update-form' } as const;

  it('that mounts the generic list or form says so in its page-screen.ts, which the QA guide reads', () => {
    const undeclared: string[] = [];
    for (const page of pageFiles) {
      // The generic [area] pages are the generic screens themselves.
      if (page.includes('[area]')) continue;
      const source = readFileSync(page, 'utf8');
      const mounted = (Object.keys(GENERIC_SCREENS) as (keyof typeof GENERIC_SCREENS)[]).find((kind) => source.includes(`components/resource/${kind === 'list' ? 'list' : 'form'}/${GENERIC_SCREENS[kind]}'`));
      const declaration = join(page, '..', 'page-screen.ts');
      const declared = existsSync(declaration) ? (jest.requireActual(declaration) as { PAGE_SCREEN: { draws: string } }).PAGE_SCREEN.draws : undefined;
      if (mounted !== declared) undeclared.push(`${page.slice(consoleDir.length)}: mounts ${mounted ?? 'none'}, declares ${declared ?? 'none'}`);
    }
    expect(undeclared).toEqual([]);
  });

  it('is described as the generic screen it declares, with its layout and locks', () => {
    const pages = QA_SCREENS.find((screen) => screen.route === '/pages/update/:id')!;
    expect(pages.kind).toBe('update');
    expect(pages.controls).toEqual(expect.arrayContaining([expect.objectContaining({ role: 'button', name: 'SEO', when: 'a section of the form' })]));
    const users = QA_SCREENS.find((screen) => screen.route === '/system/users/update/:id')!;
    expect(users.kind).toBe('update');
    expect(users.controls.filter((control) => control.role === 'textbox' && control.isWalked)).toEqual([]);
  });
});

describe('the kit', () => {
  it('is versioned with the console', () => {
    const version = (path: string) => (JSON.parse(readFileSync(join(__dirname, '..', path), 'utf8')) as { version: string }).version;
    expect(version('qa/package.json')).toBe(version('package.json'));
  });
});
