/** @jest-environment jsdom */
// Every field type of the enumeration has a renderer and a read-only display, and every custom
// component a definition names is registered.
import { CUSTOM_FIELD_KEYS } from '@/lib/resources/custom-fields';
import { RESOURCES } from '@/areas/registry';
import { FIELD_TYPES, type FieldDef } from '@/lib/resources/types';
import { FIELD_DISPLAYS } from '../detail/field-display';
import { CUSTOM_FIELDS } from '@/areas/custom-fields';
import { FIELD_RENDERERS } from './renderers';

function allFields(fields: readonly FieldDef[]): FieldDef[] {
  return fields.flatMap((field) => [field, ...(field.type === 'array' ? allFields(field.of) : [])]);
}

describe('field renderer maps', () => {
  it('has exactly one renderer and one display per field type', () => {
    expect(Object.keys(FIELD_RENDERERS).sort()).toEqual([...FIELD_TYPES].sort());
    expect(Object.keys(FIELD_DISPLAYS).sort()).toEqual([...FIELD_TYPES].sort());
    for (const type of FIELD_TYPES) {
      expect(FIELD_RENDERERS[type]).toEqual(expect.any(Function));
      expect(FIELD_DISPLAYS[type]).toEqual(expect.any(Function));
    }
  });

  it('covers the field-type enumeration exactly', () => {
    expect(FIELD_TYPES).toEqual(['string', 'number', 'boolean', 'date', 'array', 'option', 'collection', 'placeholder']);
  });

  it('registers a component for every declared custom field key, and nothing else', () => {
    expect(Object.keys(CUSTOM_FIELDS).sort()).toEqual([...CUSTOM_FIELD_KEYS].sort());
    for (const key of CUSTOM_FIELD_KEYS) expect(CUSTOM_FIELDS[key]).toEqual(expect.any(Function));
  });

  it.each(Object.entries(RESOURCES))('%s names only registered custom components', (_name, definition) => {
    for (const field of allFields(definition.fields)) {
      if (field.component !== undefined) expect(Object.keys(CUSTOM_FIELDS)).toContain(field.component);
    }
  });
});
