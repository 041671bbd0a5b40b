// The signed-in user as the BFF reports it (`GET /api/me`), shared by the shell, the user menu and /me.
import useSWR from 'swr';
import type { MeResponse } from '@/lib/contract/auth';
import type { ApiError } from './fetcher';

export const ME_KEY = '/api/me';

export function useMe() {
  return useSWR<MeResponse, ApiError>(ME_KEY, {
    // The BFF already retries upstream 1-2-4-8 s; a failure here means "sign in again" (docs/console-screens.md#staying-signed-in).
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    // The shell turns a failure into a trip to /login; a toast on the way out would only flash.
    onError: () => {},
  });
}
