// The settings records over the `settings` table (created in catalogue-store.ts, which also reads values
// by key for the product checks and the option calls): paged lists, one record, writes by id, each with
// its history entry (sandbox/history.ts).
import type { ListQuery } from '@/lib/contract/rest';
import { ensureCatalogueSchema } from '@/sandbox/catalogue-store';
import { refuseStaleWrite, writerColumn, writerFromColumn, type RecordWriter } from '@/sandbox/conditional';
import type { SandboxDb } from '@/sandbox/db';
import { recordWrite } from '@/sandbox/history';

export interface StoredSetting {
  id: number;
  key: string;
  value: unknown;
  description: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  updated_by?: RecordWriter;
}

interface SettingRow extends Omit<StoredSetting, 'value' | 'updated_by'> {
  value: string;
  updated_by: string | null;
}

/** Columns a list may sort by; anything else is refused before SQL is built. */
export const SETTING_SORTS = ['id', 'key', 'created_at', 'updated_at'] as const;
export type SettingSort = (typeof SETTING_SORTS)[number];

const COLUMNS = 'id, key, value, description, created_at, updated_at, version, updated_by';

function toSetting({ updated_by, ...row }: SettingRow): StoredSetting {
  return { ...row, value: JSON.parse(row.value) as unknown, ...writerFromColumn(updated_by) };
}

export function createSettingsStore(db: SandboxDb) {
  ensureCatalogueSchema(db);
  const byId = db.prepare<[number], SettingRow>(`SELECT ${COLUMNS} FROM settings WHERE id = ?`);
  const byKey = db.prepare<[string], SettingRow>(`SELECT ${COLUMNS} FROM settings WHERE key = ?`);

  return {
    list(query: ListQuery & { sort: SettingSort }) {
      const where = query.search ? `WHERE key LIKE ? ESCAPE '\\' OR description LIKE ? ESCAPE '\\'` : '';
      const params = query.search ? Array(2).fill(`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : [];
      const total = db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM settings ${where}`).get(...params)?.n ?? 0;
      const direction = query.order === 'desc' ? 'DESC' : 'ASC';
      const rows = db
        .prepare<unknown[], SettingRow>(`SELECT ${COLUMNS} FROM settings ${where} ORDER BY ${query.sort} COLLATE NOCASE ${direction}, id ${direction} LIMIT ? OFFSET ?`)
        .all(...params, query.limit, (query.page - 1) * query.limit);
      return { records: rows.map(toSetting), page: query.page, limit: query.limit, total, pages: Math.max(1, Math.ceil(total / query.limit)) };
    },

    find(id: number): StoredSetting | undefined {
      const row = byId.get(id);
      return row ? toSetting(row) : undefined;
    },

    findByKey(key: string): StoredSetting | undefined {
      const row = byKey.get(key);
      return row ? toSetting(row) : undefined;
    },

    insert(setting: { key: string; value: unknown; description: string | null }, at: string): StoredSetting {
      const { id } = db
        .prepare<unknown[], { id: number }>(
          'INSERT INTO settings (key, value, description, created_at, updated_at, updated_by) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
        )
        .get(setting.key, JSON.stringify(setting.value), setting.description, at, at, writerColumn())!;
      const created = this.find(id)!;
      recordWrite(db, { resource: 'settings', id, op: 'insert', after: created });
      return created;
    },

    /** Replaces a setting's value and description; 412 when the request's If-Match is stale (sandbox/conditional.ts). */
    update(id: number, setting: { value: unknown; description: string | null }, at: string): StoredSetting {
      const before = this.find(id);
      refuseStaleWrite('settings', id, before?.version ?? 1);
      db.prepare('UPDATE settings SET value = ?, description = ?, updated_at = ?, version = version + 1, updated_by = ? WHERE id = ?').run(
        JSON.stringify(setting.value),
        setting.description,
        at,
        writerColumn(),
        id,
      );
      const after = this.find(id)!;
      recordWrite(db, { resource: 'settings', id, op: 'update', before, after });
      return after;
    },

    remove(id: number): boolean {
      const before = this.find(id);
      const removed = db.prepare('DELETE FROM settings WHERE id = ?').run(id).changes > 0;
      if (removed) recordWrite(db, { resource: 'settings', id, op: 'remove', before });
      return removed;
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
