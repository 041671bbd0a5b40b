// Accessibility: an axe scan (WCAG 2.0/2.1 A and AA, serious and critical violations) of the sign-in
// page in each of its states, the shell with its menus, and every screen built so far, in light and dark
// mode, for each role that can open them. Each page is scanned once its content has shown, never after a
// fixed wait, then switched to the other colour mode in place and scanned again: one load serves both
// modes. This walk is the one place a screen as it opens is scanned; the area specs scan only what it does
// not reach (drawers, dialogs, errors, a screen with something added). Admins walk their routes in two
// tests, editors in one, each on one page, so a run stays short. On each screen the walk also finds the
// names docs/qa.md gives it (scripts/qa-docs/screens.ts), and on a representative few opens what shows only
// after a click (a drawer, the bulk bar, a confirmation, an editor loaded on demand), finds its names and
// puts it away, after the scans, which stay those of the screen as it opens.
import type { Locator, Page } from '@playwright/test';
import { qaNameMatcher, type QaClick } from '@/lib/qa-names';
import { qaScreen, type QaControl, type QaScreen } from '../scripts/qa-docs/screens';
import {
  COLOR_MODES,
  emulateColorMode,
  expectColorMode,
  expectNoSeriousViolations,
  scanBothModes,
  type AxeViolation,
  type ColorMode,
  type KnownViolations,
} from './support/axe';
import { ACCOUNTS, expect, openUserMenu, sandbox, signIn, test, type Role } from './support/fixtures';

/**
 * KNOWN_ELSEWHERE: violations whose cause lies in code this suite's fixes may not touch, because it is
 * being rewritten elsewhere (the catalogue: components/resource/*, areas/products/*, areas/bundles/* and the pages
 * that mount them), by route pattern and axe rule id, each with its cause. They are reported as test
 * annotations, not failed. This list must shrink to empty: remove an entry when its cause is fixed (an
 * entry that no longer occurs fails the last test below).
 */
const KNOWN_ELSEWHERE: Readonly<Record<string, KnownViolations>> = {};

/** Known entries met in this run, `route rule`, to tell stale ones apart (checked by the last test). */
const metKnown = new Set<string>();
const scannedRoutes = new Set<string>();

async function scan(page: Page, route: string, label: string) {
  scannedRoutes.add(route);
  const known = await expectNoSeriousViolations(page, label, { known: KNOWN_ELSEWHERE[route], soft: true });
  for (const violation of known) {
    metKnown.add(`${route} ${violation.id}`);
    test.info().annotations.push({ type: 'known a11y violation', description: `${label}: ${describe(violation)}` });
  }
}

const describe = (violation: AxeViolation) =>
  `${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`;

/** Scans in both colour modes, switched in place (support/axe.ts), keeping this walk's account of it. */
const scanRouteBothModes = (page: Page, route: string, label: string): Promise<ColorMode> =>
  scanBothModes(page, label, (modeLabel) => scan(page, route, modeLabel));

/** A list screen has drawn its rows (no skeleton left). */
async function listReady(page: Page, label: string) {
  const table = page.getByRole('table', { name: label });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('skeleton-row')).toHaveCount(0);
  await expect(table).toHaveAttribute('aria-busy', 'false');
}

/**
 * A form screen has drawn its fields: an update form only renders once its record has loaded, and a
 * field's code loads on demand (the blocks editor, then a block's preview), a skeleton or a "Loading …"
 * stand-in in its place until then.
 */
async function formReady(page: Page, title: string) {
  const form = page.getByRole('form', { name: title });
  await expect(form).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(form.getByRole('textbox').or(form.getByRole('combobox')).first()).toBeVisible();
  await expect(form.locator('.chakra-skeleton, [aria-label^="Loading"]')).toHaveCount(0);
}

/** The id of the first record of a list, as the list sorts it by default, `query` filtering it. */
async function firstId(page: Page, resource: string, query = ''): Promise<number> {
  const answer = await page.request.get(`/api/main/v1/${resource}?${query ? `${query}&` : ''}page=1&limit=1`);
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data: { records: { id: number }[] } };
  expect(body.data.records.length, `a seeded ${resource} record`).toBeGreaterThan(0);
  return body.data.records[0].id;
}

