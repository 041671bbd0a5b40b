import { createMemoryRevocationStore } from './revocation';

describe('createMemoryRevocationStore', () => {
  it('refuses a revoked id until the session would have ended, then forgets it', async () => {
    let clock = 1_000_000;
    const store = createMemoryRevocationStore(10, () => clock);
    await store.revoke('sid-1', clock + 60_000);
    expect(await store.isRevoked('sid-1')).toBe(true);
    expect(await store.isRevoked('sid-2')).toBe(false);
    clock += 59_000;
    expect(await store.isRevoked('sid-1')).toBe(true);
    clock += 2_000;
    expect(await store.isRevoked('sid-1')).toBe(false);
  });
});
