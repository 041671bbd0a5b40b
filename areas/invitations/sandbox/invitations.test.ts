/** @jest-environment node */
// The invitations' PUT over real HTTP: a save counts a new expiry from now only when the number of days
// changed; a save that leaves the days alone (a new name, say) keeps the expiry the invitation has.
import { testSandbox } from '@/sandbox/test-harness';

interface Invitation {
  id: number;
  email: string;
  name: string | null;
  influencer: number | null;
  expires_in_days: number;
  expires_at: string;
  status: string;
}

const sandbox = testSandbox({ signedInAs: 'admin@example.com' });
const { data } = sandbox;

function bodyOf({ email, name, influencer, expires_in_days }: Invitation) {
  return { email, name, influencer, expires_in_days };
}

describe('saving a pending invitation', () => {
  it('keeps the expiry of a seeded pending invitation when only its name changes', async () => {
    const { records } = await data<{ records: Invitation[] }>('GET', '/v1/invitations?status=pending&limit=1');
    const [pending] = records;
    // The seed's pending invitations expire a month on, further than their 7 days counted from now.
    expect(Date.parse(pending.expires_at)).toBeGreaterThan(Date.now() + 20 * 24 * 60 * 60 * 1000);
    const saved = await data<Invitation>('PUT', `/v1/invitations/${pending.id}`, { ...bodyOf(pending), name: 'Renamed Once' });
    expect(saved.name).toBe('Renamed Once');
    expect(saved.expires_at).toBe(pending.expires_at);
  });

  it('counts the expiry from now again when the number of days changes', async () => {
    const sent = await data<Invitation>('POST', '/v1/invitations', { email: 'days.change@example.com', expires_in_days: 2 });
    const before = Date.now();
    const saved = await data<Invitation>('PUT', `/v1/invitations/${sent.id}`, { ...bodyOf(sent), expires_in_days: 10 });
    expect(Date.parse(saved.expires_at)).toBeGreaterThanOrEqual(before + 10 * 24 * 60 * 60 * 1000 - 1000);
    const renamed = await data<Invitation>('PUT', `/v1/invitations/${sent.id}`, { ...bodyOf(saved), name: 'Days Change' });
    expect(renamed.expires_at).toBe(saved.expires_at);
  });
});
