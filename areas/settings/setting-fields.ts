// The settings form's key and value fields, one chunk loaded together (areas/custom-fields.ts).
export { SettingKeyField } from './setting-key-field';
export { SettingValueField } from './setting-value-field';
