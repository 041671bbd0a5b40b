// The influencer schema: handles (with or without @, kept without), referral codes (capitals and digits,
// 4–16, typed in any case), the discount's range, social links over https, routine cards of the ten
// presets with their text limit and six products, and where a preset repeats.
import { influencerSchema, repeatedPresetAt } from './definition';

const valid = {
  name: 'Ada Wellness',
  handle: '@ada.wellness',
  slug: 'ada-wellness',
  region: 'gb',
  status: 'active',
  referral_code: 'ada2026',
};

const problems = (body: Record<string, unknown>) => {
  const parsed = influencerSchema.safeParse({ ...valid, ...body });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('influencer schema', () => {
  it('keeps a handle without its @ and a referral code in capitals', () => {
    const influencer = influencerSchema.parse(valid);
    expect(influencer.handle).toBe('ada.wellness');
    expect(influencer.referral_code).toBe('ADA2026');
    expect(influencer).toMatchObject({ discount_percent: 0, social_links: [], favourite_products: [], routine_cards: [] });
  });

  it.each(['a', '@a', 'has space', 'way.too.long.handle.for.the.storefront', 'emoji🙂', '@@double'])('refuses the handle %p', (handle) => {
    expect(Object.keys(problems({ handle }))).toEqual(['handle']);
  });

  it.each(['ab', 'ABC', 'SEVENTEENCHARSXX1', 'WITH-DASH', 'SP ACE'])('refuses the referral code %p', (referral_code) => {
    expect(Object.keys(problems({ referral_code }))).toEqual(['referral_code']);
  });

  it('holds the discount between 0 and 50 per cent', () => {
    expect(problems({ discount_percent: 50 })).toEqual({});
    expect(problems({ discount_percent: 51 })).toEqual({ discount_percent: 'Discount must be at most 50' });
    expect(problems({ discount_percent: -1 })).toEqual({ discount_percent: 'Discount must be at least 0' });
  });

  it('takes social links over https only', () => {
    expect(problems({ social_links: [{ platform: 'instagram', url: 'https://instagram.com/ada' }] })).toEqual({});
    expect(Object.keys(problems({ social_links: [{ platform: 'instagram', url: 'http://instagram.com/ada' }] }))).toEqual(['social_links.0.url']);
    expect(Object.keys(problems({ social_links: [{ platform: 'myspace', url: 'https://myspace.com/ada' }] }))).toEqual(['social_links.0.platform']);
  });

  it('takes routine cards of the ten presets, with text up to 1000 characters and up to six products', () => {
    expect(problems({ routine_cards: [{ title: 'My hydration fix', body: 'Water first.', products: [1, 2, 3, 4, 5, 6] }] })).toEqual({});
    expect(Object.keys(problems({ routine_cards: [{ title: 'My evening route', body: 'x' }] }))).toEqual(['routine_cards.0.title']);
    expect(Object.keys(problems({ routine_cards: [{ title: 'My hydration fix', body: 'x'.repeat(1001) }] }))).toEqual(['routine_cards.0.body']);
    expect(Object.keys(problems({ routine_cards: [{ title: 'My hydration fix', body: '' }] }))).toEqual(['routine_cards.0.body']);
    expect(Object.keys(problems({ routine_cards: [{ title: 'My hydration fix', body: 'x', products: [1, 2, 3, 4, 5, 6, 7] }] }))).toEqual(['routine_cards.0.products']);
  });

  it('finds the first card that repeats an earlier preset', () => {
    expect(repeatedPresetAt([{ title: 'My wellness tips' }, { title: 'My hydration fix' }])).toBe(-1);
    expect(repeatedPresetAt([{ title: 'My wellness tips' }, { title: 'My hydration fix' }, { title: 'My wellness tips' }])).toBe(2);
  });
});
