// Influencers (admin only): the partner programme. A handle and a referral code of their own, a discount
// and commission, favourite products and routine cards of their region (docs/business-rules.md#influencers).
// A referral code belongs to one influencer, and a routine card preset to one card per influencer: the
// upstream refuses either twice with 409 on the field.
import { z } from 'zod';
import { CARD_BODY_MAX, CARD_PRODUCTS_MAX, ROUTINE_TITLES } from '@/areas/influencers/routine-presets';
import { defineResource } from '@/lib/resources/define';
import { REGION_CHOICES } from '@/lib/resources/regions';
import { httpsUrl, idList, optionalImageIdSchema, optionalInt, optionalText, regionSchema, requiredText, slugSchema } from '@/lib/resources/schema-parts';
import type { OptionChoice } from '@/lib/resources/types';

export const INFLUENCER_STATUSES = ['invited', 'active', 'paused', 'archived'] as const;
export const INFLUENCER_STATUS_CHOICES: readonly OptionChoice[] = [
  { value: 'invited', label: 'Invited', colour: 'blue' },
  { value: 'active', label: 'Active', colour: 'green' },
  { value: 'paused', label: 'Paused', colour: 'orange' },
  { value: 'archived', label: 'Archived', colour: 'gray' },
];

export const SOCIAL_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'x', 'facebook', 'pinterest', 'website'] as const;
const SOCIAL_PLATFORM_CHOICES: readonly OptionChoice[] = [
  { value: 'instagram', label: 'Instagram' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'x', label: 'X' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'pinterest', label: 'Pinterest' },
  { value: 'website', label: 'Website' },
];

/** A handle as people type it (`@ada.health`); kept without the @. */
export const HANDLE_PATTERN = /^@?[A-Za-z0-9._]{2,30}$/;
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{4,16}$/;
export const DISCOUNT_MAX = 50;
export const FAVOURITE_PRODUCTS_MAX = 12;

/** The 409 sentences of the upstream's uniqueness rules. */
export const MSG_REFERRAL_CODE_TAKEN = 'This referral code is already used by another influencer';
export const msgPresetTwice = (title: string) => `“${title}” is already a card of this influencer`;

const handleSchema = z
  .string({ error: 'Handle is required' })
  .trim()
  .min(1, 'Handle is required')
  .regex(HANDLE_PATTERN, 'A handle is 2 to 30 letters, digits, dots or underscores, with or without @')
  .transform((value) => value.replace(/^@/, ''));

const referralCodeSchema = z
  .string({ error: 'Referral code is required' })
  .trim()
  .min(1, 'Referral code is required')
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(REFERRAL_CODE_PATTERN, 'A referral code is 4 to 16 letters and digits'));

const socialLinkSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS, { error: 'Pick a platform' }),
  url: z.string({ error: 'Address is required' }).trim().min(1, 'Address is required').pipe(httpsUrl('Address')),
});

export const routineCardSchema = z.object({
  title: z.enum(ROUTINE_TITLES, { error: 'Pick one of the ten presets' }),
  body: requiredText('Card text', CARD_BODY_MAX),
  image: optionalImageIdSchema,
  products: idList(CARD_PRODUCTS_MAX, 'Card products'),
});

/** The body of `POST /v1/influencers` and `PUT /v1/influencers/{id}`; cards are stored in the order sent. */
export const influencerSchema = z.object({
  name: requiredText('Name', 120),
  handle: handleSchema,
  slug: slugSchema,
  region: regionSchema,
  bio: optionalText('Bio', 5000),
  avatar: optionalImageIdSchema,
  status: z.enum(INFLUENCER_STATUSES, { error: 'Pick a status' }),
  social_links: z
    .array(socialLinkSchema, { error: 'Social links must be a list' })
    .max(10, 'At most 10 social links')
    .nullish()
    .transform((v) => v ?? []),
  referral_code: referralCodeSchema,
  discount_percent: optionalInt('Discount', 0, DISCOUNT_MAX).transform((v) => v ?? 0),
  commission_rate: optionalInt('Commission', 0, 100).transform((v) => v ?? 0),
  favourite_products: idList(FAVOURITE_PRODUCTS_MAX, 'Favourite products'),
  routine_cards: z
    .array(routineCardSchema, { error: 'Routine cards must be a list' })
    .max(ROUTINE_TITLES.length, `At most ${ROUTINE_TITLES.length} routine cards`)
    .nullish()
    .transform((v) => v ?? []),
});

