/** @jest-environment node */
// The sandbox's people calls over real HTTP: the seeded team (12, 4 reviewers, every registration body),
// registration numbers checked per body, editors reading but not changing the team, the order saved in
// one call, and the reviewer rule: unmarking one who reviews content is 409 unless forced; influencers
// (unique referral codes and card presets, products of their region) and invitations naming them.
import { REGISTRATION_BODIES, type TeamMember } from '@/areas/team-members/definition';
import { createCatalogueStore } from '@/sandbox/catalogue-store';
import type { SandboxDb } from '@/sandbox/db';
import { INFLUENCER_SEED_COUNT } from '@/areas/influencers/sandbox';
import { INVITATION_SEED_COUNT } from '@/areas/invitations/sandbox';
import { SUBSCRIBER_SEED_COUNT } from '@/areas/subscribers/sandbox';
import { testSandbox } from '@/sandbox/test-harness';

type Member = TeamMember & { id: number };

const sandbox = testSandbox({ hasDbFile: true, signedInAs: 'admin@example.com' });
const { call, data } = sandbox;
let db: SandboxDb;
let editor: string;

beforeAll(async () => {
  db = sandbox.openDatabase();
  editor = await sandbox.tokenFor('editor@example.com');
});

async function team(): Promise<Member[]> {
  return (await data<{ records: Member[] }>('GET', '/v1/team-members?limit=100')).records;
}

function bodyOf(member: Member): Record<string, unknown> {
  const { id: _id, ...rest } = member as Member & { created_at?: string; updated_at?: string };
  return rest;
}

