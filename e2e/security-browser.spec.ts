// Browser-side protections on the console as it runs on the sandbox: a nonce CSP that the app still
// works under, the hardening headers, no-store pages, and no token anywhere a browser or a log sees.
import { readFileSync } from 'node:fs';
import { ACCOUNTS, expect, sandbox, test } from './support/fixtures';
import { E2E } from './support/ports';

function cspOf(header: string | undefined) {
  expect(header, 'a Content-Security-Policy header').toBeDefined();
  const nonce = /'nonce-([^']+)'/.exec(header!)?.[1];
  expect(nonce, 'a nonce').toBeTruthy();
  return { csp: header!, nonce: nonce! };
}

test.describe('content security policy', () => {
  test('every HTML response carries a strict CSP with a fresh nonce on its scripts', async ({ request, adminPage }) => {
    const nonces = new Set<string>();
    const pages = [
      await request.get('/login'),
      await request.get('/login'),
      await adminPage.request.get('/dashboard'),
      await adminPage.request.get('/orders'),
      await adminPage.request.get('/no-such-page'),
    ];
    for (const response of pages) {
      expect(response.headers()['content-type']).toMatch(/text\/html/);
      const { csp, nonce } = cspOf(response.headers()['content-security-policy']);
      nonces.add(nonce);
      for (const directive of [
        "'strict-dynamic'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, tag).toContain(`nonce="${nonce}"`);
      for (const tag of html.matchAll(/<style\b[^>]*>/g)) expect(tag[0]).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size, 'one nonce per response').toBe(pages.length);
  });

  test('the app works under it: styles apply, theme toggles, no violation reported', async ({ adminPage: page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (load|apply|execute)/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    // Emotion's styles applied: the body has the theme's font and the shell is laid out.
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).toMatch(/Inter/);
    const navDisplay = await page
      .getByRole('navigation', { name: 'Main navigation' })
      .evaluate((el) => getComputedStyle(el).display);
    expect(navDisplay).not.toBe('inline');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    await page.goto('/login');
    await page.goto('/me');
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the hardening headers are on pages, API answers and static files; HSTS only over https', async ({ request, adminPage }) => {
    const html = await request.get('/login');
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(await html.text())![1];
    const answers = [html, await request.get('/api/health'), await adminPage.request.get('/api/me'), await request.get(script)];
    for (const answer of answers) {
      const headers = answer.headers();
      expect(headers['x-content-type-options'], answer.url()).toBe('nosniff');
      expect(headers['referrer-policy'], answer.url()).toBe('strict-origin-when-cross-origin');
      expect(headers['x-powered-by']).toBeUndefined();
      expect(headers['strict-transport-security'], 'plain http: no HSTS').toBeUndefined();
    }
    expect(html.headers()['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\)/);
  });
});

test.describe('caching', () => {
  test('Next marks signed-in pages and RSC payloads no-store, and so does the guard', async ({ adminPage: page }) => {
    for (const path of ['/dashboard', '/me', '/orders']) {
      const html = await page.request.get(path);
      expect(html.status()).toBe(200);
      expect(html.headers()['cache-control'], path).toMatch(/no-store/);
      const rsc = await page.request.get(path, { headers: { rsc: '1' } });
      expect(rsc.headers()['cache-control'], `${path} RSC`).toMatch(/no-store/);
    }
  });
});

test.describe('tokens', () => {
  test('no token in any body, HTML, RSC payload, error body or server log line', async ({ adminPage: page, baseURL }) => {
    const seen: string[] = [];
    page.on('response', async (response) => {
      if (response.url().startsWith(baseURL!)) seen.push(await response.text().catch(() => ''));
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    seen.push(await page.content());

    for (const path of ['/dashboard', '/orders', '/me', '/no-such-page']) {
      seen.push(await (await page.request.get(path)).text());
      seen.push(await (await page.request.get(path, { headers: { rsc: '1' } })).text());
    }
    // Error bodies: bad path, refused role-less call, upstream 4xx and 5xx, forged mutation, refresh failure.
    await sandbox.fault({ method: 'GET', path: '/v1/products', status: 500, times: 1, body: 'Upstream exploded' });
    for (const path of ['/api/main/v1/products', '/api/main/v2/x', '/api/main/v1/no-such-resource', '/api/main/v1/orders/999999']) {
      seen.push(await (await page.request.get(path)).text());
    }
    seen.push(await (await page.request.post('/api/main/v1/products', { data: {} })).text());
    seen.push(await (await page.request.get('/api/me')).text());
    seen.push(await (await page.request.post('/api/auth/refresh', { headers: { 'x-csrf': '1', origin: baseURL! } })).text());

    const { access_token, refresh_token } = await sandbox.tokens(ACCOUNTS.admin.email);
    const log = readFileSync(`${E2E.logDir}/console-${E2E.consolePort}.log`, 'utf8');
    expect(log.length).toBeGreaterThan(0);
    for (const text of [...seen, log]) {
      expect(text).not.toContain(access_token);
      expect(text).not.toContain(refresh_token);
      expect(text).not.toMatch(/access_token|refresh_token|Fe26\.2\*/);
    }
    expect(seen.length).toBeGreaterThan(15);
  });
});
