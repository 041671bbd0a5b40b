'use client';
// The top bar's word on live updates: nothing while they flow (or while the stream first connects), "Live
// updates paused" when the server cannot pass news on or the stream is cut off. The status region is always
// there, so screen readers hear the change; the badge with its tooltip loads only when first needed.
import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { lazyWithFallback } from '@/lib/client/lazy-part';
import { useLiveState } from '@/lib/client/live/hooks';

export const LIVE_PAUSED_LABEL = 'Live updates paused';

const LiveStatusBadge = lazyWithFallback(
  () => import('./live-status-badge').then((module) => module.LiveStatusBadge),
  ({ label }) => <>{label}</>,
);

export function LiveStatus() {
  const state = useLiveState();
  const isShown = state === 'paused' || state === 'offline';
  return (
    // data-live-state: the stream's state for tests and support (it is not announced).
    <Box role="status" display="contents" data-live-state={state}>
      {isShown && (
        <Suspense fallback={LIVE_PAUSED_LABEL}>
          <LiveStatusBadge state={state} label={LIVE_PAUSED_LABEL} />
        </Suspense>
      )}
    </Box>
  );
}