describe('team members in the sandbox', () => {
  it('seeds twelve members in order, four of them reviewers, every registration body among them', async () => {
    const members = await team();
    expect(members).toHaveLength(12);
    expect(members.map((m) => m.position)).toEqual([...Array(12).keys()]);
    expect(members.filter((m) => m.is_medical_reviewer)).toHaveLength(4);
    expect(new Set(members.map((m) => m.registration_body))).toEqual(new Set(REGISTRATION_BODIES));
    const reviewers = await data<{ records: Member[]; total: number }>('GET', '/v1/team-members?is_medical_reviewer=true');
    expect(reviewers.total).toBe(4);
  });

  it('lets editors list and read the team for content pickers, but not change it', async () => {
    const [first] = await team();
    expect((await call('GET', '/v1/team-members?is_medical_reviewer=true', undefined, editor)).status).toBe(200);
    expect((await call('GET', `/v1/team-members/${first.id}`, undefined, editor)).status).toBe(200);
    expect((await call('PUT', `/v1/team-members/${first.id}`, bodyOf(first), editor)).status).toBe(403);
    expect((await call('PUT', '/v1/team-members/positions', { ids: [first.id] }, editor)).status).toBe(403);
  });

  it('checks the registration number per body, and adds a new member at the end', async () => {
    const base = { name: 'Dr Test Person', slug: 'dr-test-person', job_title: 'GP', registration_body: 'GMC', is_medical_reviewer: false };
    const bad = await call('POST', '/v1/team-members', { ...base, registration_number: '12345' });
    expect(bad.status).toBe(422);
    expect(JSON.parse(bad.text).errors.registration_number).toBe('A GMC number is 7 digits');
    const created = await data<Member>('POST', '/v1/team-members', { ...base, registration_number: '1234567' });
    expect(created.position).toBe(12);
    const taken = await call('POST', '/v1/team-members', { ...base, registration_number: '1234568' });
    expect(JSON.parse(taken.text).errors.slug).toBe('This slug is already used');
    expect((await call('DELETE', `/v1/team-members/${created.id}`)).status).toBe(204);
  });

  it('saves the whole order in one call, refusing a partial or unknown list', async () => {
    const ids = (await team()).map((m) => m.id);
    const reversed = [...ids].reverse();
    const saved = await data<{ records: Member[] }>('PUT', '/v1/team-members/positions', { ids: reversed });
    expect(saved.records.map((m) => m.id)).toEqual(reversed);
    expect((await team()).map((m) => m.id)).toEqual(reversed);
    expect((await call('PUT', '/v1/team-members/positions', { ids: reversed.slice(1) })).status).toBe(422);
    expect((await call('PUT', '/v1/team-members/positions', { ids: [...reversed.slice(1), 999_999] })).status).toBe(422);
    expect((await call('PUT', '/v1/team-members/positions', { ids: [ids[0], ...ids] })).status).toBe(422);
    // An edit keeps the member's place: only the order call moves it.
    const member = (await team())[0];
    const edited = await data<Member>('PUT', `/v1/team-members/${member.id}`, { ...bodyOf(member), position: 99, job_title: 'Lead' });
    expect(edited.position).toBe(0);
    await call('PUT', '/v1/team-members/positions', { ids });
  });

  /** Content items naming `member` in `field`, copies of a seeded item; `remove` takes them away again. */
  function contentNaming(member: Member, field: 'medical_reviewer_id' | 'author_id', count: number) {
    const store = createCatalogueStore(db);
    const { id: _id, ...seeded } = store.all('content')[0];
    const rows = Array.from({ length: count }, (_, n) => store.insert('content', { ...seeded, title: `Naming ${member.name} ${n + 1}`, slug: `naming-${member.id}-${field}-${n + 1}`, [field]: member.id }));
    return { remove: () => rows.forEach((row) => store.remove('content', row.id)) };
  }

  async function newMember(name: string, isReviewer: boolean): Promise<Member> {
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
    return await data<Member>('POST', '/v1/team-members', { name, slug, job_title: 'GP', registration_body: 'GMC', registration_number: '7654321', is_medical_reviewer: isReviewer });
  }

  it('refuses to unmark a reviewer who reviews content unless forced, saying how many items', async () => {
    const reviewer = await newMember('Dr Reviewing Twice', true);
    const content = contentNaming(reviewer, 'medical_reviewer_id', 2);
    const unmark = { ...bodyOf(reviewer), is_medical_reviewer: false };
    const refused = await call('PUT', `/v1/team-members/${reviewer.id}`, unmark);
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.text)).toEqual({
      message: 'This member is the medical reviewer of 2 content items; confirm to unmark them anyway',
      errors: { is_medical_reviewer: 'This member is the medical reviewer of 2 content items; confirm to unmark them anyway' },
    });
    const forced = await data<Member>('PUT', `/v1/team-members/${reviewer.id}?force=true`, unmark);
    expect(forced.is_medical_reviewer).toBe(false);
    content.remove();
    // With no content left, the mark comes off without force.
    await data('PUT', `/v1/team-members/${reviewer.id}`, { ...unmark, is_medical_reviewer: true });
    expect((await call('PUT', `/v1/team-members/${reviewer.id}`, unmark)).status).toBe(200);
    expect((await call('DELETE', `/v1/team-members/${reviewer.id}`)).status).toBe(204);
  });

  it('refuses to delete a member named as author or reviewer of content, saying how many items', async () => {
    const author = await newMember('Sam Writing Thrice', false);
    const written = contentNaming(author, 'author_id', 3);
    const refused = await call('DELETE', `/v1/team-members/${author.id}`);
    expect(refused.status).toBe(409);
    expect(refused.text).toBe('This team member is used by 3 records (“Naming Sam Writing Thrice 1”, “Naming Sam Writing Thrice 2” and 1 more); remove it from them first');
    written.remove();
    const reviewer = await newMember('Dr Reviewing Once', true);
    const reviewed = contentNaming(reviewer, 'medical_reviewer_id', 1);
    expect((await call('DELETE', `/v1/team-members/${reviewer.id}`)).text).toBe('This team member is used by 1 record (“Naming Dr Reviewing Once 1”); remove it there first');
    reviewed.remove();
    expect((await call('DELETE', `/v1/team-members/${author.id}`)).status).toBe(204);
    expect((await call('DELETE', `/v1/team-members/${reviewer.id}`)).status).toBe(204);
  });

  it('keeps the seeded authors and reviewers of content: the seed names them by id', async () => {
    const store = createCatalogueStore(db);
    const named = new Set(store.all('content').flatMap((item) => [item.author_id, item.medical_reviewer_id]).filter((id) => id !== null));
    expect(named.size).toBeGreaterThan(0);
    for (const id of named) expect((await call('DELETE', `/v1/team-members/${id}`)).status).toBe(409);
  });
});

