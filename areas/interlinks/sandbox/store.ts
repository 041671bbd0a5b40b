// The AI host's interlink suggestions in SQLite: a table of their own beside the catalogue, replaced per
// source by each suggest call (pending ones only; decided ones stay as the record of what editors chose).
import type { InterlinkStatus, InterlinkType, Suggestion } from '@/areas/interlinks/contract';
import { restartIds, makeIdsAutoincrement, type SandboxDb } from '@/sandbox/db';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS interlink_suggestions (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  source_type  TEXT NOT NULL CHECK (source_type IN ('content', 'product', 'bundle')),
  source_id    INTEGER NOT NULL,
  target_type  TEXT NOT NULL CHECK (target_type IN ('content', 'product', 'bundle')),
  target_id    INTEGER NOT NULL,
  target_title TEXT NOT NULL,
  anchor_text  TEXT NOT NULL,
  context      TEXT NOT NULL,
  score        REAL NOT NULL CHECK (score BETWEEN 0 AND 1),
  status       TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS interlink_suggestions_by_source ON interlink_suggestions (source_type, source_id, status);
`;

export type NewSuggestion = Omit<Suggestion, 'id' | 'status'>;
type Row = Suggestion & { created_at: string; updated_at: string };

function ensureSchema(db: SandboxDb): void {
  db.exec(SCHEMA);
  makeIdsAutoincrement(db, 'interlink_suggestions');
}

export function wipeInterlinks(db: SandboxDb): void {
  ensureSchema(db);
  db.exec('DELETE FROM interlink_suggestions');
  restartIds(db, ['interlink_suggestions']);
}

export function createInterlinksStore(db: SandboxDb) {
  ensureSchema(db);
  return {
    /** Replaces the source's pending suggestions with `fresh`; answers the pending ones now stored. */
    replacePending(sourceType: InterlinkType, sourceId: number, fresh: readonly NewSuggestion[], at: string): Row[] {
      const insert = db.prepare(
        `INSERT INTO interlink_suggestions (source_type, source_id, target_type, target_id, target_title, anchor_text, context, score, created_at, updated_at)
         VALUES (@source_type, @source_id, @target_type, @target_id, @target_title, @anchor_text, @context, @score, @at, @at)`,
      );
      db.transaction(() => {
        db.prepare("DELETE FROM interlink_suggestions WHERE source_type = ? AND source_id = ? AND status = 'pending'").run(sourceType, sourceId);
        for (const suggestion of fresh) insert.run({ ...suggestion, at });
      })();
      return this.list({ source_type: sourceType, source_id: sourceId, status: 'pending' }, 1000, 0).records;
    },

    /** Whether an editor already turned down a link on this phrase of the source (to any target). */
    wasRejected(sourceType: InterlinkType, sourceId: number, anchor: string): boolean {
      return (
        db
          .prepare("SELECT 1 FROM interlink_suggestions WHERE source_type = ? AND source_id = ? AND lower(anchor_text) = lower(?) AND status = 'rejected'")
          .get(sourceType, sourceId, anchor) !== undefined
      );
    },

    list(filter: { source_type: InterlinkType; source_id: number; status?: InterlinkStatus; target_type?: InterlinkType }, limit: number, offset: number) {
      const where = ['source_type = @source_type', 'source_id = @source_id'];
      if (filter.status) where.push('status = @status');
      if (filter.target_type) where.push('target_type = @target_type');
      const sql = where.join(' AND ');
      const params = { status: null, target_type: null, ...filter };
      const total = db.prepare<typeof params, { n: number }>(`SELECT COUNT(*) AS n FROM interlink_suggestions WHERE ${sql}`).get(params)?.n ?? 0;
      const records = db
        .prepare<typeof params & { limit: number; offset: number }, Row>(
          `SELECT * FROM interlink_suggestions WHERE ${sql} ORDER BY score DESC, id ASC LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, limit, offset });
      return { records, total };
    },

    find(id: number): Row | undefined {
      return db.prepare<[number], Row>('SELECT * FROM interlink_suggestions WHERE id = ?').get(id);
    },

    setStatus(id: number, status: InterlinkStatus, at: string): Row | undefined {
      db.prepare('UPDATE interlink_suggestions SET status = ?, updated_at = ? WHERE id = ?').run(status, at, id);
      return this.find(id);
    },
  };
}

export type InterlinksStore = ReturnType<typeof createInterlinksStore>;
