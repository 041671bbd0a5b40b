// Newsletter subscribers (admin only, a list without forms): who signed up where, with what consent.
// Unsubscribe is a workflow step that stamps `unsubscribed_at`; the list exports as CSV.
import { z } from 'zod';
import { REGION_CHOICES } from '@/lib/resources/regions';
import { defineResource } from '@/lib/resources/define';
import { regionSchema } from '@/lib/resources/schema-parts';
import type { OptionChoice } from '@/lib/resources/types';

export const SUBSCRIBER_STATUSES = ['pending', 'subscribed', 'unsubscribed', 'cleaned'] as const;
export const SUBSCRIBER_SOURCES = ['footer', 'popup', 'checkout', 'chat', 'influencer', 'import'] as const;

export const SUBSCRIBER_STATUS_CHOICES: readonly OptionChoice[] = [
  { value: 'pending', label: 'Pending', colour: 'yellow' },
  { value: 'subscribed', label: 'Subscribed', colour: 'green' },
  { value: 'unsubscribed', label: 'Unsubscribed', colour: 'gray' },
  { value: 'cleaned', label: 'Cleaned', colour: 'red' },
];

export const SUBSCRIBER_SOURCE_CHOICES: readonly OptionChoice[] = SUBSCRIBER_SOURCES.map((value) => ({
  value,
  label: value[0].toUpperCase() + value.slice(1),
}));

/** A subscriber as the storefront records it (and as the sandbox stores it). */
export const subscriberSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('E-mail must be a valid e-mail address')),
  region: regionSchema,
  status: z.enum(SUBSCRIBER_STATUSES, { error: 'Pick a status' }),
  source: z.enum(SUBSCRIBER_SOURCES, { error: 'Pick a source' }),
  consent_at: z.iso.datetime({ error: 'Consent date must be an ISO date-time' }),
  unsubscribed_at: z.iso.datetime().nullish().transform((value) => value ?? null),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).nullish().transform((value) => value ?? []),
});

export type Subscriber = z.output<typeof subscriberSchema>;

export const subscribersResource = defineResource({
  resource: 'subscribers',
  singular: 'Subscriber',
  schema: subscriberSchema,
  regionField: 'region',
  csvExport: true,
  fields: [
    { type: 'string', name: 'email', label: 'E-mail', required: true, format: 'email' },
    { type: 'option', name: 'region', label: 'Region', required: true, options: REGION_CHOICES },
    { type: 'option', name: 'status', label: 'Status', required: true, options: SUBSCRIBER_STATUS_CHOICES },
    { type: 'option', name: 'source', label: 'Source', required: true, options: SUBSCRIBER_SOURCE_CHOICES },
    { type: 'string', name: 'consent_at', label: 'Consent date' },
    { type: 'string', name: 'unsubscribed_at', label: 'Unsubscribed' },
    { type: 'option', name: 'tags', label: 'Tags', multiple: true },
  ],
  columns: [
    { field: 'email', label: 'E-mail', sortable: true },
    { field: 'region', label: 'Region', format: 'option' },
    { field: 'status', label: 'Status', sortable: true, format: 'badge' },
    { field: 'source', label: 'Source', format: 'option' },
    { field: 'consent_at', label: 'Consent date', sortable: true, format: 'datetime' },
    { field: 'tags', label: 'Tags', format: 'list' },
  ],
  searchFields: ['email'],
  defaultSort: { field: 'consent_at', order: 'desc' },
  filters: [
    { field: 'region', label: 'Region', options: REGION_CHOICES },
    { field: 'status', label: 'Status', options: SUBSCRIBER_STATUS_CHOICES },
    { field: 'source', label: 'Source', options: SUBSCRIBER_SOURCE_CHOICES },
    { field: 'tags', label: 'Tag', options: [], optionsFrom: { path: 'subscriber-options', key: 'tags' } },
  ],
  // Who subscribed in a period (the dashboard's Subscribed figure counts consent dates).
  dateRange: { field: 'consent_at', label: 'Subscribed' },
  defaults: { email: '', region: 'gb', status: 'subscribed', source: 'footer', consent_at: '', unsubscribed_at: null, tags: [] },
  workflow: {
    field: 'status',
    steps: [
      {
        key: 'unsubscribe',
        label: 'Unsubscribe',
        from: ['pending', 'subscribed'],
        to: 'unsubscribed',
        confirm: 'They get no more newsletters.',
        tone: 'danger',
      },
    ],
  },
  detail: {
    titleField: 'email',
    sections: [
      { title: 'Subscriber', fields: ['email', 'region', 'source', 'tags'] },
      { title: 'Consent', fields: ['status', 'consent_at', 'unsubscribed_at'] },
    ],
  },
});
