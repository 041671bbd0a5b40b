// Catalogue helpers for end-to-end tests: records made and removed through the BFF as the signed-in page,
// so tests can set up and clean up without clicking through forms they are not about.
import type { Page } from '@playwright/test';
import { expect, sameOriginHeaders } from './fixtures';

/** A name no seeded or earlier record has. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

export async function createRecord(page: Page, baseURL: string, resource: string, body: Record<string, unknown>) {
  const answer = await page.request.post(`/api/main/v1/${resource}`, { headers: sameOriginHeaders(baseURL), data: body });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { id: number } & Record<string, unknown> }).data;
}

export async function deleteRecord(page: Page, baseURL: string, resource: string, id: number): Promise<void> {
  const answer = await page.request.delete(`/api/main/v1/${resource}/${id}`, { headers: sameOriginHeaders(baseURL) });
  expect([204, 404]).toContain(answer.status());
}

/** A valid gb product body with the given name and price (minor units). */
export function productBody(name: string, price: number): Record<string, unknown> {
  return {
    name,
    slug: slugOf(name),
    region: 'gb',
    status: 'draft',
    sites: ['{product}'],
    medicine_class: 'none',
    pack_size: 1,
    price,
    stock: 3,
  };
}
