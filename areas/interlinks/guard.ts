// The region guard (docs/business-rules.md#interlinks): whatever the AI host suggests, a link is written
// only to a published record of the source's own region that is not the source itself.
import type { InterlinkType } from './types';

export interface LinkEnd {
  type: InterlinkType;
  id: number;
  region: string;
  /** The record's status; only `published` targets may receive links. */
  status?: string;
}

export type GuardVerdict = { allowed: true } | { allowed: false; reason: string };

const REGION_NAMES: Record<string, string> = { gb: 'the UK (gb)', us: 'the US (us)' };

/** Whether a link from `source` to `target` may be written; `target` null when it no longer exists. */
export function checkLinkTarget(source: LinkEnd, target: LinkEnd | null): GuardVerdict {
  if (target === null) return { allowed: false, reason: 'The target no longer exists.' };
  if (target.type === source.type && target.id === source.id) return { allowed: false, reason: 'A record cannot link to itself.' };
  if (target.region !== source.region) {
    return { allowed: false, reason: `The target belongs to ${REGION_NAMES[target.region] ?? target.region}, not ${REGION_NAMES[source.region] ?? source.region}.` };
  }
  if (target.status !== 'published') return { allowed: false, reason: `The target is not published (${target.status ?? 'no status'}).` };
  return { allowed: true };
}
