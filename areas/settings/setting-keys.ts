// The six setting keys (docs/business-rules.md#settings, `tip_consulation` spelt so) and what kind of value each holds, as plain
// data: the settings screens read it to draw the right value editor without loading the zod schema
// (areas/settings/definition.ts), which checks values by the same table.

export const SETTING_KEYS = ['dosage_form', 'legal_category', 'feedback_emails', 'tip_consulation', 'investor_emails', 'removed'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** Longest entry of a list of terms, and of an e-mail address (RFC 5321's path limit). */
export const SETTING_TERM_MAX = 80;
export const SETTING_EMAIL_MAX = 254;
/** Most entries a list setting holds. */
export const SETTING_LIST_MAX = 100;
/** Longest consultation text: a line or two beside a tip's call to action (tip bodies are ≤ 500). */
export const SETTING_TEXT_MAX = 280;

interface ListKind {
  kind: 'terms' | 'emails';
  /** What the list is, as a heading ("Dosage forms"). */
  label: string;
  /** One row of it ("Dosage form"), used in row and button names. */
  itemLabel: string;
  /** Products read the list, so it may not be empty. */
  isRequired: boolean;
}

interface TextKind {
  kind: 'text';
  label: string;
  maxLength: number;
}

export type SettingKind = ListKind | TextKind;

export const SETTING_KINDS: Record<SettingKey, SettingKind> = {
  dosage_form: { kind: 'terms', label: 'Dosage forms', itemLabel: 'Dosage form', isRequired: true },
  legal_category: { kind: 'terms', label: 'Legal categories', itemLabel: 'Legal category', isRequired: true },
  feedback_emails: { kind: 'emails', label: 'Feedback e-mails', itemLabel: 'Feedback e-mail', isRequired: false },
  tip_consulation: { kind: 'text', label: 'Tip consultation text', maxLength: SETTING_TEXT_MAX },
  investor_emails: { kind: 'emails', label: 'Investor e-mails', itemLabel: 'Investor e-mail', isRequired: false },
  removed: { kind: 'terms', label: 'Removed entries', itemLabel: 'Removed entry', isRequired: false },
};

/** Settings whose entries products use (`product.dosage_form`, `product.legal_category`). */
export const PRODUCT_SETTING_KEYS = ['dosage_form', 'legal_category'] as const satisfies readonly SettingKey[];

export function isSettingKey(value: unknown): value is SettingKey {
  return typeof value === 'string' && (SETTING_KEYS as readonly string[]).includes(value);
}

/** A list setting's kind, or undefined for the text one and unknown keys. */
export function listKindOf(key: unknown): ListKind | undefined {
  if (!isSettingKey(key)) return undefined;
  const kind = SETTING_KINDS[key];
  return kind.kind === 'text' ? undefined : kind;
}
