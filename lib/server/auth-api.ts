// The main API's auth calls (SPEC §7), with their answers validated before anything is trusted.
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
import { createSingleFlightRefresh, type RefreshOutcome } from './refresh';
import { fetchUpstream, postJson, readJsonOrThrow } from './upstream';

type ApiConfig = Pick<Config, 'MAIN_API_URL' | 'UPSTREAM_TIMEOUT_MS'>;

function parseAnswer<T extends z.ZodType>(schema: T, body: unknown, what: string): z.infer<T> {
  const parsed = envelope(schema).safeParse(body);
  if (!parsed.success) throw new BffError(502, `The sign-in service sent an unexpected ${what} answer.`);
  return (parsed.data as { data: z.infer<T> }).data;
}

export async function requestLoginCode(config: ApiConfig, email: string): Promise<void> {
  await postJson(`${config.MAIN_API_URL}/v1/auth/request-code`, { email }, config.UPSTREAM_TIMEOUT_MS);
}

export async function logIn(config: ApiConfig, email: string, code: string): Promise<LoginData> {
  const body = await postJson(`${config.MAIN_API_URL}/v1/auth/login`, { email, code }, config.UPSTREAM_TIMEOUT_MS);
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
    return parsed.success ? { kind: 'refreshed', session: parsed.data.data } : { kind: 'unavailable' };
  } catch (error) {
    if (error instanceof BffError && error.status >= 400 && error.status < 500) return { kind: 'rejected' };
    return { kind: 'unavailable' };
  }
}

let sharedRefresh: ((token: string) => Promise<RefreshOutcome>) | undefined;

/** Refreshes through the process-wide single flight, so concurrent requests make one upstream call. */
export function refreshUpstreamSession(config: ApiConfig, refreshToken: string): Promise<RefreshOutcome> {
  sharedRefresh ??= createSingleFlightRefresh((token) => refreshOnce(config, token));
  return sharedRefresh(refreshToken);
}

/** SPEC §7: GET /v1/me is tried up to 5 times, waiting 1, 2, 4 and 8 s between tries. */
export const ME_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000] as const;

/** Whether a failed /v1/me call is worth another try: network faults and server errors are. */
function isRetryable(error: unknown): boolean {
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
