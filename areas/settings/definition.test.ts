// The settings schema checks a value by its key and reports each bad row on its own path; the in-use
// rule names how many products use what a list would drop.
import { removedEntriesInUse, settingSchema, settingsResource } from './definition';
import { SETTING_KEYS, SETTING_LIST_MAX, SETTING_TEXT_MAX } from './setting-keys';

function errorsOf(input: unknown): Record<string, string> {
  const parsed = settingSchema.safeParse(input);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('setting schema', () => {
  it('knows the six keys, spelt as the upstream spells them', () => {
    expect(SETTING_KEYS).toEqual(['dosage_form', 'legal_category', 'feedback_emails', 'tip_consulation', 'investor_emails', 'removed']);
  });

  it('trims list entries and keeps their order', () => {
    expect(settingSchema.parse({ key: 'dosage_form', value: ['  Tablet ', 'Capsule'], description: '  Forms  ' })).toEqual({
      key: 'dosage_form',
      value: ['Tablet', 'Capsule'],
      description: 'Forms',
    });
  });

  it('stores e-mails in lower case', () => {
    expect(settingSchema.parse({ key: 'feedback_emails', value: [' Ops@Example.COM '] }).value).toEqual(['ops@example.com']);
    expect(settingSchema.parse({ key: 'investor_emails', value: [] }).value).toEqual([]);
  });

  it('takes a text for tip_consulation, trimmed, up to its limit', () => {
    expect(settingSchema.parse({ key: 'tip_consulation', value: ' Ask a pharmacist. ' }).value).toBe('Ask a pharmacist.');
    expect(errorsOf({ key: 'tip_consulation', value: 'x'.repeat(SETTING_TEXT_MAX + 1) })).toEqual({ value: `At most ${SETTING_TEXT_MAX} characters` });
    expect(errorsOf({ key: 'tip_consulation', value: '   ' })).toEqual({ value: 'Type the text' });
    expect(errorsOf({ key: 'tip_consulation', value: ['a list'] })).toEqual({ value: 'The value must be text' });
  });

  it('refuses an unknown key on the key field', () => {
    expect(Object.keys(errorsOf({ key: 'dosage_forms', value: ['Tablet'] }))).toEqual(['key']);
    expect(Object.keys(errorsOf({ value: ['Tablet'] }))).toEqual(['key']);
  });

  it('marks the bad row of a list: a repeat ignoring case, an empty row, a bad e-mail', () => {
    expect(errorsOf({ key: 'dosage_form', value: ['Tablet', 'Capsule', 'capsule '] })).toEqual({ 'value.2': '“capsule” is already row 2' });
    expect(errorsOf({ key: 'legal_category', value: ['GSL', '  '] })).toEqual({ 'value.1': 'Type a legal category or remove this row' });
    expect(errorsOf({ key: 'feedback_emails', value: ['a@example.com', 'b@example.com', 'not-an-email'] })).toEqual({
      'value.2': '“not-an-email” is not a valid e-mail address',
    });
    expect(errorsOf({ key: 'investor_emails', value: ['A@example.com', 'a@example.com'] })).toEqual({ 'value.1': '“a@example.com” is already row 1' });
    expect(errorsOf({ key: 'removed', value: ['ok', 'x'.repeat(81)] })).toEqual({ 'value.1': 'At most 80 characters' });
    expect(errorsOf({ key: 'removed', value: ['ok', 3] })).toEqual({ 'value.1': 'Each entry must be text' });
  });

  it('needs at least one dosage form and one legal category, but lets the other lists be empty', () => {
    expect(errorsOf({ key: 'dosage_form', value: [] })).toEqual({ value: 'Add at least one dosage form' });
    expect(errorsOf({ key: 'legal_category', value: [] })).toEqual({ value: 'Add at least one legal category' });
    expect(settingSchema.parse({ key: 'removed', value: [] }).value).toEqual([]);
    expect(errorsOf({ key: 'removed', value: 'a text' })).toEqual({ value: 'Removed entries must be a list' });
  });

  it('caps a list at its most entries', () => {
    const many = Array.from({ length: SETTING_LIST_MAX + 1 }, (_, i) => `Form ${i}`);
    expect(errorsOf({ key: 'dosage_form', value: many })).toEqual({ value: `At most ${SETTING_LIST_MAX} entries` });
  });

  it('is the schema the settings resource forms and the sandbox use', () => {
    expect(settingsResource.schema).toBe(settingSchema);
    expect(settingsResource.basePath).toBe('/system/settings');
    expect(settingsResource.roles).toEqual(['admin']);
  });
});

describe('entries products still use', () => {
  const usage = new Map([
    ['Capsule', 3],
    ['Gel', 1],
  ]);

  it('refuses dropping a used entry, naming how many products use it', () => {
    expect(removedEntriesInUse('dosage_form', ['Tablet', 'Capsule'], ['Tablet'], usage)).toBe('3 products use “Capsule”; change them first');
    expect(removedEntriesInUse('dosage_form', ['Gel', 'Capsule'], [], usage)).toBe('1 product uses “Gel” and 3 use “Capsule”; change them first');
    expect(removedEntriesInUse('legal_category', ['Gel'], null, usage)).toBe('1 product uses “Gel”; change it first');
  });

  it('lets unused entries go, and reordering or adding keep everything', () => {
    expect(removedEntriesInUse('dosage_form', ['Tablet', 'Capsule', 'Cream'], ['Capsule', 'Tablet', 'Lozenge'], usage)).toBeNull();
  });

  it('compares entries exactly, as products store them', () => {
    expect(removedEntriesInUse('dosage_form', ['Capsule'], ['capsule'], usage)).toBe('3 products use “Capsule”; change them first');
  });

  it('applies only to the settings products use', () => {
    expect(removedEntriesInUse('removed', ['Capsule'], [], usage)).toBeNull();
  });
});
