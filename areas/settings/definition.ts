// Settings (admin only): the six keyed values the forms read (docs/business-rules.md#settings). One schema
// checks a setting's value by its key — lists of terms, lists of e-mails, or a text — for the form and the
// sandbox alike, with each bad row reported on its own path (`value.2`); and one rule says when a list
// may not lose an entry because products still use it.
import { z } from 'zod';
import { defineResource } from '@/lib/resources/define';
import { optionalText } from '@/lib/resources/schema-parts';
import {
  PRODUCT_SETTING_KEYS,
  SETTING_EMAIL_MAX,
  SETTING_KEYS,
  SETTING_KINDS,
  SETTING_LIST_MAX,
  SETTING_TERM_MAX,
  type SettingKey,
} from './setting-keys';
import type { OptionChoice } from '@/lib/resources/types';

export { SETTING_KEYS, SETTING_KINDS, type SettingKey } from './setting-keys';

export const SETTING_KEY_CHOICES: readonly OptionChoice[] = SETTING_KEYS.map((key) => ({ value: key, label: `${SETTING_KINDS[key].label} (${key})` }));

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * A list of strings, each trimmed (e-mails also lower-cased), none empty, none repeated ignoring case;
 * every bad entry is reported at its index.
 */
function listSchema(key: SettingKey) {
  const kind = SETTING_KINDS[key];
  if (kind.kind === 'text') throw new Error(`${key} is not a list`);
  const noun = kind.itemLabel.toLowerCase();
  const max = kind.kind === 'emails' ? SETTING_EMAIL_MAX : SETTING_TERM_MAX;
  return z
    .array(z.string({ error: 'Each entry must be text' }), { error: `${kind.label} must be a list` })
    .max(SETTING_LIST_MAX, `At most ${SETTING_LIST_MAX} entries`)
    .transform((items, ctx) => {
      const cleaned = items.map((item) => (kind.kind === 'emails' ? item.trim().toLowerCase() : item.trim()));
      const seen = new Map<string, number>();
      cleaned.forEach((item, index) => {
        const fail = (message: string) => ctx.addIssue({ code: 'custom', path: [index], message });
        if (!item) return fail(`Type a ${noun} or remove this row`);
        if (item.length > max) return fail(`At most ${max} characters`);
        if (kind.kind === 'emails' && !isEmail(item)) return fail(`“${item}” is not a valid e-mail address`);
        const folded = item.toLocaleLowerCase('en');
        const first = seen.get(folded);
        if (first !== undefined) return fail(`“${item}” is already row ${first + 1}`);
        seen.set(folded, index);
      });
      if (kind.isRequired && cleaned.length === 0) ctx.addIssue({ code: 'custom', path: [], message: `Add at least one ${noun}` });
      return cleaned;
    });
}

const textSchema = (maxLength: number) =>
  z
    .string({ error: 'The value must be text' })
    .trim()
    .min(1, 'Type the text')
    .max(maxLength, `At most ${maxLength} characters`);

const valueSchemas = new Map<SettingKey, z.ZodType<string | string[]>>();

/** The checks of a key's value, built once per key. */
function valueSchema(key: SettingKey): z.ZodType<string | string[]> {
  let schema = valueSchemas.get(key);
  if (!schema) {
    const kind = SETTING_KINDS[key];
    schema = kind.kind === 'text' ? textSchema(kind.maxLength) : listSchema(key);
    valueSchemas.set(key, schema);
  }
  return schema;
}

/** A setting's body: the key picks the value's checks; their issues land under `value` (`value.2`). */
export const settingSchema = z
  .object({
    key: z.enum(SETTING_KEYS, { error: `Pick a setting: ${SETTING_KEYS.join(', ')}` }),
    value: z.unknown(),
    description: optionalText('Description', 300),
  })
  .transform((setting, ctx) => {
    const value = valueSchema(setting.key).safeParse(setting.value);
    if (!value.success) {
      for (const issue of value.error.issues) ctx.addIssue({ code: 'custom', path: ['value', ...issue.path], message: issue.message });
      return z.NEVER;
    }
    return { key: setting.key, value: value.data, description: setting.description };
  });

export type SettingInput = z.input<typeof settingSchema>;
export type Setting = z.output<typeof settingSchema>;

/** How many products use each value of a product setting (`dosage_form` → { Capsule: 3 }). */
export type UsageCounts = ReadonlyMap<string, number>;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * Why `after` may not replace `before` (or the setting be deleted, `after` null): it drops entries
 * products still use. Null when nothing in use is dropped. Entries are compared exactly, as products
 * store them: renaming "capsule" to "Capsule" drops "capsule".
 */
export function removedEntriesInUse(key: SettingKey, before: unknown, after: unknown, usage: UsageCounts): string | null {
  if (!(PRODUCT_SETTING_KEYS as readonly string[]).includes(key) || !Array.isArray(before)) return null;
  const kept = new Set(Array.isArray(after) ? after : []);
  const used = before.filter((entry): entry is string => typeof entry === 'string' && !kept.has(entry) && (usage.get(entry) ?? 0) > 0);
  if (used.length === 0) return null;
  const parts = used.map((entry, index) => {
    const count = usage.get(entry)!;
    return index === 0 ? `${plural(count, 'product uses', 'products use')} “${entry}”` : `${count} ${count === 1 ? 'uses' : 'use'} “${entry}”`;
  });
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${list}; change ${used.reduce((n, entry) => n + usage.get(entry)!, 0) === 1 ? 'it' : 'them'} first`;
}

export const settingsResource = defineResource({
  resource: 'settings',
  singular: 'Setting',
  schema: settingSchema,
  fields: [
    { type: 'option', name: 'key', label: 'Key', required: true, options: SETTING_KEY_CHOICES, component: 'setting-key' },
    { type: 'string', name: 'value', label: 'Value', required: true, component: 'setting-value' },
    { type: 'string', name: 'description', label: 'Description', format: 'textarea', maxLength: 300 },
  ],
  columns: [
    { field: 'key', label: 'Key', sortable: true },
    { field: 'value', label: 'Value', format: 'list', maxChars: 60 },
    { field: 'description', label: 'Description', maxChars: 60 },
  ],
  searchFields: ['key', 'description'],
  defaultSort: { field: 'key', order: 'asc' },
  filters: [],
  defaults: { key: '', value: [], description: '' },
});
