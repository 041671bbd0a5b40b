// Tips' schema: its length limits and the defaults a form may leave out.
import { tipSchema } from './definition';

describe('tipSchema', () => {
  const tip = { title: 'Drink water', body: 'Little and often.', region: 'gb', status: 'draft' };

  it('takes a title of 80 and a body of 500 characters, not one more', () => {
    expect(tipSchema.safeParse({ ...tip, title: 'a'.repeat(80), body: 'b'.repeat(500) }).success).toBe(true);
    const result = tipSchema.safeParse({ ...tip, title: 'a'.repeat(81), body: 'b'.repeat(501) });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['Title must be at most 80 characters', 'Body must be at most 500 characters']);
  });

  it('fills the defaults a form may leave out', () => {
    expect(tipSchema.parse(tip)).toMatchObject({ condition_id: null, show_consultation_cta: false, published_at: null });
  });
});
