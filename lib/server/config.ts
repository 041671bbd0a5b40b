// Server configuration: read from the environment once, validated, with errors that name the variable.
import { z } from 'zod';
import { LOG_LEVELS } from './log-levels';

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((url) => url.replace(/\/+$/, ''));

/**
 * `SESSION_PASSWORD` is one password, or several as `id:password` pairs separated by commas for
 * rotation (`2:new…,1:old…`): the highest id seals new cookies, every listed one still opens old ones.
 */
const sessionPasswords = z
  .string({ error: 'is required' })
  .min(1, 'is required')
  .transform((raw, ctx) => {
    const parts = raw.split(',').map((p) => p.trim()).filter(Boolean);
    const passwords: Record<string, string> = {};
    for (const part of parts) {
      const match = parts.length > 1 || /^\d+:/.test(part) ? /^(\d+):(.*)$/.exec(part) : null;
      const [id, password] = match ? [match[1], match[2]] : ['1', part];
      if (parts.length > 1 && !match) {
        ctx.addIssue({ code: 'custom', message: 'with several passwords, write each as id:password' });
        return z.NEVER;
      }
      if (password.length < 32) {
        ctx.addIssue({ code: 'custom', message: `password ${id} must be at least 32 characters` });
        return z.NEVER;
      }
      if (passwords[id]) {
        ctx.addIssue({ code: 'custom', message: `password id ${id} is listed twice` });
        return z.NEVER;
      }
      passwords[id] = password;
    }
    return passwords;
  });

/** EXPORT_PAGE_TIMEOUT_MS unless set: four times the interactive deadline. */
export const EXPORT_PAGE_TIMEOUT_DEFAULT_MS = 60_000;

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const nonNegativeInt = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

