// The security console: `next start` pointed at the in-process fault upstream, served as if behind an
// https terminator (APP_URL https, so `__Host-` cookies and HSTS), with short deadlines and low limits.
import { mkdirSync, writeFileSync } from 'node:fs';
import { sealData } from 'iron-session';
import { E2E } from './ports';

export const SECURITY = {
  url: `http://127.0.0.1:${E2E.securityConsolePort}`,
  appOrigin: `https://localhost:${E2E.securityConsolePort}`,
  cookieName: '__Host-console_session',
  oldPassword: 'security-e2e-old-key-0123456789abcdefghij',
  newPassword: 'security-e2e-new-key-0123456789abcdefghij',
  ttlSeconds: 43_200,
  idleSeconds: 1_800,
  timeoutMs: 1_500,
  /** Code requests per e-mail; failed logins per (e-mail, address). */
  perEmail: 5,
  /** Code requests per address; failed logins per address. */
  perAddress: 30,
  logFile: `${E2E.logDir}/security-console.log`,
  /** The bearer token of its /api/metrics. */
  metricsToken: 'security-e2e-metrics-token-0123456789abcdef',
  /** Where its secrets are given as files (`*_FILE`), as Docker secrets mount them. */
  secretsDir: 'e2e/.data/secrets',
} as const;

/** Writes a secret file (ending in a line break, as `echo` makes them) and answers its path. */
function secretFile(name: string, content: string): string {
  mkdirSync(SECURITY.secretsDir, { recursive: true });
  const path = `${SECURITY.secretsDir}/${name}`;
  writeFileSync(path, content, { mode: 0o600 });
  return path;
}

/** The environment the security console starts with. */
export function securityConsoleEnv(): Record<string, string> {
  return {
    MAIN_API_URL: `http://127.0.0.1:${E2E.faultUpstreamPort}`,
    AI_API_URL: `http://127.0.0.1:${E2E.faultUpstreamPort}/ai`,
    APP_URL: SECURITY.appOrigin,
    APP_ENV: 'test',
    // Both secrets as files (lib/server/secret-files.ts): the Edge guard must read the same keys as the
    // handlers. The variables themselves are set empty, so a developer's .env.local cannot fill them in.
    SESSION_PASSWORD: '',
    METRICS_TOKEN: '',
    SESSION_PASSWORD_FILE: secretFile('session_password', `2:${SECURITY.newPassword},1:${SECURITY.oldPassword}\n`),
    METRICS_TOKEN_FILE: secretFile('metrics_token', `${SECURITY.metricsToken}\n`),
    // Traces to the receiver the spec runs, in batches every 100 ms rather than 5 s.
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${E2E.otlpPort}`,
    OTEL_BSP_SCHEDULE_DELAY: '100',
    SESSION_TTL_SECONDS: String(SECURITY.ttlSeconds),
    SESSION_IDLE_SECONDS: String(SECURITY.idleSeconds),
    UPSTREAM_TIMEOUT_MS: String(SECURITY.timeoutMs),
    TRUSTED_PROXY_HOPS: '1',
    AUTH_RATE_LIMIT_PER_EMAIL: String(SECURITY.perEmail),
    AUTH_RATE_LIMIT_PER_ADDRESS: String(SECURITY.perAddress),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
  };
}

export interface CraftedSession {
  id: string;
  name: string;
  role: string;
  sid: string;
  createdAt: number;
  lastSeenAt: number;
  upstream: { access_token: string; refresh_token: string; expired_at: number };
}

let counter = 0;

/** A session as the console would seal it, with fresh tokens the fault upstream accepts. */
export function session(overrides: Partial<CraftedSession> = {}): CraftedSession {
  counter += 1;
  const now = Date.now();
  const tag = `${now.toString(36)}${counter}`;
  return {
    id: '1',
    name: 'Sec Admin',
    role: 'admin',
    sid: `crafted-session-${tag}-0000`,
    createdAt: now,
    lastSeenAt: now,
    upstream: { access_token: `acc-crafted-${tag}`, refresh_token: `ref-crafted-${tag}`, expired_at: now + 600_000 },
    ...overrides,
  };
}

/** Seals a session with key 2 (current) or 1 (old), or with a key the console does not know. */
export async function seal(data: object, key: 1 | 2 | 'unknown' = 2): Promise<string> {
  const password: Record<string, string> =
    key === 'unknown'
      ? { 9: 'an-unknown-key-0123456789abcdefghijklmnop' }
      : { [key]: key === 2 ? SECURITY.newPassword : SECURITY.oldPassword };
  return sealData(data, { password, ttl: SECURITY.ttlSeconds });
}

export async function unseal(sealed: string): Promise<CraftedSession> {
  const { unsealData } = await import('iron-session');
  return unsealData<CraftedSession>(sealed, {
    password: { 1: SECURITY.oldPassword, 2: SECURITY.newPassword },
    ttl: SECURITY.ttlSeconds,
  });
}

export const cookieHeader = (sealed: string) => `${SECURITY.cookieName}=${sealed}`;

/** Headers a same-origin page of the security console sends with a mutation. */
export function sameOrigin(extra: Record<string, string> = {}): Record<string, string> {
  return { 'x-csrf': '1', origin: SECURITY.appOrigin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...extra };
}
