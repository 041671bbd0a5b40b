// A record's public address on the storefront (docs/special-calls.md#storefront-paths): the one function
// every link the console writes into text goes through.
import type { Region } from '@/lib/resources/types';
import type { InterlinkType } from './types';

/** Content kinds (docs/business-rules.md#content) and their storefront folder. */
const CONTENT_FOLDERS: Readonly<Record<number, string>> = { 0: 'conditions', 1: 'treatments', 3: 'articles', 4: 'symptoms' };

export interface StorefrontRecord {
  type: InterlinkType;
  region: Region;
  slug: string;
  /** Content only: 0 Condition, 1 Treatment, 3 Article, 4 Symptom. */
  kind?: number | null;
}

/** `/gb/products/paracetamol`, `/us/symptoms/headache`…; null when the record has no address (unknown content kind). */
export function storefrontPath(record: StorefrontRecord): string | null {
  // Parentheses too: a markdown link's destination ends at the first unescaped `)`.
  const slug = encodeURIComponent(record.slug).replace(/\(/g, '%28').replace(/\)/g, '%29');
  if (record.type === 'product') return `/${record.region}/products/${slug}`;
  if (record.type === 'bundle') return `/${record.region}/bundles/${slug}`;
  const folder = record.kind === null || record.kind === undefined ? undefined : CONTENT_FOLDERS[record.kind];
  return folder ? `/${record.region}/${folder}/${slug}` : null;
}
