// Team members (admin only to change; editors list and read them for content's author and reviewer
// pickers): the medical team the storefront shows. A registration number is checked against its body's
// format (docs/business-rules.md#team-members); the list's order is the storefront's, saved in one call.
import { z } from 'zod';
import { defineResource } from '@/lib/resources/define';
import { optionalImageIdSchema, optionalInt, optionalText, requiredText, slugSchema } from '@/lib/resources/schema-parts';
import type { OptionChoice } from '@/lib/resources/types';

export const REGISTRATION_BODIES = ['GPhC', 'GMC', 'NMC', 'HCPC', 'none'] as const;
export type RegistrationBody = (typeof REGISTRATION_BODIES)[number];

/** Each register's number format, and how a person is told it. */
export const REGISTRATION_FORMATS: Readonly<Record<Exclude<RegistrationBody, 'none'>, { pattern: RegExp; hint: string }>> = {
  GPhC: { pattern: /^\d{7}$/, hint: '7 digits' },
  GMC: { pattern: /^\d{7}$/, hint: '7 digits' },
  NMC: { pattern: /^\d{2}[A-Z]\d{4}[A-Z]$/, hint: '2 digits, a letter, 4 digits and a letter (e.g. 12A3456B)' },
  HCPC: { pattern: /^[A-Z]{2}\d{5,6}$/, hint: '2 letters then 5 or 6 digits (e.g. PH12345)' },
};

export const REGISTRATION_BODY_CHOICES: readonly OptionChoice[] = [
  { value: 'GPhC', label: 'GPhC (pharmacists)' },
  { value: 'GMC', label: 'GMC (doctors)' },
  { value: 'NMC', label: 'NMC (nurses)' },
  { value: 'HCPC', label: 'HCPC (health professionals)' },
  { value: 'none', label: 'None' },
];

const REVIEWER_CHOICES: readonly OptionChoice[] = [
  { value: 'true', label: 'Medical reviewers' },
  { value: 'false', label: 'Not reviewers' },
];

/** Why `number` is not a valid registration number of `body`, or null when it is (or none is needed). */
export function registrationNumberProblem(body: RegistrationBody, number: string | null): string | null {
  if (body === 'none') return number ? 'Leave the number empty when there is no registration body' : null;
  // Said letter by letter: "an NMC number", "a GMC number".
  const article = body === 'NMC' || body === 'HCPC' ? 'An' : 'A';
  if (!number) return `${article} ${body} registration number is required`;
  const format = REGISTRATION_FORMATS[body];
  return format.pattern.test(number) ? null : `${article} ${body} number is ${format.hint}`;
}

/** The body of `POST /v1/team-members` and `PUT /v1/team-members/{id}`. */
export const teamMemberSchema = z
  .object({
    name: requiredText('Name', 120),
    slug: slugSchema,
    job_title: requiredText('Job title', 120),
    credentials: optionalText('Credentials', 120),
    registration_body: z.enum(REGISTRATION_BODIES, { error: 'Pick a registration body' }),
    // Upper case and without spaces, as the registers print them.
    registration_number: z
      .string()
      .trim()
      .nullish()
      .transform((value) => (value ? value.replace(/\s+/g, '').toUpperCase() : null)),
    bio: optionalText('Bio', 5000),
    photo: optionalImageIdSchema,
    is_medical_reviewer: z
      .boolean({ error: 'Medical reviewer must be yes or no' })
      .nullish()
      .transform((value) => value ?? false),
    position: optionalInt('Position', 0, 9999).transform((value) => value ?? 0),
  })
  .superRefine((member, ctx) => {
    const problem = registrationNumberProblem(member.registration_body, member.registration_number);
    if (problem) ctx.addIssue({ code: 'custom', path: ['registration_number'], message: problem });
  });

export type TeamMemberInput = z.input<typeof teamMemberSchema>;
export type TeamMember = z.output<typeof teamMemberSchema>;

/** `PUT /v1/team-members/positions`: every member's id in the new order (docs/special-calls.md#team-member-order). */
export const teamMemberOrderSchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: 'ids must be a list of team member ids' })
    .min(1, 'ids must name every team member')
    .refine((ids) => new Set(ids).size === ids.length, 'A team member is listed twice'),
});

/** The 409 sentence when a reviewer who reviews content is unmarked without `force`. */
export function reviewerInUseMessage(count: number): string {
  return `This member is the medical reviewer of ${count} content item${count === 1 ? '' : 's'}; confirm to unmark them anyway`;
}

export const teamMembersResource = defineResource({
  resource: 'team-members',
  singular: 'Team member',
  schema: teamMemberSchema,
  fields: [
    { type: 'string', name: 'name', label: 'Name', required: true, maxLength: 120 },
    { type: 'string', name: 'slug', label: 'Slug', required: true, component: 'slug' },
    { type: 'string', name: 'job_title', label: 'Job title', required: true, maxLength: 120 },
    { type: 'string', name: 'credentials', label: 'Credentials', maxLength: 120, placeholder: 'MPharm, IP' },
    { type: 'option', name: 'registration_body', label: 'Registration body', required: true, options: REGISTRATION_BODY_CHOICES },
    {
      type: 'string',
      name: 'registration_number',
      label: 'Registration number',
      maxLength: 12,
      help: 'GPhC and GMC: 7 digits. NMC: 12A3456B. HCPC: 2 letters then 5–6 digits. Empty when there is no body.',
    },
    { type: 'string', name: 'bio', label: 'Bio', format: 'markdown', maxLength: 5000 },
    { type: 'collection', name: 'photo', label: 'Photo', resource: 'files', labelField: 'filename', accept: 'image', component: 'file-picker', onDelete: 'refuse' },
    {
      type: 'boolean',
      name: 'is_medical_reviewer',
      label: 'Medical reviewer',
      component: 'reviewer',
      help: 'Only medical reviewers can be picked as the reviewer of content.',
    },
  ],
  columns: [
    { field: 'name', label: 'Name', sortable: true },
    { field: 'job_title', label: 'Job title' },
    { field: 'registration_body', label: 'Registration body', format: 'option' },
    { field: 'registration_number', label: 'Number' },
    { field: 'is_medical_reviewer', label: 'Medical reviewer' },
    { field: 'position', label: 'Position', sortable: true, format: 'number', isNumeric: true },
  ],
  searchFields: ['name', 'job_title', 'slug'],
  quantities: ['position'],
  defaultSort: { field: 'position', order: 'asc' },
  filters: [
    { field: 'registration_body', label: 'Registration body', options: REGISTRATION_BODY_CHOICES },
    { field: 'is_medical_reviewer', label: 'Medical reviewer', options: REVIEWER_CHOICES },
  ],
  defaults: {
    name: '',
    slug: '',
    job_title: '',
    credentials: null,
    registration_body: 'GPhC',
    registration_number: null,
    bio: null,
    photo: null,
    is_medical_reviewer: false,
  },
});
