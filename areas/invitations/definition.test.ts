import { effectiveStatus, expiryFrom, hasPendingInvitation, invitationSchema } from './definition';

const NOW = Date.UTC(2026, 10, 23, 12);

describe('invitations', () => {
  it('defaults the expiry to 7 days and keeps it within 1 to 30', () => {
    expect(invitationSchema.parse({ email: ' New@Example.com ' })).toMatchObject({ email: 'new@example.com', expires_in_days: 7, status: 'pending' });
    expect(invitationSchema.safeParse({ email: 'a@example.com', expires_in_days: 0 }).success).toBe(false);
    expect(invitationSchema.safeParse({ email: 'a@example.com', expires_in_days: 31 }).success).toBe(false);
    expect(invitationSchema.safeParse({ email: 'a@example.com', expires_in_days: 30 }).success).toBe(true);
    expect(expiryFrom(NOW, 7)).toBe('2026-11-30T12:00:00.000Z');
  });

  it('reads a pending invitation past its expiry as expired, and leaves the others alone', () => {
    expect(effectiveStatus('pending', expiryFrom(NOW, 1), NOW)).toBe('pending');
    expect(effectiveStatus('pending', new Date(NOW - 1).toISOString(), NOW)).toBe('expired');
    expect(effectiveStatus('revoked', new Date(NOW - 1).toISOString(), NOW)).toBe('revoked');
  });

  it('allows one pending invitation per e-mail; expired, revoked or the same one do not count', () => {
    const future = expiryFrom(NOW, 3);
    const past = new Date(NOW - 1000).toISOString();
    const rows = [
      { id: 1, email: 'a@example.com', status: 'pending', expires_at: future },
      { id: 2, email: 'b@example.com', status: 'pending', expires_at: past },
      { id: 3, email: 'c@example.com', status: 'revoked', expires_at: future },
    ];
    expect(hasPendingInvitation(rows, 'a@example.com', NOW)).toBe(true);
    expect(hasPendingInvitation(rows, 'a@example.com', NOW, 1)).toBe(false);
    expect(hasPendingInvitation(rows, 'b@example.com', NOW)).toBe(false);
    expect(hasPendingInvitation(rows, 'c@example.com', NOW)).toBe(false);
  });
});
