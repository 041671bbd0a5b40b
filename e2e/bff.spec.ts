// The backend-for-frontend as the browser meets it: role checks, path rules, anti-forgery, and answers
// that never give away where the upstream lives.
import { ROUTES } from '../lib/routes';
import { expect, sameOriginHeaders, sandboxUrl, test } from './support/fixtures';

test.describe('BFF proxy', () => {
  test('refuses admin-only resources to an editor before calling upstream', async ({ editorPage: page }) => {
    for (const resource of ['orders', 'customers', 'categories', 'users', 'settings', 'suggested-questions']) {
      const response = await page.request.get(`/api/main/v1/${resource}`);
      expect(response.status(), resource).toBe(403);
    }
    expect((await page.request.get('/api/main/v1/products')).status()).not.toBe(403);
  });

  test('passes an admin through to the upstream, keeping its status and text', async ({ adminPage: page }) => {
    const response = await page.request.get('/api/main/v1/orders?page=1');
    expect(response.status()).not.toBe(403);
    expect(response.headers()['cache-control']).toBe('no-store');
    const ai = await page.request.get('/api/ai/v1/health');
    expect(ai.status()).toBe(200);
  });

  test('answers 400 for paths outside v1 or with unsafe segments', async ({ adminPage: page }) => {
    for (const path of ['/api/main/v2/products', '/api/main/v1/products%2F..%2Fusers', '/api/main/v1/.env', '/api/main/v1']) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(400);
    }
  });

  test('refuses a mutation without the anti-forgery header or from another site', async ({ adminPage: page, baseURL }) => {
    const noHeader = await page.request.post('/api/main/v1/products', { data: {} });
    expect(noHeader.status()).toBe(403);
    const crossSite = await page.request.post('/api/main/v1/products', {
      data: {},
      headers: { ...sameOriginHeaders(baseURL!), origin: 'https://evil.example' },
    });
    expect(crossSite.status()).toBe(403);
    const logout = await page.request.post('/api/auth/logout', { headers: { origin: 'https://evil.example' } });
    expect(logout.status()).toBe(403);
  });

  test('answers 401 without a session and says so in text', async ({ request }) => {
    const response = await request.get('/api/main/v1/products');
    expect(response.status()).toBe(401);
    expect(await request.get('/api/me').then((r) => r.status())).toBe(401);
    expect((await request.get('/api/health')).status()).toBe(200);
  });

  test('no answer carries the upstream’s own address: every resource’s list and one record of each', async ({ adminPage: page }) => {
    // The sandbox writes its address as the console reached it (a file's `url`), under either name.
    const { port } = new URL(sandboxUrl());
    const upstreamHosts = [`127.0.0.1:${port}`, `localhost:${port}`];
    const resources = [...new Set(ROUTES.flatMap((route) => (route.resource ? [route.resource] : [])))];
    expect(resources).toContain('files');
    const calls = [...resources.map((resource) => `/api/main/v1/${resource}?limit=50`), '/api/main/v1/saved-views?list=products', '/api/ai/v1/interlinks?limit=50'];
    const leaks: string[] = [];
    const scan = async (path: string) => {
      const answer = await page.request.get(path);
      expect(answer.status(), path).toBeLessThan(500);
      const text = await answer.text();
      for (const host of upstreamHosts) if (text.includes(host)) leaks.push(`${path} names ${host}`);
      return { ok: answer.ok(), text };
    };
    for (const path of calls) {
      const { ok, text } = await scan(path);
      const records = ok ? (JSON.parse(text) as { data?: { records?: { id?: number }[] } }).data?.records : undefined;
      const id = records?.[0]?.id;
      if (id !== undefined) await scan(`${path.slice(0, path.indexOf('?'))}/${id}`);
    }
    expect(leaks).toEqual([]);
  });
});
