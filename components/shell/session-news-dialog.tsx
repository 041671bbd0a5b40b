'use client';
// What a tab says when another tab signed out, or signed in as someone else: this tab can no longer act as
// the person it shows, so it says so at once and offers the way on (sign in again, or reload as the new
// user). Cancel leaves the page as it is, so anything typed can still be copied. The live stream's word that
// the session ended (signed out in another browser, or by an administrator) says the same without naming a tab.
import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { redirectToLogin } from '@/lib/client/fetcher';
import type { SessionNews } from '@/lib/client/session-news';

/** What the dialog tells: another tab's news, or the live stream's word that this session ended. */
export type SessionNotice = SessionNews | { kind: 'session-ended' };

interface SessionNewsDialogProps {
  news: SessionNotice;
  /** The user this tab shows. */
  currentName: string;
  onClose: () => void;
}

export function SessionNewsDialog({ news, currentName, onClose }: SessionNewsDialogProps) {
  if (news.kind === 'session-ended') {
    return (
      <ConfirmDialog title="You have been signed out" confirmLabel="Sign in again" isAlert onCancel={onClose} onConfirm={redirectToLogin}>
        <Text>This session has ended, so this tab can no longer load or save anything. Sign in again to go on from this page.</Text>
      </ConfirmDialog>
    );
  }
  if (news.kind === 'signed-out') {
    return (
      <ConfirmDialog title="You signed out in another tab" confirmLabel="Sign in again" isAlert onCancel={onClose} onConfirm={redirectToLogin}>
        <Text>This tab can no longer load or save anything. Sign in again to go on from this page.</Text>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title={`Signed in as ${news.name} in another tab`}
      confirmLabel={`Continue as ${news.name}`}
      isAlert
      onCancel={onClose}
      onConfirm={() => window.location.reload()}
    >
      <Text>
        This tab still shows the console of {currentName}, but anything it loads or saves now is done as {news.name}. Reload it to continue as{' '}
        {news.name}.
      </Text>
    </ConfirmDialog>
  );
}
