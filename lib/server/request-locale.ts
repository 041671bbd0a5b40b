// The reader's language from the request's Accept-Language, for what a server page formats (dates,
// money, counts) and hands to the browser to format the same way: the first language the browser
// prefers that Intl knows, else British English.
import 'server-only';

export const DEFAULT_LOCALE = 'en-GB';

export function requestLocale(headers: Pick<Headers, 'get'>): string {
  const preferred = (headers.get('accept-language') ?? '')
    .split(',')
    .map((entry) => entry.split(';')[0].trim())
    .filter((tag) => tag && tag !== '*');
  for (const tag of preferred) {
    try {
      const [canonical] = Intl.getCanonicalLocales(tag);
      if (canonical && Intl.NumberFormat.supportedLocalesOf(canonical).length > 0) return canonical;
    } catch {
      // not a language tag; try the next one
    }
  }
  return DEFAULT_LOCALE;
}
