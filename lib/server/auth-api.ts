// The main API's auth calls (docs/api-contract.md#auth-calls), with their answers validated before anything is trusted.
import 'server-only';
import { z } from 'zod';
import {
  envelope,
  loginDataSchema,
  meDataSchema,
  refreshDataSchema,
  type LoginData,
  type Me,
} from '@/lib/contract/auth';
import type { Config } from './config';
import { BffError } from './errors';
import { getRedis } from './redis';
import { createSingleFlightRefresh, type RefreshOutcome } from './refresh';
import { createSharedRefresh } from './shared-refresh';
import { fetchUpstream, postJson, readJsonOrThrow, UNREADABLE_MESSAGE, UNREADABLE_STATUS, UpstreamStatusError } from './upstream';
import { getMetrics } from './metrics';

type ApiConfig = Pick<Config, 'MAIN_API_URL' | 'UPSTREAM_TIMEOUT_MS'>;

/** An answer that breaks the contract (an unknown role, say): refused, and not worth asking again. */
class ContractError extends BffError {
  override name = 'ContractError';
}

function parseAnswer<T extends z.ZodType>(schema: T, body: unknown, what: string): z.infer<T> {
  const parsed = envelope(schema).safeParse(body);
  if (!parsed.success) throw new ContractError(502, `The sign-in service sent an unexpected ${what} answer.`);
  return (parsed.data as { data: z.infer<T> }).data;
}

/** Upstream answers that could tell a known e-mail from an unknown one (401 is the API's own refusal). */
const ACCOUNT_REVEALING = new Set([403, 404]);
export const MSG_INVALID_LOGIN = 'Invalid email or login code';
export const MSG_TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Try again later.';
export const MSG_EMAIL_NOT_ACCEPTED = 'This e-mail address was not accepted. Check it and try again.';
export const MSG_SIGN_IN_UNAVAILABLE = 'The sign-in service is unavailable. Try again shortly.';

/**
 * The console's own words for an upstream refusal of a sign-in call, keeping its status: these routes
 * are open to anyone, and the upstream's text could be a stack trace or say whether an account exists.
 */
function signInRefusal(error: UpstreamStatusError, invalidInput: string): BffError {
  const { status } = error;
  if (status === 429) {
    const retryAfter = error.headers['retry-after'];
    return new BffError(429, MSG_TOO_MANY_ATTEMPTS, retryAfter ? { 'retry-after': retryAfter } : {});
  }
  if (status >= 500) return new BffError(status, MSG_SIGN_IN_UNAVAILABLE);
  return new BffError(status, invalidInput);
}

/**
 * Asks for a code. Whether the e-mail belongs to an account must not show: an upstream "no such
 * account" reads the same as a code sent.
 */
export async function requestLoginCode(config: ApiConfig, email: string): Promise<void> {
  try {
    await postJson(`${config.MAIN_API_URL}/v1/auth/request-code`, { email }, config.UPSTREAM_TIMEOUT_MS);
  } catch (error) {
    if (!(error instanceof UpstreamStatusError)) throw error;
    if (error.status === 401 || ACCOUNT_REVEALING.has(error.status)) return;
    throw signInRefusal(error, MSG_EMAIL_NOT_ACCEPTED);
  }
}

/**
 * Signs in. Every refusal reads as the console's wrong-code message (docs/api-contract.md#auth-calls:
 * wrong codes and unknown e-mails alike); a 403 or 404 would tell an unknown e-mail apart by its
 * status too, so it becomes a 401.
 */
export async function logIn(config: ApiConfig, email: string, code: string): Promise<LoginData> {
  let body: unknown;
  try {
    body = await postJson(`${config.MAIN_API_URL}/v1/auth/login`, { email, code }, config.UPSTREAM_TIMEOUT_MS);
  } catch (error) {
    if (!(error instanceof UpstreamStatusError)) throw error;
    if (ACCOUNT_REVEALING.has(error.status)) throw new BffError(401, MSG_INVALID_LOGIN);
    throw signInRefusal(error, MSG_INVALID_LOGIN);
  }
  return parseAnswer(loginDataSchema, body, 'login');
}

/** One upstream refresh; 4xx means the refresh token is no good, anything else is a passing failure. */
async function refreshOnce(config: ApiConfig, refreshToken: string): Promise<RefreshOutcome> {
  try {
    const body = await postJson(
      `${config.MAIN_API_URL}/v1/auth/refresh-token`,
      { token: refreshToken },
      config.UPSTREAM_TIMEOUT_MS,
    );
    const parsed = envelope(refreshDataSchema).safeParse(body);
    return parsed.success ? { kind: 'refreshed', session: parsed.data.data } : { kind: 'unreadable' };
  } catch (error) {
    if (error instanceof BffError && error.status >= 400 && error.status < 500) return { kind: 'rejected' };
    if (error instanceof BffError && error.status === UNREADABLE_STATUS && error.message === UNREADABLE_MESSAGE) {
      return { kind: 'unreadable' };
    }
    return { kind: 'unavailable' };
  }
}

/** What a refresh that did not succeed means for the request that needed it. */
export function refreshFailure(outcome: Exclude<RefreshOutcome, { kind: 'refreshed' }>): BffError {
  if (outcome.kind === 'rejected') return new BffError(401, 'Your session has ended. Sign in again.');
  if (outcome.kind === 'unreadable') return new BffError(502, 'The sign-in service sent an answer the console cannot read.');
  return new BffError(503, 'The sign-in service is unavailable. Try again shortly.', { 'retry-after': '5' });
}

let sharedRefresh: ((token: string) => Promise<RefreshOutcome>) | undefined;

/**
 * Refreshes through the process-wide single flight, so concurrent requests make one upstream call; with
 * REDIS_URL, through the lock shared by every instance as well (shared-refresh.ts).
 */
export function refreshUpstreamSession(config: ApiConfig & Partial<Pick<Config, 'REDIS_URL'>>, refreshToken: string): Promise<RefreshOutcome> {
  if (!sharedRefresh) {
    // Counted where the upstream is asked: one refresh however many requests waited on it.
    const upstream = async (token: string) => {
      const outcome = await refreshOnce(config, token);
      getMetrics().refreshes.inc({ outcome: outcome.kind });
      return outcome;
    };
    const redis = getRedis({ REDIS_URL: config.REDIS_URL });
    sharedRefresh = createSingleFlightRefresh(
      redis ? createSharedRefresh(redis, upstream, { lockMs: config.UPSTREAM_TIMEOUT_MS + 1_000 }) : upstream,
    );
  }
  return sharedRefresh(refreshToken);
}

/** docs/api-contract.md#auth-calls: GET /v1/me is tried up to 5 times, waiting 1, 2, 4 and 8 s between tries. */
export const ME_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000] as const;

/** Whether a failed /v1/me call is worth another try: network faults and server errors are. */
function isRetryable(error: unknown): boolean {
  if (error instanceof ContractError) return false;
  return error instanceof BffError && (error.status >= 500 || error.status === 429);
}

export async function withMeRetry<T>(
  attempt: () => Promise<T>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let i = 0; ; i += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= ME_RETRY_DELAYS_MS.length || !isRetryable(error)) throw error;
      await sleep(ME_RETRY_DELAYS_MS[i]);
    }
  }
}

export async function fetchMe(config: ApiConfig, accessToken: string, signal?: AbortSignal): Promise<Me> {
  return withMeRetry(async () => {
    const response = await fetchUpstream(`${config.MAIN_API_URL}/v1/me`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      signal,
    });
    const body = await readJsonOrThrow(response);
    return parseAnswer(meDataSchema, body, 'profile');
  });
}
