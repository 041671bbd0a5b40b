// The people areas' demo data (fictional, example.com only): the twelve team members the storefront
// shows, four of them medical reviewers, every registration body among them.
import { teamMemberSchema, type TeamMemberInput } from '@/lib/resources/team-members';
import type { CatalogueStore } from './catalogue-store';

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

/** Inserts the team in its storefront order, stamped from `at` onwards. */
export function seedPeople(store: CatalogueStore, at: number): void {
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
}
