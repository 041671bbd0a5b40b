// The six settings the sandbox starts with (docs/business-rules.md#settings): the dosage forms and legal
// categories products use (DATA-MODEL's seed lists), e-mail lists on example.com, the tips' consultation
// text and an empty "removed" list. Each passes the settings schema, so the demo data is valid data.
import { settingSchema, type SettingInput } from '@/areas/settings/definition';
import type { CatalogueStore } from '@/sandbox/catalogue-store';

export const DOSAGE_FORMS = [
  'Tablet',
  'Film-coated tablet',
  'Capsule',
  'Soft capsule',
  'Oral solution',
  'Syrup',
  'Lozenge',
  'Cream',
  'Gel',
  'Nasal spray',
  'Eye drops',
  'Transdermal patch',
];
export const LEGAL_CATEGORIES = ['GSL', 'P'];

export const SEED_SETTINGS: readonly SettingInput[] = [
  { key: 'dosage_form', value: DOSAGE_FORMS, description: 'Dosage forms (EDQM terms) products may have' },
  { key: 'legal_category', value: LEGAL_CATEGORIES, description: 'Legal categories products may have' },
  {
    key: 'feedback_emails',
    value: ['feedback@example.com', 'support.team@example.com'],
    description: 'Who hears about new site feedback',
  },
  {
    key: 'tip_consulation',
    value: 'Not sure this is right for you? Book a free, private consultation with one of our pharmacists.',
    description: 'Shown beside a tip’s consultation button',
  },
  { key: 'investor_emails', value: ['investors@example.com'], description: 'Who receives investor updates' },
  { key: 'removed', value: [], description: 'Entries taken out of use' },
];

/** The settings a database lacks (one already set keeps its value), written at a fixed time. */
export function seedSettings(store: CatalogueStore, at: string): void {
  for (const input of SEED_SETTINGS) {
    const setting = settingSchema.parse(input);
    if (store.setting(setting.key) === undefined) store.putSetting(setting.key, setting.value, setting.description, at);
  }
}
