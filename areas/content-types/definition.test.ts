// Content types are edited only: no create screen and no delete.
import { contentTypesResource } from './definition';

describe('content types', () => {
  it('offers content types no create screen and no delete', () => {
    expect(contentTypesResource.actions).toEqual({ create: false, update: true, delete: false });
  });
});
