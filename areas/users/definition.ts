// System users (admin only): the staff accounts that may sign in, their role and status, and the rules
// that keep the console administrable (docs/business-rules.md#system-users). The sandbox applies the
// same rules (areas/users/sandbox/routes.ts); the form explains them before a save is refused.
import { z } from 'zod';
import { ROLES, type Role } from '@/lib/routes';
import { defineResource } from '@/lib/resources/define';
import { requiredText } from '@/lib/resources/schema-parts';
import type { OptionChoice } from '@/lib/resources/types';

export const USER_STATUSES = ['active', 'invited', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_ROLE_CHOICES: readonly OptionChoice[] = [
  { value: 'admin', label: 'Admin', colour: 'purple' },
  { value: 'editor', label: 'Editor', colour: 'blue' },
];

export const USER_STATUS_CHOICES: readonly OptionChoice[] = [
  { value: 'active', label: 'Active', colour: 'green' },
  { value: 'invited', label: 'Invited', colour: 'yellow' },
  { value: 'disabled', label: 'Disabled', colour: 'red' },
];

/** Stored lower-case, so one address is one account however it was typed. */
export const userEmailSchema = z
  .string({ error: 'E-mail is required' })
  .trim()
  .toLowerCase()
  .min(1, 'E-mail is required')
  .max(254, 'E-mail must be at most 254 characters')
  .pipe(z.email('E-mail must be a valid e-mail address'));

/** The body of `POST /v1/users` and `PUT /v1/users/{id}`; `last_login_at` is the upstream's own. */
export const userSchema = z.object({
  name: requiredText('Name', 120),
  email: userEmailSchema,
  role: z.enum(ROLES, { error: 'Pick a role' }),
  status: z.enum(USER_STATUSES, { error: 'Pick a status' }),
  // A file id (docs/api-contract.md#files); the browser loads it through the BFF.
  photo: z
    .number({ error: 'Photo must be a file' })
    .int('Photo must be a file')
    .positive('Photo must be a file')
    .nullish()
    .transform((value) => value ?? null),
});

export type UserInput = z.input<typeof userSchema>;
export type User = z.output<typeof userSchema>;

// ---------------------------------------------------------------------------------------------------
// The account rules, pure so the sandbox and the tests share them.

export const MSG_LAST_ADMIN = 'There must be at least one active admin';
export const MSG_OWN_DELETE = 'You cannot delete your own account';
export const MSG_OWN_ROLE = 'You cannot change your own role';
export const MSG_OWN_STATUS = 'You cannot disable or change the status of your own account';
export const MSG_EMAIL_TAKEN = 'Another account already uses this e-mail';

/** What the rules need to know of an account. */
export interface AccountFacts {
  id: number;
  role: Role;
  status: UserStatus;
}

/** A change refused: the sentence a person reads, and the field it concerns when there is one. */
export interface AccountRefusal {
  message: string;
  field?: 'role' | 'status';
}

function isActiveAdmin(account: Pick<AccountFacts, 'role' | 'status'>): boolean {
  return account.role === 'admin' && account.status === 'active';
}

/**
 * Why `actorId` may not give `target` the role and status of `next` (null: delete it), or null when
 * the change is allowed. `activeAdmins` counts the active admins before the change, `target` included.
 * Nobody disables, demotes or deletes their own account; the last active admin stays one.
 */
export function accountChangeRefusal(
  actorId: number,
  target: AccountFacts,
  next: Pick<AccountFacts, 'role' | 'status'> | null,
  activeAdmins: number,
): AccountRefusal | null {
  if (target.id === actorId) {
    if (next === null) return { message: MSG_OWN_DELETE };
    if (next.role !== target.role) return { message: MSG_OWN_ROLE, field: 'role' };
    if (next.status !== target.status) return { message: MSG_OWN_STATUS, field: 'status' };
  }
  const losesAdmin = isActiveAdmin(target) && (next === null || !isActiveAdmin(next));
  if (losesAdmin && activeAdmins <= 1) {
    return { message: MSG_LAST_ADMIN, field: next === null ? undefined : next.role !== 'admin' ? 'role' : 'status' };
  }
  return null;
}

/** Fields the signed-in user may not change on their own account; the form shows them locked. */
export const OWN_ACCOUNT_LOCKED_FIELDS = ['role', 'status'] as const;

export const usersResource = defineResource({
  resource: 'users',
  singular: 'User',
  schema: userSchema,
  deleteConsequence: 'They are signed out everywhere at once and can no longer sign in.',
  fields: [
    { type: 'string', name: 'name', label: 'Name', required: true, maxLength: 120 },
    { type: 'string', name: 'email', label: 'E-mail', required: true, format: 'email', maxLength: 254, help: 'They sign in with a code sent to this address.' },
    { type: 'option', name: 'role', label: 'Role', required: true, options: USER_ROLE_CHOICES },
    {
      type: 'option',
      name: 'status',
      label: 'Status',
      required: true,
      options: USER_STATUS_CHOICES,
      help: 'Only active accounts can sign in; disabling one signs it out at its next action.',
    },
    { type: 'collection', name: 'photo', label: 'Photo', resource: 'files', labelField: 'filename', accept: 'image', component: 'file-picker', onDelete: 'refuse' },
  ],
  columns: [
    { field: 'name', label: 'Name', sortable: true },
    { field: 'email', label: 'E-mail', sortable: true },
    { field: 'role', label: 'Role', sortable: true, format: 'badge' },
    { field: 'status', label: 'Status', sortable: true, format: 'badge' },
    { field: 'last_login_at', label: 'Last sign-in', sortable: true, format: 'datetime' },
  ],
  searchFields: ['name', 'email'],
  defaultSort: { field: 'name', order: 'asc' },
  filters: [
    { field: 'role', label: 'Role', options: USER_ROLE_CHOICES },
    { field: 'status', label: 'Status', options: USER_STATUS_CHOICES },
  ],
  defaults: { name: '', email: '', role: 'editor', status: 'active', photo: null },
});