describe('invitations and subscribers in the sandbox', () => {
  interface Row {
    id: number;
    email: string;
    status: string;
    expires_at?: string;
    unsubscribed_at?: string | null;
  }
  const page = async (path: string) => await data<{ records: Row[]; total: number }>('GET', path);

  it('seeds 30 invitations in every status and 2,000 subscribers', async () => {
    expect((await page('/v1/invitations?limit=1')).total).toBe(INVITATION_SEED_COUNT);
    for (const status of ['pending', 'accepted', 'expired', 'revoked']) expect((await page(`/v1/invitations?limit=1&status=${status}`)).total).toBeGreaterThan(0);
    expect((await page('/v1/subscribers?limit=1')).total).toBe(SUBSCRIBER_SEED_COUNT);
    expect((await call('GET', '/v1/subscribers', undefined, editor)).status).toBe(403);
  });

  it('refuses a second pending invitation to one e-mail, revokes, and resends an expired one', async () => {
    const first = await data<Row>('POST', '/v1/invitations', { email: 'Twice@Example.com', name: 'Twice' });
    expect(first.status).toBe('pending');
    const second = await call('POST', '/v1/invitations', { email: 'twice@example.com' });
    expect(second.status).toBe(409);
    expect(JSON.parse(second.text).errors.email).toBe('A pending invitation already exists for this e-mail');
    const revoked = await data<Row>('POST', `/v1/invitations/${first.id}/status`, { from: 'pending', to: 'revoked' });
    expect(revoked.status).toBe('revoked');
    expect((await call('PUT', `/v1/invitations/${first.id}`, { email: 'twice@example.com', name: 'x' })).status).toBe(409);
    const again = await data<Row>('POST', '/v1/invitations', { email: 'twice@example.com', expires_in_days: 1 });
    const [expired] = (await page('/v1/invitations?status=expired&limit=1')).records;
    const resent = await data<Row>('POST', `/v1/invitations/${expired.id}/status`, { from: 'expired', to: 'pending' });
    expect(resent.status).toBe('pending');
    expect(Date.parse(String(resent.expires_at))).toBeGreaterThan(Date.now());
    expect((await call('POST', `/v1/invitations/${again.id}/status`, { from: 'expired', to: 'pending' })).status).toBe(409);
  });

  it('resends a pending invitation with a new expiry, and names only an influencer on file', async () => {
    const sent = await data<Row>('POST', '/v1/invitations', { email: 'resend.me@example.com', expires_in_days: 2 });
    const resent = await data<Row>('POST', `/v1/invitations/${sent.id}/status`, { from: 'pending', to: 'pending' });
    expect(resent.status).toBe('pending');
    expect(Date.parse(String(resent.expires_at))).toBeGreaterThanOrEqual(Date.parse(String(sent.expires_at)));
    const unknown = await call('POST', '/v1/invitations', { email: 'nobody.there@example.com', influencer: 999_999 });
    expect(unknown.status).toBe(422);
    expect(JSON.parse(unknown.text).errors.influencer).toBe('This influencer does not exist');
  });

  it('lists the tags subscribers carry, and filters by one (admins only)', async () => {
    const { tags } = await data<{ tags: string[] }>('GET', '/v1/subscriber-options');
    expect(tags).toEqual([...tags].sort());
    expect(tags).toContain('allergy');
    const tagged = await page('/v1/subscribers?tags=allergy&limit=100');
    expect(tagged.total).toBeGreaterThan(0);
    expect(tagged.total).toBeLessThan(SUBSCRIBER_SEED_COUNT);
    expect(tagged.records.every((row) => (row as Row & { tags: string[] }).tags.includes('allergy'))).toBe(true);
    expect((await page('/v1/subscribers?tags=no-such-tag&limit=1')).total).toBe(0);
    expect((await call('GET', '/v1/subscriber-options', undefined, editor)).status).toBe(403);
  });

  it('unsubscribes a subscriber, stamping the time', async () => {
    const [subscriber] = (await page('/v1/subscribers?status=subscribed&limit=1')).records;
    const done = await data<Row>('POST', `/v1/subscribers/${subscriber.id}/status`, { from: 'subscribed', to: 'unsubscribed' });
    expect(done.status).toBe('unsubscribed');
    expect(done.unsubscribed_at).toEqual(expect.any(String));
  });
});