/** Finds by role and name, exactly or by the pattern a name's `<…>` stand-ins make (lib/qa-names.ts). */
const byName = (scope: Page | Locator, role: QaControl['role'], name: string, level?: number): Locator =>
  scope.getByRole(role, { name: qaNameMatcher(name), exact: true, ...(level ? { level } : {}) });

/**
 * Each control is there, by role and name, for the roles docs/qa.md shows it to; a link it shows to other
 * roles only is absent (lib/access.test.ts checks the declaration itself). All at once: one round of
 * queries per screen rather than one per control keeps the walk's time.
 */
async function expectControls(scope: Page | Locator, controls: readonly QaControl[], role: Role, failureMessage: (what: string) => string) {
  await Promise.all(
    controls.map((control) => {
      const found = byName(scope, control.role, control.name, control.level);
      if (!control.roles || control.roles.includes(role)) return expect(found.first(), failureMessage(`${control.role} "${control.name}"`)).toBeAttached();
      return control.role === 'link' ? expect(found, failureMessage(`no ${control.role} "${control.name}"`)).toHaveCount(0) : undefined;
    }),
  );
}

const saying = (route: string, role: Role) => (what: string) => `${what} on ${route} (${role}), as docs/qa.md says: run npm run qa:docs if the screen is right`;

/**
 * The screen shows the names docs/qa.md gives it (scripts/qa-docs/screens.ts, from the area definitions,
 * the names screens of their own declare and the route table): its heading and every control drawn as it
 * opens, found by role and accessible name.
 */
async function expectDocumentedNames(page: Page, route: string, role: Role) {
  const screen = qaScreen(route);
  if (!screen) return;
  const main = page.getByRole('main');
  const failureMessage = saying(route, role);
  await expect(byName(main, 'heading', screen.heading, 1), failureMessage(`heading "${screen.heading}"`)).toBeVisible();
  await expectControls(main, screen.controls.filter((control) => control.isWalked), role, failureMessage);
}

/** The control a reveal clicks: the first that matches, inside the part it names if any. */
const clickable = (page: Page, click: QaClick): Locator => byName(click.within ? byName(page, click.within.role, click.within.name).first() : page, click.role, click.name).first();

/** Clicks it; a checkbox is ticked instead, as Chakra's input lies visually hidden under its label, which takes the pointer. */
const press = (page: Page, click: QaClick): Promise<void> => (click.role === 'checkbox' ? clickable(page, click).check({ force: true }) : clickable(page, click).click());

/**
 * What the screen shows only after a click, as docs/qa.md names it: each of the screen's reveals is
 * opened (a drawer, the bulk bar, a confirmation, an editor loaded on demand), its names are found on the
 * page (a dialog is drawn outside main, and hides the rest while open), and it is put away again.
 */
async function expectRevealedNames(page: Page, screen: QaScreen, role: Role) {
  const failureMessage = saying(screen.route, role);
  for (const reveal of screen.reveals) {
    if (reveal.roles && !reveal.roles.includes(role)) continue;
    if (reveal.path) {
      await page.goto(reveal.path);
      await expect(page.getByRole('main').getByRole('table').first()).toHaveAttribute('aria-busy', 'false');
    }
    for (const click of reveal.open) await press(page, click);
    const shown = screen.controls.filter((control) => control.revealedBy === reveal.key);
    await expectControls(page, shown, role, (what) => failureMessage(`${what} after ${reveal.label}`));
    for (const click of reveal.close) await press(page, click);
    // Put away: its first name is gone, so the next reveal or screen starts from the screen as it opened.
    if (shown[0]) await expect(byName(page, shown[0].role, shown[0].name)).toHaveCount(0);
  }
}

