// Content (conditions, treatments, articles, symptoms) for both storefronts: the form's six sections,
// the block list, the region rules and the draft → in review → published → archived workflow
// (docs/business-rules.md#content). Rules needing other records live in content-rules.ts.
import { z } from 'zod';
import { BLOCK_REFERENCES, BLOCKS_FIELD, blocksSchema } from './block-schema';
import { defineResource } from '@/lib/resources/define';
import { REGION_CHOICES } from '@/lib/resources/regions';
import { httpsUrl, idList, optionalImageIdSchema, optionalText, regionSchema, requiredText, slugSchema } from '@/lib/resources/schema-parts';
import type { OptionChoice, Region } from '@/lib/resources/types';
import { CONTENT_KIND_CHOICES, CONTENT_STATUS_CHOICES, CONTENT_STATUSES } from './choices';

export { CONTENT_KINDS, CONTENT_KIND_CHOICES, CONTENT_STATUSES, CONTENT_STATUS_CHOICES, MEDICAL_KINDS, contentKindLabel, type ContentKind, type ContentStatus } from './choices';

/** The form's sections, in order (docs/console-screens.md#sectioned-forms); each is a placeholder field followed by its fields. */
export const CONTENT_SECTIONS = [
  'general_info',
  'recommended_products',
  'related_content',
  'seo',
  'gb_equivalent_content',
  'us_equivalent_content',
] as const;

export const SUMMARY_MAX = 300;
export const MAX_RECOMMENDED = 12;
export const META_TITLE_SOFT = 60;
export const META_DESCRIPTION_SOFT = 160;
/** "Due" in the list's Review due filter and the dashboard means within this many days. */
export const REVIEW_DUE_DAYS = 30;
/** Why an item has no equivalent on purpose (an NHS-only page): at most this many characters. */
export const REGIONAL_REASON_MAX = 300;