export const configSchema = z.object({
  /** Base URL of the main API; the BFF calls `${MAIN_API_URL}/v1/…`. */
  MAIN_API_URL: httpUrl,
  /** Base URL of the AI host; the BFF calls `${AI_API_URL}/v1/…`. */
  AI_API_URL: httpUrl,
  /** Public URL of this console; its origin is the only one mutations are accepted from. */
  APP_URL: httpUrl,
  /** Environment name, for logs and for what a deployment may relax. */
  APP_ENV: z.enum(['development', 'test', 'staging', 'production'], {
    error: 'must be one of development, test, staging, production',
  }),
  SESSION_PASSWORD: sessionPasswords,
  /** Absolute lifetime of a console session, in seconds. */
  SESSION_TTL_SECONDS: positiveInt(12 * 60 * 60),
  /** A session unused for this long (seconds) ends. */
  SESSION_IDLE_SECONDS: positiveInt(30 * 60),
  /** Deadline for one upstream call, in milliseconds. */
  UPSTREAM_TIMEOUT_MS: positiveInt(15_000),
  /**
   * Deadline for one page read of a CSV export (up to 1,000 records), in milliseconds: no one waits on a
   * screen for it, and a page of a large list on a busy upstream may take longer than an interactive call's
   * UPSTREAM_TIMEOUT_MS; a page past it is tried again (lib/server/export-reads.ts).
   */
  EXPORT_PAGE_TIMEOUT_MS: positiveInt(EXPORT_PAGE_TIMEOUT_DEFAULT_MS),
  /**
   * Whether lists and the dashboard bring their first data with the HTML (lib/server/first-data.ts).
   * `off`: the browser fetches it after the page's code has run, as before — kept for the bench, which
   * measures both paths side by side.
   */
  FIRST_DATA_IN_HTML: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  /** Deadline for one AI-host call, in milliseconds: an interlink analysis may take a minute. */
  AI_TIMEOUT_MS: positiveInt(60_000),
  /**
   * How many reverse proxies in front of the console append to `X-Forwarded-For`. 0: none, so the
   * header is the client's own word and is ignored; the client is the socket's peer.
   */
  TRUSTED_PROXY_HOPS: nonNegativeInt(0),
  /** Per window: code requests and failed logins per e-mail from one client address. */
  AUTH_RATE_LIMIT_PER_EMAIL: positiveInt(5),
  /**
   * Per window: code requests per e-mail from every address together, a ceiling against mail floods
   * only. High, so one stranger's address (held to AUTH_RATE_LIMIT_PER_EMAIL) cannot shut the owner out.
   */
  AUTH_CODE_REQUESTS_PER_EMAIL_CEILING: positiveInt(50),
  /** Per window: code requests per client address, and failed logins per client address (counted apart). */
  AUTH_RATE_LIMIT_PER_ADDRESS: positiveInt(30),
  /** The rate-limit window, in seconds. */
  AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt(15 * 60),
  /**
   * Optional shared store for several instances: revocations, sign-in limits and the refresh lock live
   * in this Redis (`redis://[:password@]host:port[/db]`, or `rediss://` for TLS). Unset: in memory.
   */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Redis's password, when it is kept apart from REDIS_URL (a Docker secret: REDIS_PASSWORD_FILE); it is
   * put into the URL the client connects with. A URL that already holds one keeps its own.
   */
  REDIS_PASSWORD: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  /** How much the JSON log lines say: fatal, error, warn, info (default), debug, trace or silent. */
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  /** On SIGTERM, how long requests in flight may take to finish before the server exits, in milliseconds. */
  SHUTDOWN_GRACE_MS: nonNegativeInt(8_000),
  /** The live stream (GET /api/events, docs/live.md): at most this many open streams per user on one instance (429 past it). */
  LIVE_MAX_STREAMS_PER_USER: positiveInt(6),
  /** At most this many open streams on one instance (429 past it, so the client tries again, maybe elsewhere). */
  LIVE_MAX_STREAMS: positiveInt(1_000),
  /** A stream's Last-Event-ID resumes within this many milliseconds of history; older, the stream says `reset`. */
  LIVE_REPLAY_WINDOW_MS: positiveInt(5 * 60_000),
  /** …and within this many events (the ring buffer's size, or the Redis stream's MAXLEN). */
  LIVE_REPLAY_MAX_EVENTS: positiveInt(10_000),
  /** How often an open stream's session is checked again (revoked, past its lifetime → `session-ended`). */
  LIVE_SESSION_CHECK_MS: positiveInt(30_000),
  /** How often the change feed (GET /v1/changes) is read by the instance holding its lock. */
  LIVE_FEED_POLL_MS: positiveInt(500),
  /**
   * The service token the console reads the upstream's change feed with (`Authorization: Bearer …`); given
   * as LIVE_FEED_TOKEN_FILE in containers. Unset: no feed is read (writes made elsewhere are not heard).
   */
  LIVE_FEED_TOKEN: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  /**
   * The bearer token `GET /api/metrics` asks for (Prometheus scrapes with it); unset, the metrics do not
   * exist (404). At least 32 characters.
   */
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type Config = z.infer<typeof configSchema> & {
  /** Whether the console is served over https (cookie `Secure`, `__Host-` prefix). */
  isSecure: boolean;
  /** `new URL(APP_URL).origin`, computed once. */
  appOrigin: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError whose message names every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      const message = env[variable] === undefined || env[variable] === '' ? 'is required' : issue.message;
      return `  ${variable} ${message}`;
    });
    throw new ConfigError(`Invalid console configuration:\n${[...new Set(lines)].join('\n')}\nSee .env.local.example.`);
  }
  const appOrigin = new URL(result.data.APP_URL).origin;
  return { ...result.data, REDIS_URL: withRedisPassword(result.data.REDIS_URL, result.data.REDIS_PASSWORD), appOrigin, isSecure: appOrigin.startsWith('https:') };
}

/** REDIS_URL with REDIS_PASSWORD as its password, unless it has one or there is none to add. */
function withRedisPassword(url: string | undefined, password: string | undefined): string | undefined {
  if (!url || !password) return url;
  const parsed = new URL(url);
  if (parsed.password) return url;
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

let cached: Config | undefined;

/** The validated configuration, read once per process. */
export function getConfig(): Config {
  cached ??= loadConfig();
  return cached;
}
