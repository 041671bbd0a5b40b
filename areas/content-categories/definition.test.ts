// Content categories' schema: the kind as the form sends it.
import { contentCategorySchema } from './definition';

describe('contentCategorySchema', () => {
  it('reads the kind the form sends as text as the API’s number, and an empty one as any kind', () => {
    expect(contentCategorySchema.parse({ name: 'Allergies', slug: 'allergies', kind: '0' }).kind).toBe(0);
    expect(contentCategorySchema.parse({ name: 'Campaigns', slug: 'campaigns', kind: '' }).kind).toBeNull();
    expect(contentCategorySchema.safeParse({ name: 'Odd', slug: 'odd', kind: '2' }).success).toBe(false);
  });
});