/** The content list's Review due filter: overdue, due within 30 days, or either. */
export const REVIEW_DUE_CHOICES: readonly OptionChoice[] = [
  { value: 'overdue', label: 'Overdue' },
  { value: 'soon', label: `Due within ${REVIEW_DUE_DAYS} days` },
  { value: 'due', label: `Overdue or due within ${REVIEW_DUE_DAYS} days` },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The review dates (`YYYY-MM-DD`, min inclusive, max exclusive) a Review due choice means on the UTC day of
 * `now`, or null for no choice; the dashboard's content-work figures count the same days.
 */
export function reviewDueRange(choice: string | undefined, now: number): { min?: string; max?: string } | null {
  const today = new Date(now).toISOString().slice(0, 10);
  const afterDue = new Date(Date.parse(`${today}T00:00:00Z`) + (REVIEW_DUE_DAYS + 1) * DAY_MS).toISOString().slice(0, 10);
  if (choice === 'overdue') return { max: today };
  if (choice === 'soon') return { min: today, max: afterDue };
  if (choice === 'due') return { max: afterDue };
  return null;
}

/** The field holding the equivalent in `region` (a gb record shows only us_equivalent_id). */
export function equivalentField(region: Region): 'gb_equivalent_id' | 'us_equivalent_id' {
  return region === 'gb' ? 'gb_equivalent_id' : 'us_equivalent_id';
}

export function otherRegion(region: Region): Region {
  return region === 'gb' ? 'us' : 'gb';
}

const optionalHttpsUrl = (label: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(httpsUrl(label).nullable());

const referenceSchema = z.object({
  title: requiredText('Reference title', 200),
  url: z.string({ error: 'Reference address is required' }).trim().min(1, 'Reference address is required').pipe(httpsUrl('Reference address')),
  publisher: optionalText('Publisher', 120),
});

const optionalId = z.number().int().positive().nullish().transform((v) => v ?? null);
const isoDate = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Use a date (YYYY-MM-DD)');

/** The kind arrives as the API's number, or as the form's text of it. */
const kindSchema = z.preprocess(
  (value) => (typeof value === 'string' && value !== '' ? Number(value) : value),
  z.union([z.literal(0), z.literal(1), z.literal(3), z.literal(4)], { error: 'Pick a kind' }),
);

export const contentSchema = z
  .object({
    kind: kindSchema,
    title: requiredText('Title', 120),
    slug: slugSchema,
    region: regionSchema,
    status: z.enum(CONTENT_STATUSES, { error: 'Pick a status' }).nullish().transform((v) => v ?? 'draft'),
    category_id: optionalId,
    content_type_id: optionalId,
    summary: optionalText('Summary', SUMMARY_MAX),
    hero_image: optionalImageIdSchema,
    blocks: blocksSchema,
    author_id: optionalId,
    medical_reviewer_id: optionalId,
    last_reviewed_at: isoDate,
    next_review_due: isoDate,
    references: z.array(referenceSchema).nullish().transform((v) => v ?? []),
    recommended_products: idList(MAX_RECOMMENDED, 'Recommended products'),
    related_content: idList(50, 'Related content'),
    meta_title: optionalText('Meta title', 200),
    meta_description: optionalText('Meta description', 500),
    canonical_url: optionalHttpsUrl('Canonical address'),
    og_image: optionalImageIdSchema,
    noindex: z.boolean().nullish().transform((v) => v ?? false),
    gb_equivalent_id: optionalId,
    us_equivalent_id: optionalId,
    regional_only: z.boolean().nullish().transform((v) => v ?? false),
    regional_reason: optionalText('Reason', REGIONAL_REASON_MAX),
    // The request's choice to take an equivalent already linked to another record (that one lets go):
    // said by the form once the person confirmed it, never stored (docs/business-rules.md#content-equivalents).
    take_equivalent: z.boolean().nullish(),
  })
  .superRefine((content, ctx) => {
    if (content.last_reviewed_at && content.next_review_due && content.next_review_due <= content.last_reviewed_at) {
      ctx.addIssue({ code: 'custom', path: ['next_review_due'], message: 'Next review must be after the last review' });
    }
    if (content.regional_only && !content.regional_reason) {
      ctx.addIssue({ code: 'custom', path: ['regional_reason'], message: 'Say why this has no equivalent' });
    }
    const partner = content[equivalentField(otherRegion(content.region))];
    if (content.regional_only && partner !== null) {
      ctx.addIssue({ code: 'custom', path: ['regional_only'], message: 'Content with an equivalent is not regional only: remove the equivalent or untick this' });
    }
  })
  // A record has no equivalent in its own region: only the other region's field is kept; a reason is kept only with the mark.
  .transform(({ take_equivalent: isTaking, ...content }) => ({
    ...content,
    [equivalentField(content.region)]: null,
    regional_reason: content.regional_only ? content.regional_reason : null,
    ...(isTaking === true ? { take_equivalent: true as const } : {}),
  }));

export type ContentInput = z.input<typeof contentSchema>;
export type Content = z.output<typeof contentSchema>;

export const contentResource = defineResource({
  resource: 'content',
  singular: 'Content',
  schema: contentSchema,
  regionField: 'region',
  fields: [
    { type: 'placeholder', name: 'general_info', label: 'General info' },
    { type: 'option', name: 'kind', label: 'Kind', required: true, options: CONTENT_KIND_CHOICES },
    { type: 'string', name: 'title', label: 'Title', required: true, maxLength: 120 },
    { type: 'string', name: 'slug', label: 'Slug', required: true, component: 'slug', help: 'Unique in its region' },
    { type: 'option', name: 'region', label: 'Region', required: true, options: REGION_CHOICES },
    { type: 'option', name: 'status', label: 'Status', options: CONTENT_STATUS_CHOICES, readOnly: true },
    { type: 'collection', name: 'category_id', label: 'Category', resource: 'content-categories', labelField: 'name', onDelete: 'refuse' },
    { type: 'collection', name: 'content_type_id', label: 'Content type', resource: 'content-types', labelField: 'name', onDelete: 'refuse' },
    { type: 'string', name: 'summary', label: 'Summary', format: 'textarea', maxLength: SUMMARY_MAX },
    { type: 'collection', name: 'hero_image', label: 'Hero image', resource: 'files', labelField: 'filename', accept: 'image', component: 'file-picker', onDelete: 'refuse' },
    BLOCKS_FIELD,
    { type: 'collection', name: 'author_id', label: 'Author', resource: 'team-members', labelField: 'name', onDelete: 'refuse' },
    {
      type: 'collection',
      name: 'medical_reviewer_id',
      label: 'Medical reviewer',
      resource: 'team-members',
      labelField: 'name',
      where: { is_medical_reviewer: 'true' },
      help: 'Required to publish a condition, treatment or symptom',
      onDelete: 'refuse',
    },
    { type: 'date', name: 'last_reviewed_at', label: 'Last reviewed' },
    { type: 'date', name: 'next_review_due', label: 'Next review due', help: 'After the last review; required to publish a condition, treatment or symptom' },
    {
      type: 'array',
      name: 'references',
      label: 'References',
      itemLabel: 'reference',
      newItem: { title: '', url: '', publisher: '' },
      of: [
        { type: 'string', name: 'title', label: 'Reference title', required: true },
        { type: 'string', name: 'url', label: 'Reference address', required: true, format: 'url', placeholder: 'https://' },
        { type: 'string', name: 'publisher', label: 'Publisher' },
      ],
    },
    { type: 'placeholder', name: 'recommended_products', label: 'Recommended products' },
    {
      type: 'collection',
      name: 'recommended_products',
      label: 'Recommended products',
      resource: 'products',
      labelField: 'name',
      multiple: true,
      sameRegion: true,
      maxItems: MAX_RECOMMENDED,
      help: `Up to ${MAX_RECOMMENDED} products of the same region`,
      // A recommendation is one of several; the rest still read well without it.
      onDelete: 'clear',
    },
    { type: 'placeholder', name: 'related_content', label: 'Related content' },
    {
      type: 'collection',
      name: 'related_content',
      label: 'Related content',
      resource: 'content',
      labelField: 'title',
      multiple: true,
      sameRegion: true,
      excludeSelf: true,
      help: 'Content of the same region',
      onDelete: 'clear',
    },
    { type: 'placeholder', name: 'seo', label: 'SEO' },
    { type: 'string', name: 'meta_title', label: 'Meta title', component: 'soft-length', maxLength: META_TITLE_SOFT, help: `About ${META_TITLE_SOFT} characters` },
    { type: 'string', name: 'meta_description', label: 'Meta description', format: 'textarea', component: 'soft-length', maxLength: META_DESCRIPTION_SOFT, help: `About ${META_DESCRIPTION_SOFT} characters` },
    { type: 'string', name: 'canonical_url', label: 'Canonical address', format: 'url', placeholder: 'https://' },
    { type: 'collection', name: 'og_image', label: 'Social image', resource: 'files', labelField: 'filename', accept: 'image', component: 'file-picker', onDelete: 'refuse' },
    { type: 'boolean', name: 'noindex', label: 'Hide from search engines (noindex)' },
    { type: 'placeholder', name: 'gb_equivalent_content', label: 'GB equivalent content', regions: ['us'] },
    { type: 'collection', name: 'gb_equivalent_id', label: 'GB equivalent', resource: 'content', labelField: 'title', regions: ['us'], component: 'equivalent', help: 'Content of the same kind in GB; linking is two-way', onDelete: 'clear' },
    { type: 'placeholder', name: 'us_equivalent_content', label: 'US equivalent content', regions: ['gb'] },
    { type: 'collection', name: 'us_equivalent_id', label: 'US equivalent', resource: 'content', labelField: 'title', regions: ['gb'], component: 'equivalent', help: 'Content of the same kind in US; linking is two-way', onDelete: 'clear' },
    // In whichever equivalent section the region shows (the last section): no equivalent, on purpose.
    { type: 'boolean', name: 'regional_only', label: 'Regional only (no equivalent on purpose)', help: 'Keeps it off the equivalence report’s missing list' },
    { type: 'string', name: 'regional_reason', label: 'Why regional only', format: 'textarea', maxLength: REGIONAL_REASON_MAX, help: 'Required when Regional only is ticked' },
  ],
  columns: [
    { field: 'title', label: 'Title', sortable: true },
    { field: 'kind', label: 'Kind', format: 'option' },
    { field: 'region', label: 'Region', format: 'option' },
    { field: 'status', label: 'Status', format: 'badge' },
    // Below 1280 px these give way to the status and the review dates; category is a filter too.
    { field: 'category_name', label: 'Category', hideBelow: 'xl' },
    { field: 'medical_reviewer_name', label: 'Medical reviewer', hideBelow: 'xl' },
    { field: 'next_review_due', label: 'Next review due', sortable: true, format: 'date' },
    { field: 'review_flag', label: 'Review', component: 'review-flag' },
  ],
  searchFields: ['title'],
  defaultSort: { field: 'title', order: 'asc' },
  filters: [
    { field: 'kind', label: 'Kind', options: CONTENT_KIND_CHOICES },
    { field: 'region', label: 'Region', options: REGION_CHOICES },
    { field: 'status', label: 'Status', options: CONTENT_STATUS_CHOICES },
    { field: 'category_id', label: 'Category', options: [], source: { resource: 'content-categories', labelField: 'name' } },
    { field: 'review_due', label: 'Review due', options: REVIEW_DUE_CHOICES },
  ],
  workflow: {
    field: 'status',
    steps: [
      { key: 'submit', label: 'Send for review', from: ['draft'], to: 'in_review' },
      { key: 'publish', label: 'Publish', from: ['in_review'], to: 'published', bulk: false },
      { key: 'archive', label: 'Archive', from: ['published'], to: 'archived', confirm: 'Archive this content? It leaves the storefront.' },
      { key: 'to_draft', label: 'Back to draft', from: ['in_review', 'published', 'archived'], to: 'draft' },
    ],
  },
  defaults: {
    kind: '0',
    title: '',
    slug: '',
    region: 'gb',
    status: 'draft',
    category_id: null,
    content_type_id: null,
    summary: '',
    hero_image: null,
    blocks: [],
    author_id: null,
    medical_reviewer_id: null,
    last_reviewed_at: null,
    next_review_due: null,
    references: [],
    recommended_products: [],
    related_content: [],
    meta_title: '',
    meta_description: '',
    canonical_url: '',
    og_image: null,
    noindex: false,
    gb_equivalent_id: null,
    us_equivalent_id: null,
    regional_only: false,
    regional_reason: '',
  },
  references: BLOCK_REFERENCES,
});
