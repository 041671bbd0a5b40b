// The words of presence (issue 49): who else has a record open, by name, and who of them is editing —
// "Ada Admin is editing; Bo Baker is viewing" on screen, "Also viewing: Ada Admin (editing), Bo Baker" for
// screen readers. This user is left out, their other tabs included: the stream names people, not tabs, so
// "you in another tab" could not be told from this tab's own report.
import type { PresenceViewer } from '@/lib/contract/live-types';

/** The viewers other than the signed-in user, editors first, each person once. */
export function otherViewers(viewers: readonly PresenceViewer[], myId: string | number | undefined): PresenceViewer[] {
  const byUser = new Map<string, PresenceViewer>();
  for (const viewer of viewers) {
    const key = String(viewer.userId);
    if (myId !== undefined && key === String(myId)) continue;
    const seen = byUser.get(key);
    // One person in two tabs counts as editing when either tab is.
    byUser.set(key, seen ? { ...seen, editing: seen.editing || viewer.editing } : viewer);
  }
  return [...byUser.values()].sort((a, b) => Number(b.editing) - Number(a.editing));
}

function names(list: readonly PresenceViewer[]): string {
  const all = list.map((viewer) => viewer.name);
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}`;
}

/** "Ada Admin is editing; Bo Baker and Cy Clerk are viewing". */
export function presenceText(others: readonly PresenceViewer[]): string {
  const editing = others.filter((viewer) => viewer.editing);
  const viewing = others.filter((viewer) => !viewer.editing);
  const parts: string[] = [];
  if (editing.length) parts.push(`${names(editing)} ${editing.length === 1 ? 'is' : 'are'} editing`);
  if (viewing.length) parts.push(`${names(viewing)} ${viewing.length === 1 ? 'is' : 'are'} viewing`);
  return parts.join('; ');
}

/** "Also viewing: Ada Admin (editing), Bo Baker". */
export function presenceSpoken(others: readonly PresenceViewer[]): string {
  return `Also viewing: ${others.map((viewer) => (viewer.editing ? `${viewer.name} (editing)` : viewer.name)).join(', ')}`;
}