export type InfluencerInput = z.input<typeof influencerSchema>;
export type Influencer = z.output<typeof influencerSchema>;

/** Where a card repeats the preset of an earlier card: its index, or -1 when every preset is used once. */
export function repeatedPresetAt(cards: readonly { title: string }[]): number {
  return cards.findIndex((card, index) => cards.findIndex((other) => other.title === card.title) !== index);
}

export const influencersResource = defineResource({
  resource: 'influencers',
  singular: 'Influencer',
  schema: influencerSchema,
  regionField: 'region',
  fields: [
    { type: 'string', name: 'name', label: 'Name', required: true, maxLength: 120 },
    { type: 'string', name: 'handle', label: 'Handle', required: true, maxLength: 31, placeholder: '@name', help: '2–30 letters, digits, dots or underscores; kept without the @' },
    { type: 'string', name: 'slug', label: 'Slug', required: true, component: 'slug' },
    { type: 'option', name: 'region', label: 'Region', required: true, options: REGION_CHOICES },
    { type: 'option', name: 'status', label: 'Status', required: true, options: INFLUENCER_STATUS_CHOICES },
    { type: 'string', name: 'bio', label: 'Bio', format: 'markdown', maxLength: 5000 },
    { type: 'collection', name: 'avatar', label: 'Avatar', resource: 'files', labelField: 'filename', accept: 'image', component: 'file-picker', onDelete: 'refuse' },
    {
      type: 'array',
      name: 'social_links',
      label: 'Social links',
      itemLabel: 'social link',
      newItem: { platform: 'instagram', url: '' },
      of: [
        { type: 'option', name: 'platform', label: 'Platform', required: true, options: SOCIAL_PLATFORM_CHOICES },
        { type: 'string', name: 'url', label: 'Address', required: true, format: 'url', placeholder: 'https://' },
      ],
    },
    {
      type: 'string',
      name: 'referral_code',
      label: 'Referral code',
      required: true,
      maxLength: 16,
      help: '4–16 letters and digits, unique across influencers; kept in capitals',
    },
    { type: 'number', name: 'discount_percent', label: 'Discount (%)', format: 'integer', min: 0, max: DISCOUNT_MAX, help: `0 to ${DISCOUNT_MAX}% off for shoppers using the code` },
    { type: 'number', name: 'commission_rate', label: 'Commission (%)', format: 'integer', min: 0, max: 100 },
    {
      type: 'collection',
      name: 'favourite_products',
      label: 'Favourite products',
      resource: 'products',
      labelField: 'name',
      multiple: true,
      sameRegion: true,
      maxItems: FAVOURITE_PRODUCTS_MAX,
      help: `Up to ${FAVOURITE_PRODUCTS_MAX} products of the influencer’s region`,
      onDelete: 'clear',
    },
    {
      type: 'array',
      name: 'routine_cards',
      label: 'Routine cards',
      itemLabel: 'routine card',
      newItem: {},
      component: 'routine-cards',
      // What a card picks (the editor draws its own pickers), so what deleting them does is declared here.
      of: [
        { type: 'collection', name: 'image', label: 'Card image', resource: 'files', labelField: 'filename', accept: 'image', onDelete: 'refuse' },
        { type: 'collection', name: 'products', label: 'Card products', resource: 'products', labelField: 'name', multiple: true, onDelete: 'clear' },
      ],
    },
  ],
  columns: [
    { field: 'name', label: 'Name', sortable: true },
    { field: 'handle', label: 'Handle', sortable: true },
    { field: 'region', label: 'Region', format: 'option' },
    { field: 'status', label: 'Status', format: 'badge' },
    { field: 'referral_code', label: 'Referral code' },
    { field: 'discount_percent', label: 'Discount (%)', sortable: true, format: 'number', isNumeric: true },
  ],
  searchFields: ['name', 'handle', 'referral_code'],
  quantities: ['discount_percent', 'commission_rate'],
  defaultSort: { field: 'name', order: 'asc' },
  filters: [
    { field: 'region', label: 'Region', options: REGION_CHOICES },
    { field: 'status', label: 'Status', options: INFLUENCER_STATUS_CHOICES },
  ],
  defaults: {
    name: '',
    handle: '',
    slug: '',
    region: 'gb',
    status: 'invited',
    bio: null,
    avatar: null,
    social_links: [],
    referral_code: '',
    discount_percent: 10,
    commission_rate: 10,
    favourite_products: [],
    routine_cards: [],
  },
});
