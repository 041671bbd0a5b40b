// Storefront paths follow docs/special-calls.md#storefront-paths for every kind of record.
import { storefrontPath } from './storefront-paths';

describe('storefrontPath', () => {
  it('gives products and bundles their region and folder', () => {
    expect(storefrontPath({ type: 'product', region: 'gb', slug: 'ibuprofen-200mg' })).toBe('/gb/products/ibuprofen-200mg');
    expect(storefrontPath({ type: 'bundle', region: 'us', slug: 'allergy-season-kit' })).toBe('/us/bundles/allergy-season-kit');
  });

  it.each([
    [0, '/gb/conditions/hay-fever'],
    [1, '/gb/treatments/hay-fever'],
    [3, '/gb/articles/hay-fever'],
    [4, '/gb/symptoms/hay-fever'],
  ])('gives content of kind %i its folder', (kind, path) => {
    expect(storefrontPath({ type: 'content', region: 'gb', slug: 'hay-fever', kind })).toBe(path);
  });

  it('has no path for content of an unknown kind', () => {
    expect(storefrontPath({ type: 'content', region: 'gb', slug: 'x', kind: 2 })).toBeNull();
    expect(storefrontPath({ type: 'content', region: 'gb', slug: 'x' })).toBeNull();
  });

  it('encodes a slug that is not a valid slug rather than breaking the link', () => {
    expect(storefrontPath({ type: 'product', region: 'gb', slug: 'a b)' })).toBe('/gb/products/a%20b%29');
  });
});
