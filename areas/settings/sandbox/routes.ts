// The settings part of the main API under /v1 (docs/api-contract.md#settings): the generic REST calls over
// the settings table, checked with the one settings schema; a key exists once and never changes, and a
// product setting cannot drop an entry products still use (docs/business-rules.md#settings).
import { Hono } from 'hono';
import { listQuerySchema } from '@/lib/contract/rest';
import { isSettingKey } from '@/areas/settings/setting-keys';
import { removedEntriesInUse, settingSchema, type UsageCounts } from '@/areas/settings/definition';
import { requireUser } from '@/sandbox/auth';
import type { CatalogueStore } from '@/sandbox/catalogue-store';
import type { SandboxDeps, SandboxEnv } from '@/sandbox/context';
import { ApiError, idParam, readBody, validationError } from '@/sandbox/respond';
import { SETTING_SORTS, type SettingSort, type SettingsStore, type StoredSetting } from './store';

function isSettingSort(value: string): value is SettingSort {
  return (SETTING_SORTS as readonly string[]).includes(value);
}

export function createSettingsRoutes(deps: SandboxDeps, settings: SettingsStore, catalogue: CatalogueStore): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const signedIn = requireUser(deps);
  const now = () => new Date(deps.now()).toISOString();

  const findOr404 = (id: number): StoredSetting => {
    const setting = settings.find(id);
    if (!setting) throw new ApiError(404, 'Setting not found');
    return setting;
  };

  /** How many products use each value of `key` (a product field of the same name). */
  function usageOf(key: string): UsageCounts {
    const counts = new Map<string, number>();
    // `key` is a field named at run time, so the rows are read untyped.
    for (const product of catalogue.all<string>('products')) {
      const value = product[key];
      if (typeof value === 'string') counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return counts;
  }

  /** 409 when `after` drops entries of `before` that products use; the value field carries the message. */
  function refuseDroppingUsedEntries(setting: StoredSetting, after: unknown): void {
    if (!isSettingKey(setting.key)) return;
    const refusal = removedEntriesInUse(setting.key, setting.value, after, usageOf(setting.key));
    if (refusal) throw new ApiError(409, refusal, { value: refusal });
  }

  // GET /v1/settings?page&limit&search&sort&order – one page of settings
  routes.get('/settings', signedIn, (c) => {
    const query = listQuerySchema.safeParse(c.req.query());
    if (!query.success) throw validationError(query.error);
    const sort = query.data.sort ?? 'key';
    if (!isSettingSort(sort)) throw new ApiError(422, `Cannot sort by ${sort}`, { sort: `Cannot sort by ${sort}` });
    return c.json({ data: settings.list({ ...query.data, sort }) });
  });

  // GET /v1/settings/:id – one setting
  routes.get('/settings/:id', signedIn, (c) => c.json({ data: findOr404(idParam(c, 'Setting not found')) }));

  // POST /v1/settings – creates the setting of a key that has none yet (409 on the key when it has)
  routes.post('/settings', signedIn, async (c) => {
    const body = await readBody(c, settingSchema);
    if (settings.findByKey(body.key)) {
      const message = `The setting ${body.key} exists already; edit it instead`;
      throw new ApiError(409, message, { key: message });
    }
    return c.json({ data: settings.insert(body, now()) }, 201);
  });

  // PUT /v1/settings/:id – replaces a setting's value and description; its key stays
  routes.put('/settings/:id', signedIn, async (c) => {
    const existing = findOr404(idParam(c, 'Setting not found'));
    const body = await readBody(c, settingSchema);
    if (body.key !== existing.key) {
      const message = `The key of a setting cannot change (this one is ${existing.key})`;
      throw new ApiError(422, message, { key: message });
    }
    refuseDroppingUsedEntries(existing, body.value);
    return c.json({ data: settings.update(existing.id, body, now()) });
  });

  // DELETE /v1/settings/:id – deletes a setting, unless products use its entries
  routes.delete('/settings/:id', signedIn, (c) => {
    const existing = findOr404(idParam(c, 'Setting not found'));
    refuseDroppingUsedEntries(existing, null);
    settings.remove(existing.id);
    return c.body(null, 204);
  });

  return routes;
}
