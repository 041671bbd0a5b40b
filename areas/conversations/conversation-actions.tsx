'use client';
// A conversation's status actions in its header: Flag… (asking for a reason), Unflag, Close and Reopen,
// each written from the status shown (`from`). Close, reopen and unflag apply at once and their toast
// offers Undo; a refusal because someone else moved the conversation (409) reloads it and says so.
import { Button } from '@chakra-ui/react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/client/fetcher';
import { lazyWithFallback, reportUnavailable } from '@/lib/client/lazy-part';
import { toaster } from '@/lib/client/toaster';
import { toastNotUndone, toastUndone, undoConflictSentence, withUndo } from '@/lib/client/undo';
import { staleStepSentence } from '@/lib/resources/step-words';
import { reloadConversations, saveConversationStatus } from './api';
import type { Conversation } from './definition';
import type { FlagDialogProps } from './flag-dialog';
import { conversationStatusLabel, conversationUndo, type ConversationStatus, type ConversationUpdate } from './status';

function FlagDialogUnavailable({ onCancel }: FlagDialogProps) {
  useEffect(() => {
    reportUnavailable('The flag dialog', 'The conversation was not flagged.');
    onCancel();
  }, [onCancel]);
  return null;
}

const FlagDialog = lazyWithFallback(() => import('./flag-dialog').then((module) => module.FlagDialog), FlagDialogUnavailable);

export function ConversationActions({ record, onSaved }: { record: Conversation; onSaved: (record: Conversation) => void }) {
  const [isFlagging, setIsFlagging] = useState(false);
  const [saving, setSaving] = useState<ConversationStatus | null>(null);

  /** Writes `change` and shows what was saved; on a 409 (someone moved the conversation meanwhile) reloads it, then rejects. */
  const write = useCallback(
    async (change: ConversationUpdate): Promise<Conversation> => {
      setSaving(change.status);
      try {
        const saved = await saveConversationStatus(record.id, change);
        onSaved(saved);
        return saved;
      } catch (error) {
        if (isStale(error)) void reloadConversations();
        throw error;
      } finally {
        setSaving(null);
      }
    },
    [record.id, onSaved],
  );

  const undo = useCallback(
    async (back: ConversationUpdate) => {
      try {
        await write(back);
        toastUndone(conversationStatusLabel(back.status));
      } catch (error) {
        toastNotUndone(isStale(error) ? undoConflictSentence('this conversation', error.message) : errorMessage(error));
      }
    },
    [write],
  );

  // The change is made from the status shown; close, reopen and unflag offer Undo (a flag asked first).
  const save = useCallback(
    async (status: ConversationStatus, flagReason: string | null, verb: string): Promise<string | null> => {
      try {
        await write({ status, flag_reason: flagReason, from: record.status });
        const back = conversationUndo(record, status);
        toaster.create({ type: 'success', title: 'Conversation updated', description: `${verb}.`, ...(back ? withUndo(() => void undo(back)) : {}) });
        return null;
      } catch (error) {
        const message = isStale(error) ? staleStepSentence(error.message) : errorMessage(error);
        toaster.create({ type: 'error', title: 'The conversation was not changed', description: message, closable: true });
        return message;
      }
    },
    [record, write, undo],
  );
  const closeDialog = useCallback(() => setIsFlagging(false), []);
  const busy = saving !== null;

  return (
    <>
      {record.status === 'flagged' ? (
        <Button size="sm" variant="outline" loading={saving === 'open'} disabled={busy} onClick={() => void save('open', null, 'Unflagged')}>
          Unflag
        </Button>
      ) : (
        <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => setIsFlagging(true)}>
          Flag…
        </Button>
      )}
      {record.status === 'closed' ? (
        <Button size="sm" variant="outline" loading={saving === 'open'} disabled={busy} onClick={() => void save('open', null, 'Reopened')}>
          Reopen
        </Button>
      ) : (
        <Button size="sm" variant="outline" loading={saving === 'closed'} disabled={busy} onClick={() => void save('closed', null, 'Closed')}>
          Close
        </Button>
      )}
      {isFlagging && (
        <Suspense fallback={null}>
          <FlagDialog
            onCancel={closeDialog}
            onConfirm={async (reason) => {
              const refusal = await save('flagged', reason, 'Flagged');
              if (refusal === null) setIsFlagging(false);
              return refusal;
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The upstream refused a change because the conversation was no longer in the status it was made from. */
function isStale(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}
