// What every sandbox route is built from (store, clock, token lifetimes, console printer) and its Hono env.
import type { HttpBindings } from '@hono/node-server';
import type { UpstreamSession } from '@/lib/contract/auth';
import type { AuthStore, UserRow } from './auth-store';

export interface SandboxDeps {
  store: AuthStore;
  /**
   * Epoch milliseconds from the sandbox's one clock (clock.ts): injectable, and moved on by
   * POST /__sandbox/clock, so tests expire codes, tokens and invitations without waiting.
   */
  now: () => number;
  accessTtlMs: number;
  refreshTtlMs: number;
  /** Where console lines go (login codes, request log). */
  print: (line: string) => void;
  /**
   * The latest token pair issued per user id, in plain text and in memory only, so end-to-end tests
   * can prove no token ever reaches the browser. The database keeps hashes alone.
   */
  latestTokens: Map<number, UpstreamSession>;
}

export type SandboxEnv = {
  // Absent when the app is driven through `app.request()` rather than the Node server.
  Bindings: Partial<HttpBindings>;
  Variables: {
    /** The account behind the request's bearer token, set by `requireUser`. */
    user: UserRow;
    /** Set when a fault dropped the connection, so the request log does not report a status. */
    isDropped: boolean;
  };
};
