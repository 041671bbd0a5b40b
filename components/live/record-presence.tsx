'use client';
// Presence on an open form or drawer (issue 49): reports this tab's (lib/client/live/presence-report.ts)
// and shows the others who have the record open, from the live stream. A status region named "Also
// viewing" is always there (so screen readers hear who comes and goes) and carries the spoken list; the
// avatars load on demand, only once someone else is there.
import { Box, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import type { PresenceViewer } from '@/lib/contract/live-types';
import { lazyWithFallback } from '@/lib/client/lazy-part';
import { liveHub } from '@/lib/client/live/hub';
import { useLivePresence } from '@/lib/client/live/hooks';
import { usePresenceReport } from '@/lib/client/live/presence-report';
import { useMe } from '@/lib/client/use-me';
import { otherViewers, presenceSpoken } from './presence-summary';

// Without the avatars (their code could not be fetched) the spoken list still says who is there.
const PresenceAvatars = lazyWithFallback(() => import('./presence-avatars').then((module) => module.PresenceAvatars), () => null);

export interface RecordPresenceProps {
  resource: string;
  /** The open record; null reports and shows nothing (a create form, a record not loaded). */
  recordId: string | null;
  /** Whether this tab has unsaved edits of it. */
  isEditing: boolean;
}

export function RecordPresence({ resource, recordId, isEditing }: RecordPresenceProps) {
  const streamed = useLivePresence(resource, recordId);
  // A report's own answer until the stream says more: the stream's event of this tab's arrival can go out
  // before this tab's stream is open, and nobody else's arrival may follow to say who was already there.
  // What the stream said is read as the answer comes, not as of the last render: the stream attaching to
  // the hub draws nothing by itself, and an answer held against the list before it was dropped as stale at
  // once, its tab showing nobody until the next beat.
  const [answered, setAnswered] = useState<{ viewers: PresenceViewer[]; over: PresenceViewer[] } | null>(null);
  usePresenceReport(resource, recordId, isEditing, (presence) => {
    if (presence.resource === resource && presence.recordId === recordId) setAnswered({ viewers: presence.viewers, over: liveHub().getPresence(resource, recordId) });
  });
  const viewers = answered && answered.over === streamed ? answered.viewers : streamed;
  const { data: me } = useMe();
  const others = otherViewers(viewers, me?.id);
  return (
    <Box role="status" aria-label="Also viewing" data-presence={others.length} marginBottom={others.length ? '4' : undefined}>
      {others.length > 0 && (
        <>
          <VisuallyHidden>{presenceSpoken(others)}</VisuallyHidden>
          <Suspense fallback={null}>
            <PresenceAvatars others={others} />
          </Suspense>
        </>
      )}
    </Box>
  );
}
