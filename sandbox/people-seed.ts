// The people areas' demo data (fictional, example.com only): the twelve team members the storefront
// shows, four of them medical reviewers, every registration body among them.
import { INVITATION_STATUSES, expiryFrom } from '@/lib/resources/invitations';
import { SUBSCRIBER_SOURCES, SUBSCRIBER_STATUSES, subscriberSchema } from '@/lib/resources/subscribers';
import { teamMemberSchema, type TeamMemberInput } from '@/lib/resources/team-members';
import type { CatalogueStore } from './catalogue-store';
import { generator } from './random';

export const SUBSCRIBER_SEED_COUNT = 2000;
export const INVITATION_SEED_COUNT = 30;
const DAY = 24 * 60 * 60 * 1000;
const FIRST = ['alex', 'sam', 'jo', 'priya', 'tom', 'mia', 'leo', 'ava', 'noah', 'zara', 'omar', 'lily', 'ben', 'isla', 'raj', 'emma'];
const LAST = ['smith', 'khan', 'jones', 'patel', 'brown', 'lee', 'garcia', 'wilson', 'taylor', 'nguyen', 'murphy', 'silva'];
const TAGS = ['allergy', 'vitamins', 'skincare', 'sleep', 'offers', 'parenting', 'travel'];

export const SEED_TEAM: readonly Omit<TeamMemberInput, 'slug' | 'position'>[] = [
  { name: 'Dr Priya Raman', job_title: 'Superintendent Pharmacist', credentials: 'MPharm, IP', registration_body: 'GPhC', registration_number: '2087654', is_medical_reviewer: true },
  { name: 'Dr Tom Avery', job_title: 'Medical Director', credentials: 'MBBS, MRCGP', registration_body: 'GMC', registration_number: '7123456', is_medical_reviewer: true },
  { name: 'Sarah Whitfield', job_title: 'Lead Nurse', credentials: 'RN, BSc', registration_body: 'NMC', registration_number: '09A1234E', is_medical_reviewer: true },
  { name: 'Kwame Mensah', job_title: 'Pharmacist', credentials: 'MPharm', registration_body: 'GPhC', registration_number: '2211334', is_medical_reviewer: true },
  { name: 'Dr Helen Marsh', job_title: 'GP Adviser', credentials: 'MBChB', registration_body: 'GMC', registration_number: '6543210', is_medical_reviewer: false },
  { name: 'Liam Doyle', job_title: 'Dietitian', credentials: 'BSc, RD', registration_body: 'HCPC', registration_number: 'DT123456', is_medical_reviewer: false },
  { name: 'Nadia Haddad', job_title: 'Physiotherapist', credentials: 'MCSP', registration_body: 'HCPC', registration_number: 'PH54321', is_medical_reviewer: false },
  { name: 'Rosa Martínez', job_title: 'Practice Nurse', credentials: 'RN', registration_body: 'NMC', registration_number: '12B3456C', is_medical_reviewer: false },
  { name: 'Ben Carter', job_title: 'Pharmacy Technician', credentials: null, registration_body: 'GPhC', registration_number: '5012345', is_medical_reviewer: false },
  { name: 'Aoife Byrne', job_title: 'Health Content Editor', credentials: 'MA', registration_body: 'none', registration_number: null, is_medical_reviewer: false },
  { name: 'Yusuf Demir', job_title: 'Customer Care Lead', credentials: null, registration_body: 'none', registration_number: null, is_medical_reviewer: false },
  { name: 'Grace Liu', job_title: 'Medical Writer', credentials: 'PhD', registration_body: 'none', registration_number: null, is_medical_reviewer: false },
];

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Inserts the team in its storefront order, stamped from `at` onwards, and subscribers whose consent falls
 * in the 400 days up to `until` (the orders' end), so the dashboard's recent periods count new ones.
 */
export function seedPeople(store: CatalogueStore, at: number, until: number = at): void {
  SEED_TEAM.forEach((member, position) => {
    const stamp = new Date(at + position * 60_000).toISOString();
    const data = teamMemberSchema.parse({
      ...member,
      slug: slugOf(member.name),
      position,
      bio: `${member.name} is our ${member.job_title.toLowerCase()}.`,
    });
    store.insert('team-members', { ...data, created_at: stamp, updated_at: stamp });
  });

  const random = generator(20_260_116);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  // Invitations sent over the 40 days before `at`, every status among them. Expiry is against the real
  // clock (the sandbox marks a pending one expired when read), so the pending ones expire a month on.
  const realNow = Date.now();
  for (let n = 0; n < INVITATION_SEED_COUNT; n += 1) {
    const first = FIRST[n % FIRST.length];
    const last = LAST[(n * 5) % LAST.length];
    const status = INVITATION_STATUSES[n % INVITATION_STATUSES.length];
    const sentAt = at - (40 - n) * DAY;
    const days = 7;
    const expiresAt = status === 'pending' ? expiryFrom(realNow, 30) : status === 'expired' ? expiryFrom(sentAt, days) : expiryFrom(sentAt, days);
    const stamp = new Date(sentAt).toISOString();
    store.insert('invitations', {
      email: `${first}.${last}.${n}@example.com`,
      name: `${first[0].toUpperCase()}${first.slice(1)} ${last[0].toUpperCase()}${last.slice(1)}`,
      expires_in_days: days,
      influencer: null,
      status,
      expires_at: expiresAt,
      invited_by: 'Ada Admin',
      created_at: stamp,
      updated_at: stamp,
    });
  }

  for (let n = 0; n < SUBSCRIBER_SEED_COUNT; n += 1) {
    const status = random() < 0.7 ? 'subscribed' : pick(SUBSCRIBER_STATUSES);
    const consentAt = until - Math.floor(random() * 400 * DAY);
    const tags = TAGS.filter(() => random() < 0.2);
    const data = subscriberSchema.parse({
      email: `${pick(FIRST)}.${pick(LAST)}.${n}@example.com`,
      region: random() < 0.6 ? 'gb' : 'us',
      status,
      source: pick(SUBSCRIBER_SOURCES),
      consent_at: new Date(consentAt).toISOString(),
      unsubscribed_at: status === 'unsubscribed' ? new Date(Math.min(consentAt + 30 * DAY, until)).toISOString() : null,
      tags,
    });
    const stamp = new Date(consentAt).toISOString();
    store.insert('subscribers', { ...data, created_at: stamp, updated_at: stamp });
  }
}
