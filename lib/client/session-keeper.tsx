'use client';
// Keeps an open tab signed in: refreshes the session 5 s before the access token expires (docs/console-screens.md#staying-signed-in).
import { useEffect, useRef } from 'react';
import type { RefreshResponse } from '@/lib/contract/auth';
import { isRefreshDue, refreshDelayMs } from '@/lib/session-timing';
import { ApiError, apiFetch, redirectToLogin } from './fetcher';
import { useMe } from './use-me';

// A network blip is not a lost session; try again shortly instead of signing the user out.
const RETRY_AFTER_FAILURE_MS = 15_000;

export function SessionKeeper() {
  const { data: me, mutate } = useMe();
  const expiresAt = me?.expiresAt;
  const isRefreshing = useRef(false);

  useEffect(() => {
    if (expiresAt === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isActive = true;

    const arm = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => void refresh(), delay);
    };

    const refresh = async () => {
      if (isRefreshing.current) return;
      isRefreshing.current = true;
      try {
        const { expiresAt: next } = await apiFetch<RefreshResponse>('/api/auth/refresh', { method: 'POST' });
        // A new expiry re-runs this effect, which arms the next refresh; an unchanged one would not.
        await mutate((current) => (current ? { ...current, expiresAt: next } : current), { revalidate: false });
        if (next === expiresAt && isActive) arm(refreshDelayMs(next, Date.now()));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) redirectToLogin();
        else if (isActive) arm(RETRY_AFTER_FAILURE_MS);
      } finally {
        isRefreshing.current = false;
      }
    };

    arm(refreshDelayMs(expiresAt, Date.now()));

    // Background tabs throttle timers; catch up as soon as the user looks at the tab again.
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible' && isRefreshDue(expiresAt)) {
        clearTimeout(timer);
        void refresh();
      }
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      isActive = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [expiresAt, mutate]);

  return null;
}
