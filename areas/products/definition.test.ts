// The product schema accepts good records and rejects bad ones: slug, GTIN check digit, region and medicine rules.
import { gs1CheckDigit, isValidGtin } from './catalogue-rules';
import { productSchema, productsResource } from './definition';

const good = {
  name: 'Paracetamol 500mg Tablets',
  slug: 'paracetamol-500mg-tablets',
  region: 'gb',
  status: 'published',
  sites: ['{product}', 'daylewis'],
  medicine_class: 'otc',
  legal_category: 'GSL',
  dosage_form: 'Tablet',
  active_ingredients: [{ name: 'Paracetamol', strength: 500, unit: 'mg' }],
  pack_size: 16,
  price: 59,
  compare_at_price: 99,
  gtin: '5000000000012',
  pip_code: '1234567',
  max_qty_per_order: null,
  requires_questionnaire: false,
  categories: [1],
  stock: 10,
};

function errorsOf(input: unknown): Record<string, string> {
  const result = productSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('product schema', () => {
  it('accepts a complete gb product and fills optional fields', () => {
    const result = productSchema.parse({ ...good, description: '', gtin: '' });
    expect(result.description).toBeNull();
    expect(result.gtin).toBeNull();
    expect(result.name).toBe(good.name);
  });

  it.each(['Has Capitals', 'double--hyphen', '-leading', 'trailing-', 'spaces here', 'a'.repeat(81)])('rejects the slug %p', (slug) => {
    expect(errorsOf({ ...good, slug }).slug).toBeDefined();
  });

  it('accepts a slug of exactly 80 characters', () => {
    expect(errorsOf({ ...good, slug: 'a'.repeat(80) }).slug).toBeUndefined();
  });

  it('rejects a GTIN whose check digit is wrong, and one of the wrong length', () => {
    expect(errorsOf({ ...good, gtin: '5000000000013' }).gtin).toBe('GTIN check digit is wrong');
    expect(errorsOf({ ...good, gtin: '50000000000' }).gtin).toBe('GTIN must have 8, 12, 13 or 14 digits');
  });

  it('knows GS1 check digits for every GTIN length', () => {
    expect(isValidGtin('96385074')).toBe(true); // GTIN-8
    expect(isValidGtin('036000291452')).toBe(true); // UPC-A, GTIN-12
    expect(isValidGtin('4006381333931')).toBe(true); // EAN-13
    expect(isValidGtin('10012345678902')).toBe(true); // GTIN-14
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(gs1CheckDigit('400638133393')).toBe(1);
  });

  it('needs the compare-at price above the price', () => {
    expect(errorsOf({ ...good, compare_at_price: 59 }).compare_at_price).toBe('Compare-at price must be higher than the price');
    expect(errorsOf({ ...good, compare_at_price: null }).compare_at_price).toBeUndefined();
  });

  it('keeps money in whole minor units, never negative', () => {
    expect(errorsOf({ ...good, price: 5.99 }).price).toBeDefined();
    expect(errorsOf({ ...good, price: -1 }).price).toBeDefined();
  });

  it('sells on gb-only sites only in gb and HealthWarehouse only in us', () => {
    expect(errorsOf({ ...good, region: 'us', pip_code: null }).sites).toBe('Day Lewis does not sell in us');
    expect(errorsOf({ ...good, sites: ['healthwarehouse'] }).sites).toBe('HealthWarehouse does not sell in gb');
    expect(errorsOf({ ...good, region: 'us', pip_code: null, sites: ['{product}', 'healthwarehouse'] })).toEqual({});
  });

  it('keeps PIP codes to 7 digits and to gb', () => {
    expect(errorsOf({ ...good, pip_code: '123456' }).pip_code).toBe('PIP code must be 7 digits');
    expect(errorsOf({ ...good, region: 'us', sites: ['{product}'], pip_code: '1234567' }).pip_code).toBe('PIP codes exist only in gb');
  });

  it('allows pharmacy medicines only in gb, with a max quantity, and always with a questionnaire', () => {
    expect(errorsOf({ ...good, medicine_class: 'pmed' }).max_qty_per_order).toMatch(/required for pharmacy medicines/);
    expect(errorsOf({ ...good, medicine_class: 'pmed', max_qty_per_order: 11 }).max_qty_per_order).toBeDefined();
    expect(
      errorsOf({ ...good, region: 'us', sites: ['{product}'], pip_code: null, medicine_class: 'pmed', max_qty_per_order: 2 }).medicine_class,
    ).toBe('Pharmacy medicines (pmed) are sold only in gb');
    const pmed = productSchema.parse({ ...good, medicine_class: 'pmed', max_qty_per_order: 2, requires_questionnaire: false });
    expect(pmed.requires_questionnaire).toBe(true);
  });

  it('names what is missing', () => {
    const errors = errorsOf({});
    expect(errors).toMatchObject({ name: 'Name is required', slug: 'Slug is required', price: 'Price is required', sites: 'Pick at least one site' });
  });
});

describe('products definition', () => {
  it('takes its upstream name, title and roles from the route table', () => {
    expect(productsResource).toMatchObject({ resource: 'products', label: 'Products', roles: ['admin', 'editor'] });
    expect(productsResource.actions).toEqual({ create: true, update: true, delete: true });
  });

  it('declares a field for every property of its schema', () => {
    const declared = productsResource.fields.filter((f) => f.type !== 'placeholder').map((f) => f.name).sort();
    const parsed = Object.keys(productSchema.parse(good)).sort();
    expect(declared).toEqual(parsed);
  });
});
