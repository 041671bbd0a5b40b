// Read-only look-ups: views of settings that forms need, so editors never call the admin-only settings
// resource, and the tags subscribers carry for the list's filter.
import { Hono } from 'hono';
import { requireUser } from './auth';
import type { CatalogueStore } from './catalogue-store';
import type { SandboxDeps, SandboxEnv } from './context';
import { ok } from './respond';

/** `GET /v1/tip-options`: what tip forms show beside the consultation call to action. */
export interface TipOptions {
  tip_consulation: string;
}

/** `GET /v1/subscriber-options`: the tags the subscribers list can be filtered by. */
export interface SubscriberOptions {
  tags: string[];
}

export function createOptionRoutes(deps: SandboxDeps, store: CatalogueStore): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  // GET /v1/tip-options – the `tip_consulation` setting's text (the spelling of docs/business-rules.md#settings), '' until it is set
  routes.get('/tip-options', requireUser(deps), (c) => {
    const text = store.setting('tip_consulation');
    const options: TipOptions = { tip_consulation: typeof text === 'string' ? text : '' };
    return ok(c, options);
  });

  // GET /v1/subscriber-options – every tag some subscriber carries, in alphabetical order
  routes.get('/subscriber-options', requireUser(deps), (c) => {
    const tags = new Set(store.all('subscribers').flatMap((subscriber) => (Array.isArray(subscriber.tags) ? subscriber.tags.map(String) : [])));
    const options: SubscriberOptions = { tags: [...tags].sort((a, b) => a.localeCompare(b)) };
    return ok(c, options);
  });

  return routes;
}
