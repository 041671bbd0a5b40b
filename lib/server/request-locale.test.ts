import { DEFAULT_LOCALE, requestLocale } from './request-locale';

const localeOf = (value: string | null) => requestLocale(new Headers(value === null ? {} : { 'accept-language': value }));

describe('requestLocale', () => {
  it.each([
    ['en-US,en;q=0.9', 'en-US'],
    ['de-DE;q=1, en;q=0.5', 'de-DE'],
    ['en-gb', 'en-GB'],
    ['*, fr', 'fr'],
    ['not a tag!, en-US', 'en-US'],
  ])('reads %p as %p', (header, expected) => {
    expect(localeOf(header)).toBe(expected);
  });

  it.each([null, '', '*', '%%%'])('falls back to British English for %p', (header) => {
    expect(localeOf(header)).toBe(DEFAULT_LOCALE);
  });
});
