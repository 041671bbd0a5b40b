// Read-only views of settings that forms need, so editors never call the admin-only settings resource.
import { Hono } from 'hono';
import { requireUser } from './auth';
import type { CatalogueStore } from './catalogue-store';
import type { SandboxDeps, SandboxEnv } from './context';
import { ok } from './respond';

/** `GET /v1/tip-options`: what tip forms show beside the consultation call to action. */
export interface TipOptions {
  tip_consulation: string;
}

export function createOptionRoutes(deps: SandboxDeps, store: CatalogueStore): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  // GET /v1/tip-options – the `tip_consulation` setting's text (the spelling of docs/business-rules.md#settings), '' until it is set
  routes.get('/tip-options', requireUser(deps), (c) => {
    const text = store.setting('tip_consulation');
    const options: TipOptions = { tip_consulation: typeof text === 'string' ? text : '' };
    return ok(c, options);
  });

  return routes;
}
