// Indexes on the shared records table that answer the dashboard's cards over other areas' records from the
// index alone. Each holds, as expressions, exactly the fields its card reads (written as the card's SQL
// writes them, so SQLite takes each value from the index rather than parsing the record's JSON), and is
// partial on its resource. Counting 50,000 subscribers or 20,000 content items by parsing every record took
// one to three seconds on a loaded machine; read from these, tens of milliseconds.
//
//   dashboard_card_subscribers  (region, consent_at)                              new subscribers
//   dashboard_card_content      (region, status, review day)                      content work
//   dashboard_card_conversations (region, status)                                 conversations
//
// Built after a bulk load like the list indexes (sandbox/bulk-load.ts drops and rebuilds every
// `dashboard_card_` index), kept by SQLite on every write.
import type { SandboxDb } from '@/sandbox/db';

export function jsonField(name: string, row = ''): string {
  return `json_extract(${row ? `${row}.` : ''}data, '$.${name}')`;
}

/** The review day content's Review due filter compares: the date part of next_review_due. */
export const REVIEW_DAY = `substr(${jsonField('next_review_due')}, 1, 10)`;

/** The expressions of each index, in order, with its resource. */
export const CARD_INDEXES: Readonly<Record<string, { resource: string; keys: readonly string[] }>> = {
  dashboard_card_subscribers: { resource: 'subscribers', keys: [jsonField('region'), jsonField('consent_at')] },
  dashboard_card_content: { resource: 'content', keys: [jsonField('region'), jsonField('status'), REVIEW_DAY] },
  dashboard_card_conversations: { resource: 'conversations', keys: [jsonField('region'), jsonField('status')] },
};

/** Makes the cards' indexes where missing (building each reads its resource once); none during a bulk load, which builds them after. */
export function ensureCardIndexes(db: SandboxDb): void {
  if (db.isBulkLoading) return;
  for (const [name, { resource, keys }] of Object.entries(CARD_INDEXES)) {
    db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON catalogue_records (${keys.join(', ')}) WHERE resource = '${resource}'`);
  }
}
