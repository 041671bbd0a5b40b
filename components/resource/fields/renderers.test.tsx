/** @jest-environment jsdom */
// Every field type of the spec's enumeration has a renderer, and nothing else does.
import { FIELD_TYPES } from '@/lib/resources/types';
import { FIELD_RENDERERS } from './field-renderers';

describe('field renderer map', () => {
  it('has exactly one renderer per field type', () => {
    expect(Object.keys(FIELD_RENDERERS).sort()).toEqual([...FIELD_TYPES].sort());
    for (const type of FIELD_TYPES) expect(FIELD_RENDERERS[type]).toEqual(expect.any(Function));
  });

  it('covers the spec enumeration exactly', () => {
    expect(FIELD_TYPES).toEqual(['string', 'number', 'boolean', 'date', 'array', 'option', 'collection', 'placeholder']);
  });
});
