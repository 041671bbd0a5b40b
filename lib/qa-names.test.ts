import { qaNameMatcher } from './qa-names';

describe('qaNameMatcher', () => {
  it('matches a name exactly, or with its <…> stand-ins for any value', () => {
    expect(qaNameMatcher('Save')).toBe('Save');
    const remove = qaNameMatcher('Remove <item name>') as RegExp;
    expect(remove.test('Remove Vitamin D3 (1000 IU)')).toBe(true);
    expect(remove.test('Remove ')).toBe(false);
    expect(remove.test('Do not Remove it')).toBe(false);
    const question = qaNameMatcher('Send <count> content items for review?') as RegExp;
    expect(question.test('Send 5 content items for review?')).toBe(true);
    expect(question.test('Send this content for review?')).toBe(false);
  });
});