describe('influencers in the sandbox', () => {
  interface Card {
    title: string;
    body: string;
    products: number[];
    position: number;
  }
  interface InfluencerRow {
    id: number;
    handle: string;
    referral_code: string;
    region: string;
    routine_cards: Card[];
  }
  const products = async (region: string) =>
    (await data<{ records: { id: number }[] }>('GET', `/v1/products?region=${region}&limit=3`)).records.map((product) => product.id);
  const body = (overrides: Record<string, unknown>) => ({
    name: 'Ada Wellness',
    handle: '@ada.wellness',
    slug: 'ada-wellness',
    region: 'gb',
    status: 'active',
    referral_code: 'ada2026',
    discount_percent: 15,
    commission_rate: 10,
    routine_cards: [],
    ...overrides,
  });

  it('seeds forty influencers, several with routine cards, admins only', async () => {
    const list = await data<{ records: InfluencerRow[]; total: number }>('GET', '/v1/influencers?limit=100');
    expect(list.total).toBe(INFLUENCER_SEED_COUNT);
    expect(list.records.filter((row) => row.routine_cards.length >= 2).length).toBeGreaterThanOrEqual(5);
    expect((await call('GET', '/v1/influencers', undefined, editor)).status).toBe(403);
  });

  it('keeps the handle without @ and the code in capitals, cards in the order sent', async () => {
    const [first, second] = await products('gb');
    const cards = [
      { title: 'My hydration fix', body: 'Water first.', products: [first] },
      { title: 'My morning route', body: 'Up early.', products: [second] },
    ];
    const made = await data<InfluencerRow>('POST', '/v1/influencers', body({ routine_cards: cards }));
    expect(made.handle).toBe('ada.wellness');
    expect(made.referral_code).toBe('ADA2026');
    expect(made.routine_cards.map((card) => [card.title, card.position])).toEqual([
      ['My hydration fix', 0],
      ['My morning route', 1],
    ]);
    const reordered = await data<InfluencerRow>('PUT', `/v1/influencers/${made.id}`, body({ routine_cards: [cards[1], cards[0]] }));
    expect(reordered.routine_cards.map((card) => card.title)).toEqual(['My morning route', 'My hydration fix']);
  });

  it('refuses a referral code or a card preset used twice with 409 on the field', async () => {
    const taken = await call('POST', '/v1/influencers', body({ slug: 'someone-else', handle: 'someone', referral_code: 'ADA2026' }));
    expect(taken.status).toBe(409);
    expect(JSON.parse(taken.text).errors.referral_code).toBe('This referral code is already used by another influencer');
    const twice = await call(
      'POST',
      '/v1/influencers',
      body({
        slug: 'twice-cards',
        handle: 'twice',
        referral_code: 'TWICE1',
        routine_cards: [
          { title: 'My wellness tips', body: 'One.' },
          { title: 'My wellness tips', body: 'Two.' },
        ],
      }),
    );
    expect(twice.status).toBe(409);
    expect(JSON.parse(twice.text).errors['routine_cards.1.title']).toContain('My wellness tips');
  });

  it('refuses products of the other region, on the card that names them', async () => {
    const [usProduct] = await products('us');
    const answer = await call(
      'POST',
      '/v1/influencers',
      body({ slug: 'wrong-region', handle: 'wrongregion', referral_code: 'WRONG1', routine_cards: [{ title: 'My health hacks', body: 'Hi.', products: [usProduct] }] }),
    );
    expect(answer.status).toBe(422);
    expect(Object.keys(JSON.parse(answer.text).errors)).toEqual(['routine_cards.0.products.0']);
    const badHandle = await call('POST', '/v1/influencers', body({ slug: 'bad-handle', handle: '@a', referral_code: 'BADH1' }));
    expect(badHandle.status).toBe(422);
  });
});
