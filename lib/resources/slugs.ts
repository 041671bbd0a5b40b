// Slugs: the address part of a record's storefront path (docs/business-rules.md#slugs), and the
// proposal the slug field makes from a name. On their own so a form's slug field ships nothing else.
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;

/** A slug proposal from a name ("Vitamin D3 1000 IU" → "vitamin-d3-1000-iu"). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}
