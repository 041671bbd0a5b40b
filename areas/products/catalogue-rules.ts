// Catalogue business rules that are plain data or arithmetic (docs/business-rules.md#products, docs/business-rules.md#slugs): which sites
// sell in which region, the GS1 check digit, slugs. Regions and money are in ./regions.
import { REGION_CHOICES } from '@/lib/resources/regions';

export { SLUG_MAX, SLUG_PATTERN, slugify } from '@/lib/resources/slugs';
import type { FieldDef, OptionChoice, Region } from '@/lib/resources/types';

export const SITES = ['{product}', 'daylewis', 'theindependentpharmacy', 'healthwarehouse'] as const;
export type Site = (typeof SITES)[number];

/** Sites limited to one region; the others sell everywhere. */
export const SITE_REGIONS: Partial<Record<Site, readonly Region[]>> = {
  daylewis: ['gb'],
  theindependentpharmacy: ['gb'],
  healthwarehouse: ['us'],
};

export const SITE_CHOICES: readonly OptionChoice[] = [
  // The spec's placeholder value names the console's own storefront; Orders already calls it so.
  { value: '{product}', label: 'Own store' },
  { value: 'daylewis', label: 'Day Lewis', regions: SITE_REGIONS.daylewis },
  { value: 'theindependentpharmacy', label: 'The Independent Pharmacy', regions: SITE_REGIONS.theindependentpharmacy },
  { value: 'healthwarehouse', label: 'HealthWarehouse', regions: SITE_REGIONS.healthwarehouse },
];

export function isSiteAllowedIn(site: Site, region: Region): boolean {
  return SITE_REGIONS[site]?.includes(region) ?? true;
}

export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** GS1 check digit of the digits before it: weights 3 and 1 alternate from the right. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A GTIN-8/12/13/14 whose last digit is the GS1 check digit of the others. */
export function isValidGtin(value: string): boolean {
  if (!/^\d+$/.test(value) || !(GTIN_LENGTHS as readonly number[]).includes(value.length)) return false;
  return gs1CheckDigit(value.slice(0, -1)) === Number(value[value.length - 1]);
}

export const CATALOGUE_STATUS_CHOICES: readonly OptionChoice[] = [
  { value: 'draft', label: 'Draft', colour: 'gray' },
  { value: 'published', label: 'Published', colour: 'green' },
  { value: 'archived', label: 'Archived', colour: 'orange' },
];

/** The fields every sellable item (product or bundle) opens its form with. */
export const CATALOGUE_ITEM_FIELDS: readonly FieldDef[] = [
  { type: 'placeholder', name: 'general', label: 'General' },
  { type: 'string', name: 'name', label: 'Name', required: true, maxLength: 120 },
  {
    type: 'string',
    name: 'slug',
    label: 'Slug',
    required: true,
    component: 'slug',
    help: 'Lower-case letters, digits and hyphens, unique per region',
  },
  { type: 'option', name: 'region', label: 'Region', required: true, options: REGION_CHOICES },
  { type: 'option', name: 'status', label: 'Status', required: true, options: CATALOGUE_STATUS_CHOICES },
];

/** Most images a product or bundle shows. */
export const MAX_CATALOGUE_IMAGES = 8;

/** The images of a product or bundle, picked from the file library; the first is the main one. */
export const CATALOGUE_IMAGES_FIELD: FieldDef = {
  type: 'collection',
  name: 'images',
  label: 'Images',
  resource: 'files',
  labelField: 'filename',
  multiple: true,
  maxItems: MAX_CATALOGUE_IMAGES,
  accept: 'image',
  component: 'file-picker',
  help: `Up to ${MAX_CATALOGUE_IMAGES} images; the first is the main one`,
  // A file in use stays in the library (docs/business-rules.md#files).
  onDelete: 'refuse',
};
