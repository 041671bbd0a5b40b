// The region guard: a link only to a published record of the source's region that is not the source.
import { checkLinkTarget, type LinkEnd } from './guard';

const source: LinkEnd = { type: 'product', id: 3, region: 'gb', status: 'draft' };

describe('checkLinkTarget', () => {
  it('allows a published record of the same region', () => {
    expect(checkLinkTarget(source, { type: 'bundle', id: 9, region: 'gb', status: 'published' })).toEqual({ allowed: true });
  });

  it('refuses the other region, naming both', () => {
    expect(checkLinkTarget(source, { type: 'product', id: 9, region: 'us', status: 'published' })).toEqual({
      allowed: false,
      reason: 'The target belongs to the US (us), not the UK (gb).',
    });
  });

  it('refuses an unpublished record, naming its status', () => {
    expect(checkLinkTarget(source, { type: 'content', id: 9, region: 'gb', status: 'in_review' })).toEqual({
      allowed: false,
      reason: 'The target is not published (in_review).',
    });
  });

  it('refuses the source itself, even when published', () => {
    expect(checkLinkTarget(source, { ...source, status: 'published' })).toMatchObject({ allowed: false, reason: 'A record cannot link to itself.' });
  });

  it('does not confuse a record of another type with the same id for the source', () => {
    expect(checkLinkTarget(source, { type: 'bundle', id: 3, region: 'gb', status: 'published' }).allowed).toBe(true);
  });

  it('refuses a target that no longer exists', () => {
    expect(checkLinkTarget(source, null)).toMatchObject({ allowed: false });
  });
});
