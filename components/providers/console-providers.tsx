'use client';
// What the signed-in pages run inside, on top of the root providers: SWR's defaults and the route-change
// bar. Kept out of the root layout so the sign-in page, which reads no data through SWR and follows no
// link, does not load them (the budget in README.md#performance).
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
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

// The bar's code (bprogress, about 6 KB gzip) would take /products past its first-load budget, and no
// route changes before the user does something: it loads on the first pointer, touch or key event. If
// it cannot be fetched (network gone), pages change without a bar.
const LazyRouteProgress = lazy(() =>
  import('./route-progress').then(
    (module) => ({ default: module.RouteProgress }),
    () => ({ default: (): ReactNode => null }),
  ),
);

const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;

function RouteProgressOnIntent() {
  const [isWanted, setWanted] = useState(false);
  useEffect(() => {
    if (isWanted) return;
    const want = () => setWanted(true);
    for (const type of INTENT_EVENTS) window.addEventListener(type, want, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, want, { capture: true });
    };
  }, [isWanted]);
  return isWanted ? (
    <Suspense fallback={null}>
      <LazyRouteProgress />
    </Suspense>
  ) : null;
}

export function ConsoleProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      {children}
      <RouteProgressOnIntent />
    </SWRConfig>
  );
}
