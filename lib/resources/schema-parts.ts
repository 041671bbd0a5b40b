// The zod building blocks every catalogue schema shares: names, slugs, regions, money, optional text.
// Form inputs send null for an empty optional value; these parts accept it and keep it null.
import { z } from 'zod';
import { SLUG_MAX, SLUG_PATTERN } from './slugs';

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional free text: empty becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const slugSchema = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, 'Slug may hold lower-case letters, digits and single hyphens');

export const regionSchema = z.enum(['gb', 'us'], { error: 'Region must be gb or us' });

export const MONEY_FORMAT_MESSAGE = 'Enter an amount such as 4.99';

/**
 * Money in minor units (pence, cents). Nothing given is "required"; something that is not an amount
 * (the form sends NaN for "abc" or "1.2.3") says what an amount looks like.
 */
export const moneySchema = (label: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : MONEY_FORMAT_MESSAGE) })
    .int(`${label} must be in whole pence or cents`)
    .min(0, `${label} cannot be negative`);

export const optionalMoneySchema = (label: string) => moneySchema(label).nullish().transform((v) => v ?? null);

/** A sellable item's status (products and bundles). */
export const catalogueStatusSchema = z.enum(['draft', 'published', 'archived'], { error: 'Pick a status' });

/** A compare-at ("was") price, when given, must be above the price. For a schema's superRefine. */
export function checkCompareAtPrice(item: { price: number; compare_at_price: number | null }, ctx: z.RefinementCtx): void {
  if (item.compare_at_price !== null && item.compare_at_price <= item.price) {
    ctx.addIssue({ code: 'custom', path: ['compare_at_price'], message: 'Compare-at price must be higher than the price' });
  }
}

export const idSchema = (label: string) =>
  z.number({ error: `${label} is required` }).int().positive(`${label} is required`);

export const optionalInt = (label: string, min: number, max?: number) => {
  let schema = z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`);
  schema = schema.min(min, `${label} must be at least ${min}`);
  if (max !== undefined) schema = schema.max(max, `${label} must be at most ${max}`);
  return schema.nullish().transform((v) => v ?? null);
};

/** The images of a product or bundle: ids of files (the upstream checks each is an image), none twice, at most `max`. */
export const imageIdsSchema = (max: number) =>
  z
    .array(z.number().int().positive(), { error: 'Images must be a list of files' })
    .max(max, `At most ${max} images`)
    .refine((ids) => new Set(ids).size === ids.length, 'An image is chosen twice')
    .nullish()
    .transform((v) => v ?? []);

/** One image file's id, or none. */
export const optionalImageIdSchema = z.number({ error: 'Image must be a file' }).int().positive().nullish().transform((v) => v ?? null);

/** An https:// address (references, social links). */
export const httpsUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .refine((value) => {
      try {
        return new URL(value).protocol === 'https:';
      } catch {
        return false;
      }
    }, `${label} must be an https:// address`);

/** Ids of records (products, content), none twice, at most `max`; none becomes an empty list. */
export const idList = (max: number, label: string) =>
  z
    .array(z.number().int().positive(), { error: `${label} must be a list` })
    .max(max, `At most ${max} ${label.toLowerCase()}`)
    .refine((ids) => new Set(ids).size === ids.length, `A record is chosen twice in ${label.toLowerCase()}`)
    .nullish()
    .transform((v) => v ?? []);
