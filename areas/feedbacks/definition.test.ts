// The feedback schema accepts what the storefront sends and refuses the rest: message, e-mail, page address, rating, status.
import { feedbackSchema, feedbacksResource } from './definition';

const good = {
  message: 'My order arrived three days late.',
  email: 'priya.patel@example.com',
  name: 'Priya Patel',
  category: 'delivery',
  rating: 2,
  page_url: 'https://www.example.com/gb/account/orders/10482',
  region: 'gb',
  status: 'new',
};

function errorsOf(input: unknown): Record<string, string> {
  const result = feedbackSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('feedback schema', () => {
  it('accepts a complete feedback as sent', () => {
    expect(feedbackSchema.parse(good)).toEqual(good);
  });

  it('accepts an anonymous feedback with only a message and region, filling in category and status', () => {
    expect(feedbackSchema.parse({ message: 'Nice site', region: 'us' })).toEqual({
      message: 'Nice site',
      email: null,
      name: null,
      category: 'other',
      rating: null,
      page_url: null,
      region: 'us',
      status: 'new',
    });
  });

  it('stores e-mails lower-case and trims text', () => {
    const parsed = feedbackSchema.parse({ ...good, email: '  Priya.Patel@Example.COM ', message: '  Late again  ', name: '' });
    expect(parsed).toMatchObject({ email: 'priya.patel@example.com', message: 'Late again', name: null });
  });

  it('keeps right-to-left text, emoji and markup as typed', () => {
    for (const message of ['الطلب وصل متأخرًا', 'ההזמנה הגיעה באיחור', 'Great 🎉👩‍👩‍👧‍👦', '<script>alert(1)</script>']) {
      expect(feedbackSchema.parse({ ...good, message }).message).toBe(message);
    }
  });

  it.each([
    [{ message: '' }, 'message', 'Message is required'],
    [{ message: '   ' }, 'message', 'Message is required'],
    [{ message: 'x'.repeat(2001) }, 'message', 'Message must be at most 2000 characters'],
    [{ email: 'not-an-email' }, 'email', 'E-mail must be a valid e-mail address'],
    [{ category: 'praise' }, 'category', 'Pick a category'],
    [{ rating: 0 }, 'rating', 'Rating must be at least 1'],
    [{ rating: 6 }, 'rating', 'Rating must be at most 5'],
    [{ rating: 3.5 }, 'rating', 'Rating must be a whole number'],
    [{ page_url: 'javascript:alert(1)' }, 'page_url', 'Page address must start with http:// or https://'],
    [{ page_url: 'ftp://www.example.com/file' }, 'page_url', 'Page address must start with http:// or https://'],
    [{ page_url: '/gb/products/x' }, 'page_url', 'Page address must start with http:// or https://'],
    [{ region: 'fr' }, 'region', 'Region must be gb or us'],
    [{ status: 'closed' }, 'status', 'Pick a status'],
  ])('refuses %p', (change, field, message) => {
    expect(errorsOf({ ...good, ...change })).toEqual({ [field]: message });
  });

  it('accepts the longest message and every rating from 1 to 5', () => {
    expect(errorsOf({ ...good, message: 'x'.repeat(2000) })).toEqual({});
    for (const rating of [1, 2, 3, 4, 5, null]) expect(errorsOf({ ...good, rating })).toEqual({});
  });

  it('accepts http and https page addresses', () => {
    expect(errorsOf({ ...good, page_url: 'http://www.example.com/us' })).toEqual({});
    expect(errorsOf({ ...good, page_url: 'https://www.example.com/gb/products/vitamin-d3?ref=home#reviews' })).toEqual({});
  });
});

describe('feedbacks resource', () => {
  it('is a list without create, update or delete, for admins only', () => {
    expect(feedbacksResource.actions).toEqual({ create: false, update: false, delete: false });
    expect(feedbacksResource.roles).toEqual(['admin']);
  });

  it('accepts its own defaults once a message is typed in', () => {
    expect(feedbackSchema.safeParse({ ...feedbacksResource.defaults, message: 'Late again' }).success).toBe(true);
  });

  it('opens its detail drawer at ?feedback= on the message', () => {
    expect(feedbacksResource.detail).toMatchObject({ param: 'feedback', titleField: 'message' });
  });
});
