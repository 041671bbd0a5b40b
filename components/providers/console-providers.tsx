'use client';
// What the signed-in pages run inside, on top of the root providers: SWR's defaults. Kept out of the
// root layout so the sign-in page, which reads no data through SWR, does not load it (the budget in README.md#performance).
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiError, apiFetch, isRedirectingToLogin } from '@/lib/client/fetcher';
import { toastQueryError } from '@/lib/client/toaster';

const swrConfig: SWRConfiguration = {
  fetcher: (url: string) => apiFetch(url),
  onError: (error) => {
    if (!isRedirectingToLogin()) toastQueryError(error);
  },
  // A 4xx will not change on its own; retrying only repeats the toast.
  shouldRetryOnError: (error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  errorRetryCount: 3,
};

export function ConsoleProviders({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}
