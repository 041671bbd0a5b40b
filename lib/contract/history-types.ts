// The record history and audit log of the main API (docs/api-contract.md#history), as plain types and
// constants: what the history panel and the audit log read without loading zod. The zod schemas the sandbox
// and the BFF check them with are in lib/contract/history.ts.

/** What happened to a record in one entry: a create, a save, a workflow step, a delete, a restore. */
export const HISTORY_ACTIONS = ['created', 'updated', 'status_changed', 'deleted', 'restored'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** How each action reads in a sentence ("Updated by Ada Admin"). */
export const HISTORY_ACTION_LABELS: Readonly<Record<HistoryAction, string>> = {
  created: 'Created',
  updated: 'Updated',
  status_changed: 'Status changed',
  deleted: 'Deleted',
  restored: 'Restored',
};

/** One field an entry changed: its value before and after (null where there was none: a create, a delete). */
export interface HistoryChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** One entry of a record's history, newest first in a page. */
export interface HistoryEntry {
  id: number;
  /** ISO instant. */
  at: string;
  /** The account whose request made the change: its id and its name (else its e-mail). */
  by: { id: number | string; name: string };
  action: HistoryAction;
  changes: HistoryChange[];
}

/** An entry of the audit log, across records: which record it belongs to as well. */
export interface AuditEntry extends HistoryEntry {
  /** The upstream resource (`products`). */
  resource: string;
  record_id: number;
  /** What the record was called when the entry was written (its name, title, order number); absent where it has none. */
  label?: string;
}

/** Fields the server keeps for itself: never a change of their own, never restored. */
export const UNTRACKED_FIELDS: ReadonlySet<string> = new Set(['id', 'version', 'updated_by', 'updated_at', 'created_at', 'status_history']);

/** The most entries one page of history holds, and what a panel asks for. */
export const HISTORY_PAGE_SIZE = 20;
