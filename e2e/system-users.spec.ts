// System › Users: an account created here signs in at once, and once disabled is sent to /login at its
// next action; a taken e-mail is marked on the field; one's own account cannot be demoted, disabled or
// deleted (locked on screen, refused by the API); deleting says the user is signed out everywhere; and
// one's own account form and a create form with a server's field error pass axe (the accessibility walk,
// a11y.spec.ts, scans the list and the forms as they open). The last-admin rule is proven in
// areas/users/sandbox/users.test.ts: with admin@example.com always an active admin, only two admins disabling each
// other at the same moment can meet it, a race a browser cannot stage. Every account a test makes is its own and deleted
// after it: admin@example.com and editor@example.com are never changed (other specs sign in as them).
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations, scanBothModes } from './support/axe';
import { ACCOUNTS, expect, sameOriginHeaders, sandbox, test } from './support/fixtures';

interface UserRecord {
  id: number;
  name: string;
  email: string;
  role: 'admin' | 'editor';
  status: 'active' | 'invited' | 'disabled';
  photo: number | null;
}

let sequence = 0;
/** An address no other run or test uses. */
const uniqueEmail = (label: string) => `e2e-${label}-${Date.now().toString(36)}-${(sequence += 1)}@example.com`;

async function findUser(request: APIRequestContext, email: string): Promise<UserRecord | undefined> {
  const answer = await request.get(`/api/main/v1/users?search=${encodeURIComponent(email)}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { records: UserRecord[] } }).data.records.find((user) => user.email === email);
}

async function createUser(request: APIRequestContext, baseURL: string, user: Omit<UserRecord, 'id' | 'photo'> & { photo?: number }): Promise<UserRecord> {
  const answer = await request.post('/api/main/v1/users', { headers: sameOriginHeaders(baseURL), data: { photo: null, ...user } });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: UserRecord }).data;
}

async function deleteUser(request: APIRequestContext, baseURL: string, email: string) {
  const user = await findUser(request, email);
  if (user) await request.delete(`/api/main/v1/users/${user.id}`, { headers: sameOriginHeaders(baseURL) });
}

/** Signs a browser context in as `email` through the BFF, as the sign-in form does. */
async function signInAs(page: Page, baseURL: string, email: string) {
  const headers = sameOriginHeaders(baseURL);
  expect((await page.request.post('/api/auth/request-code', { headers, data: { email } })).status()).toBe(200);
  const code = await sandbox.latestCode(email);
  const login = await page.request.post('/api/auth/login', { headers, data: { email, code } });
  expect(login.status(), await login.text()).toBe(200);
}

test.describe('system users', () => {
  const made: string[] = [];
  test.afterEach(async ({ adminPage, baseURL }) => {
    for (const email of made.splice(0)) await deleteUser(adminPage.request, baseURL!, email);
  });

  test('a new editor signs in at once, and once disabled is sent to /login at their next action', async ({ adminPage: page, baseURL, browser }) => {
    const email = uniqueEmail('editor');
    made.push(email);
    await page.goto('/system/users/create');
    const form = page.getByRole('form', { name: 'New user' });
    await form.getByLabel('Name').fill('Quinn Probation');
    // Typed with capitals and spaces: stored trimmed and lower-case.
    await form.getByLabel('E-mail').fill(`  ${email.toUpperCase()} `);
    await form.getByLabel('Role').selectOption('editor');
    await form.getByLabel('Status').selectOption('active');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User created')).toBeVisible();
    await expect(page).toHaveURL(/\/system\/users$/);

    // The new editor, in a browser of their own.
    const theirs = await browser.newContext({ baseURL });
    const editor = await theirs.newPage();
    await signInAs(editor, baseURL!, email);
    await editor.goto('/products');
    await expect(editor.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await expect(editor.getByRole('table', { name: 'Products' }).getByRole('row').nth(1)).toBeVisible();

    // The admin finds them in the list and disables them.
    await page.getByRole('searchbox').fill(email);
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Editor');
    await expect(row).toContainText('Active');
    await row.getByRole('link').click();
    const update = page.getByRole('form', { name: 'Edit user' });
    await expect(update.getByLabel('E-mail')).toHaveValue(email);
    await update.getByLabel('Status').selectOption('disabled');
    await update.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User updated')).toBeVisible();

    // Their next action (opening another list) meets the upstream's 401: back to sign-in, where they were
    // remembered. A background refresh of their list may come first and be that action: the page has then
    // left for /login before the link could be clicked, which is the same outcome.
    await editor
      .getByRole('link', { name: 'Bundles' })
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(editor).toHaveURL(/\/login\?next=/);
    await expect(editor.getByLabel('Email')).toBeVisible();
    await theirs.close();
  });

  test('a taken e-mail is marked on the e-mail field, keeping what was typed', async ({ adminPage: page }) => {
    await page.goto('/system/users/create');
    const form = page.getByRole('form', { name: 'New user' });
    await form.getByLabel('Name').fill('Edith Twin');
    await form.getByLabel('E-mail').fill(ACCOUNTS.editor.email.toUpperCase());
    await form.getByRole('button', { name: 'Save' }).click();
    const email = form.getByLabel('E-mail');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Another account already uses this e-mail').first()).toBeVisible();
    await expect(form.getByRole('button', { name: 'Load the latest version' })).toHaveCount(0);
    await expect(form.getByLabel('Name')).toHaveValue('Edith Twin');
    await expectNoSeriousViolations(page, 'user create form with a server field error');
  });

  test('one’s own account: role and status locked, no Delete, and the API refuses the change', async ({ adminPage: page, baseURL }) => {
    const me = (await findUser(page.request, ACCOUNTS.admin.email))!;
    await page.goto(`/system/users/update/${me.id}`);
    const form = page.getByRole('form', { name: 'Edit user' });
    await expect(form.getByText('This is your own account')).toBeVisible();
    await expect(form.getByLabel('Role')).toHaveValue('Admin');
    await expect(form.getByLabel('Role')).toHaveAttribute('readonly', '');
    await expect(form.getByLabel('Status')).toHaveValue('Active');
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await scanBothModes(page, 'own account form');
    // Saving keeps the locked role and status as they are (the name and e-mail stay editable).
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User updated')).toBeVisible();
    expect(await findUser(page.request, ACCOUNTS.admin.email)).toMatchObject({ role: 'admin', status: 'active' });

    // Had a stale or hand-made request tried, the upstream says no, naming the field.
    const headers = sameOriginHeaders(baseURL!);
    const demote = await page.request.put(`/api/main/v1/users/${me.id}`, { headers, data: { ...me, role: 'editor' } });
    expect(demote.status()).toBe(409);
    expect(await demote.json()).toEqual({ message: 'You cannot change your own role', errors: { role: 'You cannot change your own role' } });
    const remove = await page.request.delete(`/api/main/v1/users/${me.id}`, { headers });
    expect(remove.status()).toBe(409);
    expect(await remove.text()).toBe('You cannot delete your own account');
  });

  test('deleting asks first and says the user is signed out everywhere', async ({ adminPage: page, baseURL, browser }) => {
    const email = uniqueEmail('leaver');
    made.push(email);
    const leaver = await createUser(page.request, baseURL!, { name: 'Lee Leaver', email, role: 'editor', status: 'active' });
    const theirs = await browser.newContext({ baseURL });
    const them = await theirs.newPage();
    await signInAs(them, baseURL!, email);

    await page.goto(`/system/users/update/${leaver.id}`);
    await expect(page.getByRole('form', { name: 'Edit user' }).getByLabel('E-mail')).toHaveValue(email);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this user?' });
    await expect(dialog).toContainText('They are signed out everywhere');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/system\/users$/);
    expect(await findUser(page.request, email)).toBeUndefined();

    await them.goto('/dashboard');
    await expect(them).toHaveURL(/\/login/);
    await theirs.close();
  });

  test('a photo reaches the browser only as the BFF path of its file', async ({ adminPage: page, baseURL, browser }) => {
    const email = uniqueEmail('portrait');
    made.push(email);
    await createUser(page.request, baseURL!, { name: 'Pat Portrait', email, role: 'editor', status: 'active', photo: 1 });
    const theirs = await browser.newContext({ baseURL });
    const them = await theirs.newPage();
    await signInAs(them, baseURL!, email);
    const me = await them.request.get('/api/me');
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ name: 'Pat Portrait', role: 'editor', photo: '/api/main/v1/files/1/content' });
    await theirs.close();
  });

  test('is for admins only', async ({ editorPage: page }) => {
    expect((await page.goto('/system/users'))?.status()).toBe(404);
    expect((await page.request.get('/api/main/v1/users')).status()).toBe(403);
  });
});
