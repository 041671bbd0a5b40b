// How the console words a workflow step to a person: the confirmation's question ("Mark this order
// shipped?"), the upstream's refusal of a stale status change and the sentence after it. Pure and
// zod-free, so dialogs, the sandbox and tests share it.
import { formatCount } from '@/lib/format-number';

// Nouns with no plural of their own: several of them are counted as items ("2 content items").
const UNCOUNTED = new Set(['content', 'feedback']);

/** What a step acts on, by count: "this content", "3 orders", "2,000 content items" (`<count>` for the QA docs). */
export function countedNoun(count: number | '<count>', noun: string): string {
  if (count === 1) return `this ${noun}`;
  const shown = typeof count === 'number' ? formatCount(count) : count;
  return UNCOUNTED.has(noun.toLowerCase()) ? `${shown} ${noun} items` : `${shown} ${noun}s`;
}

// Verbs of step labels whose past is not the verb with -ed.
const IRREGULAR_PAST: Readonly<Record<string, string>> = { send: 'sent', resend: 'resent' };

/**
 * What a step did, after a count ("1,980 sent for review"), from its button label: "Send for review" → "sent
 * for review", "Mark placed" → "marked placed", "Archive" → "archived", "Back to draft" → "moved back to draft".
 */
export function stepDone(label: string): string {
  const [verb = '', ...rest] = label.trim().split(/\s+/);
  const lower = verb.toLowerCase();
  const past = lower === 'back' ? 'moved back' : (IRREGULAR_PAST[lower] ?? (lower.endsWith('e') ? `${lower}d` : `${lower}ed`));
  return [past, ...rest].join(' ');
}

/**
 * The question a step's confirmation asks, from the step's button label and what it acts on ("this
 * order", "3 feedbacks"): "Publish this content?", "Mark this order shipped?", "Cancel this order?",
 * "Send this content for review?", "Move this content back to draft?", "Start work on this feedback?".
 */
export function stepQuestion(label: string, what: string, noun: string): string {
  const words = label.trim().split(/\s+/);
  const [verb, ...rest] = words;
  const tail = rest.join(' ');
  if (!tail) return `${verb} ${what}?`;
  if (verb === 'Mark') return `Mark ${what} ${tail}?`;
  if (verb === 'Back') return `Move ${what} back ${tail}?`;
  if (tail.toLowerCase() === noun.toLowerCase()) return `${verb} ${what}?`;
  if (rest[0] === 'for' || rest[0] === 'to') return `${verb} ${what} ${tail}?`;
  return `${label} on ${what}?`;
}

/**
 * The upstream's 409 text when a record's status is no longer the one a change started `from` (someone
 * moved it meanwhile): "This order is now Shipped, not Processed; reload to see the latest."
 */
export function staleStatusReason(noun: string, nowLabel: string, fromLabel: string): string {
  return `This ${noun} is now ${nowLabel}, not ${fromLabel}; reload to see the latest.`;
}

/**
 * A stale step's refusal once the screen has reloaded the record: the upstream's reason, whose advice to
 * reload is already done, as one sentence ("This order is now Shipped, not Processed; it has been reloaded.").
 */
export function staleStepSentence(reason: string): string {
  const stem = reason
    .trim()
    .replace(/[;,]?\s*reload to see the latest\.?$/i, '')
    .replace(/[.;,\s]+$/, '');
  return stem ? `${stem}; it has been reloaded.` : 'It was changed meanwhile and has been reloaded.';
}
