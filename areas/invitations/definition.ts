// Invitations (admin only): asking someone, usually a new influencer, to join. One pending invitation
// per e-mail; an invitation past its expiry reads as expired; resend (pending or expired → pending with a
// new expiry; the engine's steps never go from a status to itself, so a pending one is resent by
// editing its expiry) and revoke (pending only) are workflow steps (docs/special-calls.md#invitations).
import { z } from 'zod';
import { defineResource } from '@/lib/resources/define';
import { optionalText } from '@/lib/resources/schema-parts';
import type { OptionChoice } from '@/lib/resources/types';

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATION_STATUS_CHOICES: readonly OptionChoice[] = [
  { value: 'pending', label: 'Pending', colour: 'blue' },
  { value: 'accepted', label: 'Accepted', colour: 'green' },
  { value: 'expired', label: 'Expired', colour: 'orange' },
  { value: 'revoked', label: 'Revoked', colour: 'red' },
];

export const DEFAULT_EXPIRY_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
export const MSG_PENDING_EXISTS = 'A pending invitation already exists for this e-mail';

/** The body of `POST /v1/invitations` and `PUT /v1/invitations/{id}`; status and expiry instant are the upstream's. */
export const invitationSchema = z.object({
  email: z
    .string({ error: 'E-mail is required' })
    .trim()
    .toLowerCase()
    .min(1, 'E-mail is required')
    .max(254, 'E-mail must be at most 254 characters')
    .pipe(z.email('E-mail must be a valid e-mail address')),
  name: optionalText('Name', 120),
  expires_in_days: z
    .number({ error: 'Expiry must be a number of days' })
    .int('Expiry must be a whole number of days')
    .min(1, 'Expiry must be at least 1 day')
    .max(30, 'Expiry must be at most 30 days')
    .nullish()
    .transform((value) => value ?? DEFAULT_EXPIRY_DAYS),
  influencer: z.number().int().positive().nullish().transform((value) => value ?? null),
  status: z.enum(INVITATION_STATUSES).nullish().transform((value) => value ?? 'pending'),
});

export type Invitation = z.output<typeof invitationSchema>;

/** The expiry instant of an invitation sent at `sentAt` (epoch ms) for `days` days. */
export function expiryFrom(sentAt: number, days: number): string {
  return new Date(sentAt + days * DAY_MS).toISOString();
}

/** The status a person reads: a pending invitation whose expiry has passed is expired. */
export function effectiveStatus(status: InvitationStatus, expiresAt: string, now: number): InvitationStatus {
  return status === 'pending' && Date.parse(expiresAt) <= now ? 'expired' : status;
}

/** Whether `email` may get a new invitation: no other pending (and unexpired) invitation holds it. */
export function hasPendingInvitation(
  others: readonly { id: number; email: unknown; status: unknown; expires_at: unknown }[],
  email: string,
  now: number,
  exceptId: number | null = null,
): boolean {
  return others.some(
    (other) =>
      other.id !== exceptId &&
      other.email === email &&
      effectiveStatus(other.status as InvitationStatus, String(other.expires_at), now) === 'pending',
  );
}

export const invitationsResource = defineResource({
  resource: 'invitations',
  singular: 'Invitation',
  schema: invitationSchema,
  fields: [
    { type: 'string', name: 'email', label: 'E-mail', required: true, format: 'email', maxLength: 254, help: 'Cannot change once sent.' },
    { type: 'string', name: 'name', label: 'Name', maxLength: 120 },
    {
      type: 'collection',
      name: 'influencer',
      label: 'Influencer',
      resource: 'influencers',
      labelField: 'name',
      help: 'The influencer this invitation is for, if any. Cannot change once sent.',
      // Invitations are never deleted, so refusing would keep an invited influencer for ever.
      onDelete: 'clear',
    },
    { type: 'number', name: 'expires_in_days', label: 'Expires after (days)', format: 'integer', min: 1, max: 30, help: '1 to 30 days; 7 when empty.' },
    { type: 'option', name: 'status', label: 'Status', options: INVITATION_STATUS_CHOICES, readOnly: true },
  ],
  columns: [
    { field: 'email', label: 'E-mail', sortable: true },
    { field: 'name', label: 'Name', sortable: true },
    { field: 'status', label: 'Status', sortable: true, format: 'badge' },
    { field: 'expires_at', label: 'Expires', sortable: true, format: 'datetime' },
    { field: 'created_at', label: 'Sent', sortable: true, format: 'datetime' },
  ],
  searchFields: ['email', 'name'],
  quantities: ['expires_in_days'],
  defaultSort: { field: 'created_at', order: 'desc' },
  filters: [{ field: 'status', label: 'Status', options: INVITATION_STATUS_CHOICES }],
  defaults: { email: '', name: null, influencer: null, expires_in_days: DEFAULT_EXPIRY_DAYS, status: 'pending' },
  workflow: {
    field: 'status',
    steps: [
      // Resending a pending invitation sends it again with a new expiry.
      { key: 'resend', label: 'Resend', from: ['pending', 'expired'], to: 'pending', repeats: true },
      { key: 'revoke', label: 'Revoke', from: ['pending'], to: 'revoked', confirm: 'The link in it stops working.', tone: 'danger' },
    ],
  },
});
