'use client';
// The heartbeat of presence (issue 49): while a form or drawer has a record open, the tab reports it to
// POST /api/presence ({resource, recordId, editing}, lib/contract/live.ts) at once, every
// PRESENCE_HEARTBEAT_MS, and again at once when `editing` (the form has unsaved edits) flips; it says it
// left with DELETE as the screen closes or the page is hidden for good (a keepalive fetch, so it survives
// the page), and reports again when the page comes back from the browser's back-forward cache. A failed
// report is dropped: presence is a courtesy, and the next beat tries again (the server lets a report
// expire after PRESENCE_EXPIRES_MS, so a tab that died without a word drops out on its own). Each time the
// stream turns live (first connected, or back after a break) the tab reports again at once: arrivals it
// missed while it had no stream are in that report's answer, not in any event still to come.
import { useEffect, useRef } from 'react';
import { isLivePresence, PRESENCE_HEARTBEAT_MS, type LivePresence, type PresenceReport } from '@/lib/contract/live-types';
import { liveHub } from './hub';

export const PRESENCE_URL = '/api/presence';

/**
 * One report (POST) or leave (DELETE); never throws. A report's answer (who has the record open now) goes
 * to `onAnswer`: the stream's presence event of one's own arrival can come before the stream is open.
 */
export function sendPresence(method: 'POST' | 'DELETE', report: PresenceReport, onAnswer?: (presence: LivePresence) => void): void {
  try {
    void fetch(PRESENCE_URL, {
      method,
      headers: { 'content-type': 'application/json', 'x-csrf': '1' },
      body: JSON.stringify(report),
      credentials: 'same-origin',
      cache: 'no-store',
      // A leave must outlive the page that sends it; a beat is small enough to share the keepalive quota.
      keepalive: true,
    })
      .then(async (response) => {
        if (!onAnswer || !response.ok || typeof response.json !== 'function') return;
        const answer = ((await response.json()) as { data?: unknown } | null)?.data;
        if (isLivePresence(answer)) onAnswer(answer);
      })
      .catch(() => {});
  } catch {
    // A browser refusing the keepalive (quota spent) throws at once: the report expires on the server instead.
  }
}

/**
 * Reports that `recordId` of `resource` is open here (with unsaved edits when `editing`) for as long as the
 * calling screen is mounted; null (a create form, a record not loaded) reports nothing.
 */
export function usePresenceReport(resource: string, recordId: string | null, editing: boolean, onAnswer?: (presence: LivePresence) => void): void {
  // The beat reads the latest value without restarting the interval each time it flips.
  const editingRef = useRef(editing);
  const answerRef = useRef(onAnswer);
  useEffect(() => {
    answerRef.current = onAnswer;
  });
  const answered = (presence: LivePresence) => answerRef.current?.(presence);
  const sentRef = useRef<boolean | null>(null);

  useEffect(() => {
    if (recordId === null) return;
    const report = (): PresenceReport => ({ resource, recordId, editing: editingRef.current });
    const beat = () => {
      sentRef.current = editingRef.current;
      sendPresence('POST', report(), answered);
    };
    const leave = () => {
      sentRef.current = null;
      sendPresence('DELETE', report());
    };
    // A page put in the back-forward cache may never come back: leave now, and report again if it does.
    const onPageHide = () => leave();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) beat();
    };
    beat();
    const timer = setInterval(beat, PRESENCE_HEARTBEAT_MS);
    const stopState = liveHub().onState((state) => {
      if (state === 'live') beat();
    });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      clearInterval(timer);
      stopState();
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      leave();
    };
  }, [resource, recordId]);

  useEffect(() => {
    editingRef.current = editing;
    // Only a flip since the last report is news; the mount's first beat already said it.
    if (recordId !== null && sentRef.current !== null && sentRef.current !== editing) {
      sentRef.current = editing;
      sendPresence('POST', { resource, recordId, editing }, answered);
    }
  }, [resource, recordId, editing]);
}
