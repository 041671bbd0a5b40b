// The people areas' demo data (fictional, example.com only): the twelve team members the storefront
// shows, four of them medical reviewers, every registration body among them; forty influencers, every
// fourth with routine cards; invitations in every status; subscribers.
import { ROUTINE_PRESETS } from '@/areas/influencers/routine-presets';
import { INFLUENCER_STATUSES, influencerSchema } from '@/areas/influencers/definition';
import { INVITATION_STATUSES, expiryFrom } from '@/areas/invitations/definition';
import { SUBSCRIBER_SOURCES, SUBSCRIBER_STATUSES, subscriberSchema } from '@/areas/subscribers/definition';
import { teamMemberSchema, type TeamMemberInput } from '@/areas/team-members/definition';
import type { CatalogueStore } from './catalogue-store';
import { generator } from './random';

export const SUBSCRIBER_SEED_COUNT = 2000;
export const INVITATION_SEED_COUNT = 30;
export const INFLUENCER_SEED_COUNT = 40;
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

  const influencerIds = seedInfluencers(store, at);

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
      // Every fifth invitation asks an influencer already on file to join.
      influencer: n % 5 === 0 ? influencerIds[n % influencerIds.length] : null,
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

/** Forty influencers over both regions and every status; every fourth has two or three routine cards. */
function seedInfluencers(store: CatalogueStore, at: number): number[] {
  const random = generator(20_260_124);
  const productsOf = (region: string) => store.all('products').filter((product) => product.region === region).map((product) => product.id);
  const some = <T>(items: readonly T[], count: number): T[] => [...items].sort(() => random() - 0.5).slice(0, count);
  const ids: number[] = [];
  for (let n = 0; n < INFLUENCER_SEED_COUNT; n += 1) {
    const first = FIRST[n % FIRST.length];
    const last = LAST[(n * 7) % LAST.length];
    const region = n % 3 === 2 ? 'us' : 'gb';
    const products = productsOf(region);
    const presets = n % 4 === 0 ? some(ROUTINE_PRESETS.map((preset) => preset.title), 2 + (n % 3 === 0 ? 1 : 0)) : [];
    const name = `${first[0].toUpperCase()}${first.slice(1)} ${last[0].toUpperCase()}${last.slice(1)}`;
    const data = influencerSchema.parse({
      name,
      handle: `${first}.${last}${n}`,
      slug: slugOf(`${name} ${n}`),
      region,
      bio: `${name} shares everyday wellbeing ideas.`,
      status: INFLUENCER_STATUSES[n % INFLUENCER_STATUSES.length],
      social_links: [{ platform: 'instagram', url: `https://instagram.example.com/${first}.${last}${n}` }],
      referral_code: `${first}${last}${n}`.toUpperCase().slice(0, 16),
      discount_percent: 5 + (n % 6) * 5,
      commission_rate: 5 + (n % 4) * 5,
      favourite_products: some(products, 3),
      routine_cards: presets.map((title) => ({
        title,
        body: `**${title}**: what works for me, step by step.\n\n- Start small\n- Keep at it`,
        products: some(products, 2),
      })),
    });
    const stamp = new Date(at - (INFLUENCER_SEED_COUNT - n) * DAY).toISOString();
    const record = store.insert('influencers', {
      ...data,
      routine_cards: data.routine_cards.map((card, position) => ({ ...card, position })),
      created_at: stamp,
      updated_at: stamp,
    });
    ids.push(record.id);
  }
  return ids;
}