interface Screen {
  /** Route pattern, the key of KNOWN_ELSEWHERE. */
  route: string;
  roles: readonly Role[];
  /** The record the screen opens: the first of the resource's list (firstId), `query` filtering it. */
  record?: { resource: string; query?: string };
  /** The path to open, given the record's id. */
  path: (id: number) => string;
  ready: (page: Page, role: Role) => Promise<void>;
  /**
   * Drawn differently for each role that opens it, so each role's walk scans it: the dashboard's
   * figures, the account's role, a form picking from a resource the editor may not read (a locked
   * picker in its place), a link to a list only one role has, a step only one role may take.
   */
  byRole?: true;
}

const BOTH: readonly Role[] = ['admin', 'editor'];
const ADMIN: readonly Role[] = ['admin'];

const heading = (page: Page, name: string | RegExp): Locator => page.getByRole('heading', { level: 1, name });

const SCREENS: readonly Screen[] = [
  {
    route: '/dashboard',
    roles: BOTH,
    byRole: true,
    path: () => '/dashboard',
    ready: async (page, role) => {
      await expect(heading(page, `Welcome, ${ACCOUNTS[role].name.split(' ')[0]}`)).toBeVisible();
      await expect(page.locator('[data-figure="content-drafts"]')).toBeVisible();
    },
  },
  {
    route: '/me',
    roles: BOTH,
    byRole: true,
    path: () => '/me',
    ready: async (page, role) => {
      await expect(heading(page, 'Account settings')).toBeVisible();
      await expect(page.getByRole('main').getByText(ACCOUNTS[role].name)).toBeVisible();
    },
  },
  {
    route: 'not-found',
    roles: BOTH,
    path: () => '/no/such/screen',
    ready: async (page) => expect(heading(page, 'Page not found')).toBeVisible(),
  },
  { route: '/products', roles: BOTH, path: () => '/products', ready: (page) => listReady(page, 'Products') },
  // Products pick their categories, which editors may not read: a locked picker stands in their form.
  { route: '/products/create', roles: BOTH, byRole: true, path: () => '/products/create', ready: (page) => formReady(page, 'New product') },
  {
    route: '/products/update/:id',
    roles: BOTH,
    byRole: true,
    record: { resource: 'products' },
    path: (id) => `/products/update/${id}`,
    ready: (page) => formReady(page, 'Edit product'),
  },
  { route: '/bundles', roles: BOTH, path: () => '/bundles', ready: (page) => listReady(page, 'Bundles') },
  { route: '/bundles/create', roles: BOTH, path: () => '/bundles/create', ready: (page) => formReady(page, 'New bundle') },
  {
    route: '/bundles/update/:id',
    roles: BOTH,
    record: { resource: 'bundles' },
    path: (id) => `/bundles/update/${id}`,
    ready: (page) => formReady(page, 'Edit bundle'),
  },
  {
    route: '/products/bestsellers',
    roles: BOTH,
    path: () => '/products/bestsellers',
    ready: async (page) => {
      await expect(heading(page, 'Best sellers')).toBeVisible();
      await expect(page.getByRole('list', { name: /^Best sellers in / })).toBeVisible();
    },
  },
  { route: '/categories', roles: ADMIN, path: () => '/categories', ready: (page) => listReady(page, 'Categories') },
  { route: '/categories/create', roles: ADMIN, path: () => '/categories/create', ready: (page) => formReady(page, 'New category') },
  {
    route: '/suggested-questions',
    roles: ADMIN,
    path: () => '/suggested-questions',
    ready: (page) => listReady(page, 'Suggested questions'),
  },
  {
    route: '/suggested-questions/create',
    roles: ADMIN,
    path: () => '/suggested-questions/create',
    ready: (page) => formReady(page, 'New question'),
  },
  { route: '/system/settings', roles: ADMIN, path: () => '/system/settings', ready: (page) => listReady(page, 'Settings') },
  { route: '/system/settings/create', roles: ADMIN, path: () => '/system/settings/create', ready: (page) => formReady(page, 'New setting') },
  // A setting's form is drawn for its key: a text here; a list of entries is scanned with a bad row
  // marked (system-settings.spec.ts).
  {
    route: '/system/settings/update/:id',
    roles: ADMIN,
    record: { resource: 'settings', query: 'search=tip_consulation' },
    path: (id) => `/system/settings/update/${id}`,
    ready: (page) => formReady(page, 'Edit setting'),
  },
  { route: '/system/users', roles: ADMIN, path: () => '/system/users', ready: (page) => listReady(page, 'Users') },
  { route: '/system/users/create', roles: ADMIN, path: () => '/system/users/create', ready: (page) => formReady(page, 'New user') },
  // Another's account: one's own, with its role and status locked, is scanned in system-users.spec.ts.
  {
    route: '/system/users/update/:id',
    roles: ADMIN,
    record: { resource: 'users', query: 'role=editor' },
    path: (id) => `/system/users/update/${id}`,
    ready: (page) => formReady(page, 'Edit user'),
  },
  { route: '/content/ailink/:id', roles: BOTH, record: { resource: 'content' }, path: (id) => `/content/ailink/${id}`, ready: (page) => expect(page.getByRole('heading', { name: 'Suggestions', level: 2 })).toBeVisible() },
  { route: '/products/ailink/:id', roles: BOTH, record: { resource: 'products' }, path: (id) => `/products/ailink/${id}`, ready: (page) => expect(page.getByRole('heading', { name: 'Suggestions', level: 2 })).toBeVisible() },
  { route: '/bundles/ailink/:id', roles: BOTH, record: { resource: 'bundles' }, path: (id) => `/bundles/ailink/${id}`, ready: (page) => expect(page.getByRole('heading', { name: 'Suggestions', level: 2 })).toBeVisible() },
  { route: '/conversations', roles: BOTH, path: () => '/conversations', ready: (page) => listReady(page, 'Conversations') },
  // Admins are offered the suggested questions from a thread; editors are not.
  { route: '/conversations/:id', roles: BOTH, byRole: true, record: { resource: 'conversations' }, path: (id) => `/conversations/${id}`, ready: (page) => expect(page.getByRole('feed', { name: 'Messages' })).toBeVisible() },
  { route: '/conversation-feedbacks', roles: BOTH, path: () => '/conversation-feedbacks', ready: (page) => listReady(page, 'Conversation feedbacks') },
  { route: '/content', roles: BOTH, path: () => '/content', ready: (page) => listReady(page, 'Content') },
  { route: '/content/equivalence', roles: BOTH, path: () => '/content/equivalence', ready: (page) => listReady(page, 'Content equivalence') },
  { route: '/content/create', roles: BOTH, path: () => '/content/create', ready: (page) => formReady(page, 'New content') },
  { route: '/content/update/:id', roles: BOTH, record: { resource: 'content' }, path: (id) => `/content/update/${id}`, ready: (page) => formReady(page, 'Edit content') },
  { route: '/pages', roles: BOTH, path: () => '/pages', ready: (page) => listReady(page, 'Pages') },
  { route: '/pages/update/:id', roles: BOTH, record: { resource: 'pages' }, path: (id) => `/pages/update/${id}`, ready: (page) => formReady(page, 'Edit page') },
  { route: '/feedbacks', roles: ADMIN, path: () => '/feedbacks', ready: (page) => listReady(page, 'Feedbacks') },
  { route: '/orders', roles: ADMIN, path: () => '/orders', ready: (page) => listReady(page, 'Orders') },
  ...(['Team members', 'Invitations', 'Subscribers'] as const).map((label) => ({ route: `/${label.toLowerCase().replace(' ', '-')}`, roles: ADMIN, path: () => `/${label.toLowerCase().replace(' ', '-')}`, ready: (page: Page) => listReady(page, label) })),
  { route: '/team-members/create', roles: ADMIN, path: () => '/team-members/create', ready: (page) => formReady(page, 'New team member') },
  { route: '/invitations/create', roles: ADMIN, path: () => '/invitations/create', ready: (page) => formReady(page, 'New invitation') },
  { route: '/influencers', roles: ADMIN, path: () => '/influencers', ready: (page) => listReady(page, 'Influencers') },
  { route: '/influencers/create', roles: ADMIN, path: () => '/influencers/create', ready: (page) => formReady(page, 'New influencer') },
  { route: '/customers', roles: ADMIN, path: () => '/customers', ready: (page) => listReady(page, 'Customers') },
  {
    route: '/feedbacks?feedback=:id',
    roles: ADMIN,
    record: { resource: 'feedbacks' },
    path: (id) => `/feedbacks?feedback=${id}`,
    // The modal drawer hides the list behind it from assistive technology, so only the drawer is awaited.
    ready: async (page) => expect(page.getByRole('dialog').getByRole('region', { name: 'Status' })).toBeVisible(),
  },
  { route: '/content-categories', roles: BOTH, path: () => '/content-categories', ready: (page) => listReady(page, 'Content categories') },
  { route: '/content-categories/create', roles: BOTH, path: () => '/content-categories/create', ready: (page) => formReady(page, 'New category') },
  {
    route: '/content-categories/update/:id',
    roles: BOTH,
    record: { resource: 'content-categories' },
    path: (id) => `/content-categories/update/${id}`,
    ready: (page) => formReady(page, 'Edit category'),
  },
  { route: '/content-types', roles: BOTH, path: () => '/content-types', ready: (page) => listReady(page, 'Content types') },
  {
    route: '/content-types/update/:id',
    roles: BOTH,
    record: { resource: 'content-types' },
    path: (id) => `/content-types/update/${id}`,
    ready: (page) => formReady(page, 'Edit content type'),
  },
  { route: '/videos', roles: BOTH, path: () => '/videos', ready: (page) => listReady(page, 'Videos') },
  { route: '/tips', roles: ['editor'], path: () => '/tips', ready: (page) => listReady(page, 'Tips') },
  // The form links back to the tips list, which only editors have.
  { route: '/tips/create', roles: BOTH, byRole: true, path: () => '/tips/create', ready: (page) => formReady(page, 'New tip') },
  // Admins may open a tip but not list tips, so only the editors' walk has one to open.
  { route: '/tips/update/:id', roles: ['editor'], record: { resource: 'tips' }, path: (id) => `/tips/update/${id}`, ready: (page) => formReady(page, 'Edit tip') },
  { route: '/system/files', roles: ADMIN, path: () => '/system/files', ready: (page) => expect(page.getByRole('list', { name: 'Files' })).toHaveAttribute('aria-busy', 'false') },
  { route: '/system/files?view=list', roles: ADMIN, path: () => '/system/files?view=list', ready: (page) => listReady(page, 'Files') },
  {
    route: '/system/audit',
    roles: ADMIN,
    path: () => '/system/audit',
    ready: (page) => expect(page.getByRole('table', { name: 'Audit log' }).or(page.getByText('No changes recorded yet.', { exact: false }))).toBeVisible(),
  },
];

