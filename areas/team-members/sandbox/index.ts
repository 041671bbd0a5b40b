// The team members' part of the stand-in API (sandbox/area.ts): a slug used once and an image for a photo;
// their calls of their own, mounted before the generic REST: the whole order saved in one call, a new
// member at the end, the reviewer rule (unmarking one who reviews content is refused with 409 unless
// forced) and the delete as content's references declare; and the twelve members the storefront shows,
// four of them medical reviewers, every registration body among them.
import { Hono } from 'hono';
import { reviewerInUseMessage, teamMemberOrderSchema, teamMemberSchema, type TeamMemberInput } from '@/areas/team-members/definition';
import type { SandboxArea } from '@/sandbox/area';
import { requireUser } from '@/sandbox/auth';
import type { CatalogueStore, StoredRecord } from '@/sandbox/catalogue-store';
import type { SandboxEnv } from '@/sandbox/context';
import { slugOf } from '@/sandbox/demo-names';
import { deleteReferenced } from '@/sandbox/references';
import { ApiError, failOn, idParam, readBody } from '@/sandbox/respond';
import { checkFiles, slugIsFree, slugTaken, type CrossCheck, type FieldErrors } from '@/sandbox/rules';

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

/** Content items whose medical reviewer is this team member. */
export function reviewedContentCount(store: CatalogueStore, memberId: number): number {
  return store.all('content').filter((item) => item.medical_reviewer_id === memberId).length;
}

/** Team members in their storefront order (position, then id). */
function inOrder(store: CatalogueStore): StoredRecord[] {
  return store.all('team-members').sort((a, b) => Number(a.position) - Number(b.position) || a.id - b.id);
}

const checkMember: CrossCheck = (store, record, id, fileKind) => {
  const errors: FieldErrors = {};
  if (!slugIsFree(store, 'team-members', record, id, false)) errors.slug = slugTaken(false);
  return { ...errors, ...checkFiles(fileKind, record, 'photo') };
};

export const teamMembersSandbox: SandboxArea = {
  name: 'team-members',
  checks: { 'team-members': checkMember },
  routes({ deps, catalogue: store, fileKind, fileOf }) {
    const routes = new Hono<SandboxEnv>();
    const signedIn = requireUser(deps);
    const now = () => new Date(deps.now()).toISOString();

    // PUT /v1/team-members/positions {ids} – the whole team in its new order, saved at once
    routes.put('/team-members/positions', signedIn, async (c) => {
      const { ids } = await readBody(c, teamMemberOrderSchema);
      const members = store.all('team-members');
      const known = new Set(members.map((member) => member.id));
      const unknown = ids.find((id) => !known.has(id));
      if (unknown !== undefined) throw new ApiError(422, `Unknown team member ${unknown}`, { ids: `Unknown team member ${unknown}` });
      if (ids.length !== members.length) throw new ApiError(422, 'ids must name every team member once', { ids: 'ids must name every team member once' });
      const at = now();
      store.transaction(() => {
        ids.forEach((id, position) => {
          const { id: _id, ...data } = store.find('team-members', id) as StoredRecord;
          if (data.position !== position) store.update('team-members', id, { ...data, position, updated_at: at });
        });
      });
      return c.json({ data: { records: inOrder(store) } });
    });

    // POST /v1/team-members – a new member joins the end of the order
    routes.post('/team-members', signedIn, async (c) => {
      const body = await readBody(c, teamMemberSchema);
      failOn(checkMember(store, body, null, fileKind, fileOf));
      const last = inOrder(store).at(-1);
      const at = now();
      const position = last ? Number(last.position) + 1 : 0;
      return c.json({ data: store.insert('team-members', { ...body, position, created_at: at, updated_at: at }) }, 201);
    });

    // PUT /v1/team-members/:id[?force=true] – edits a member; the position stays (the order call moves it).
    // Unmarking a reviewer who reviews content is refused with 409 unless forced.
    routes.put('/team-members/:id', signedIn, async (c) => {
      const id = idParam(c);
      const existing = store.find('team-members', id);
      if (!existing) throw new ApiError(404, 'Team member not found');
      const body = await readBody(c, teamMemberSchema);
      failOn(checkMember(store, body, id, fileKind, fileOf));
      if (existing.is_medical_reviewer === true && !body.is_medical_reviewer && c.req.query('force') !== 'true') {
        const count = reviewedContentCount(store, id);
        if (count > 0) {
          const message = reviewerInUseMessage(count);
          throw new ApiError(409, message, { is_medical_reviewer: message });
        }
      }
      const data = { ...body, position: existing.position, created_at: existing.created_at, updated_at: now() };
      return c.json({ data: store.update('team-members', id, data) });
    });

    // DELETE /v1/team-members/:id – refused while content names the member as author or reviewer (content's fields say so)
    routes.delete('/team-members/:id', signedIn, (c) => {
      const id = idParam(c);
      if (!store.find('team-members', id)) throw new ApiError(404, 'Team member not found');
      deleteReferenced(store, { resource: 'team-members', id, noun: 'team member', at: now() }, () => store.remove('team-members', id));
      return c.body(null, 204);
    });

    return routes;
  },
  /** The team in its storefront order, stamped a minute apart from the catalogue's end. */
  seed({ store, catalogueEndsAt }) {
    SEED_TEAM.forEach((member, position) => {
      const stamp = new Date(catalogueEndsAt + position * 60_000).toISOString();
      const data = teamMemberSchema.parse({
        ...member,
        slug: slugOf(member.name),
        position,
        bio: `${member.name} is our ${member.job_title.toLowerCase()}.`,
      });
      store.insert('team-members', { ...data, created_at: stamp, updated_at: stamp });
    });
  },
};