test.describe('accessibility (axe)', () => {
  // Each test walks many pages, scanning each twice: an admin's half is some 25 screens (2 min on a
  // half-busy machine, over 5 on a busy one).
  test.describe.configure({ timeout: 480_000 });

  for (const mode of COLOR_MODES) {
    test(`sign-in page in each state, ${mode} mode`, async ({ page }) => {
      await emulateColorMode(page, mode);
      await page.goto('/login');
      await expectColorMode(page, mode);
      const email = page.getByLabel('Email');
      await expect(email).toBeVisible();
      await scan(page, '/login', `/login (${mode})`);

      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByText('You must provide email', { exact: true })).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await scan(page, '/login', `/login with a validation error (${mode})`);

      await email.fill(ACCOUNTS.editor.email);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByRole('status').getByText(/We sent a login code/)).toBeVisible();
      await scan(page, '/login', `/login with the code step shown (${mode})`);

      await page.getByLabel('Login code').fill('000000');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toBeVisible();
      await scan(page, '/login', `/login after a refused code (${mode})`);
    });
  }

  // Admins walk their screens in two halves, every screen scanned in both modes: a whole walk in one
  // mode took 3.6 of its 4 minutes on a busy machine. Editors walk the screens drawn differently for
  // them (`byRole`) and those only they open, in one test.
  const WALKS: readonly { role: Role; part: 'first' | 'second' | 'whole'; title: string }[] = [
    { role: 'admin', part: 'first', title: 'admin: the shell and the first half of the screens, light and dark mode' },
    { role: 'admin', part: 'second', title: 'admin: the second half of the screens and a load error, light and dark mode' },
    { role: 'editor', part: 'whole', title: 'editor: the shell and the screens drawn differently by role, light and dark mode' },
  ];
  for (const { role, part, title } of WALKS) {
    const all = SCREENS.filter((s) => s.roles.includes(role));
    const own = role === 'admin' ? all : all.filter((s) => s.byRole || s.roles.length === 1);
    const middle = Math.ceil(own.length / 2);
    const screens = part === 'first' ? own.slice(0, middle) : part === 'second' ? own.slice(middle) : own;
    test(title, async ({ page, baseURL }) => {
      await signIn(page, role, baseURL!);
      let mode: ColorMode = 'light';
      await emulateColorMode(page, mode);

      if (part !== 'second') {
        // The shell: the user menu open, then the sidebar collapsed to its rail.
        await page.goto('/dashboard');
        await expectColorMode(page, mode);
        await SCREENS[0].ready(page, role);
        await openUserMenu(page);
        await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeVisible();
        mode = await scanRouteBothModes(page, 'shell', `the shell with the user menu open (${role})`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();

        const nav = page.getByRole('navigation', { name: 'Main navigation' });
        await page.getByRole('button', { name: 'Toggle sidebar' }).click();
        await expect.poll(async () => (await nav.boundingBox())?.width).toBeLessThan(100);
        mode = await scanRouteBothModes(page, 'shell', `the shell with the sidebar collapsed (${role})`);
        await page.getByRole('button', { name: 'Toggle sidebar' }).click();
        await expect.poll(async () => (await nav.boundingBox())?.width).toBe(200);
      }

      for (const screen of screens) {
        const path = screen.path(screen.record ? await firstId(page, screen.record.resource, screen.record.query) : 0);
        await page.goto(path);
        await expectColorMode(page, mode);
        await screen.ready(page, role);
        await expectDocumentedNames(page, screen.route, role);
        mode = await scanRouteBothModes(page, screen.route, `${path} (${role})`);
        const documented = qaScreen(screen.route);
        if (documented) await expectRevealedNames(page, documented, role);
      }

      if (part === 'second') {
        // A list that cannot load: its error box and the error toast.
        await sandbox.fault({ method: 'GET', path: '/v1/products', status: 500, times: 10, body: 'Upstream exploded' });
        await page.goto('/products');
        await expect(page.getByRole('alert').filter({ hasText: 'Products could not be loaded' })).toBeVisible();
        // The list's retry can fail again before the first toast is read, and a second toast then says the same.
        const toast = page.getByRole('region', { name: 'Notifications' }).getByText('Upstream exploded').first();
        await expect(toast).toBeVisible();
        // The pointer on the toast holds it on screen for both scans (its timer pauses).
        await toast.hover();
        await scanRouteBothModes(page, '/products', `/products with a load error and its toast (${role})`);
        await expect(toast).toBeVisible();
        await sandbox.clearFaults();
      }
    });
  }

  test('KNOWN_ELSEWHERE holds no entry that no longer occurs', async () => {
    const entries = Object.entries(KNOWN_ELSEWHERE).flatMap(([route, rules]) => Object.keys(rules).map((rule) => `${route} ${rule}`));
    // Only meaningful after the scans above ran in this worker (a filtered run skips this check).
    test.skip(entries.some((entry) => !scannedRoutes.has(entry.split(' ')[0])), 'the scans did not all run');
    expect(entries.filter((entry) => !metKnown.has(entry)), 'stale KNOWN_ELSEWHERE entries: remove them').toEqual([]);
  });
});
