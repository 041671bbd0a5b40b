// The smaller content areas' schemas: video addresses per provider and the source each keeps, tips' limits,
// content categories' kind as the form sends it, and content types offering no create or delete.
import { contentCategorySchema } from '@/areas/content-categories/definition';
import { contentTypesResource } from '@/areas/content-types/definition';
import { tipSchema } from '@/areas/tips/definition';
import { videoSchema, videoUrlProblem } from '@/areas/videos/definition';

const video = { title: 'Inhaler technique', slug: 'inhaler-technique', region: 'gb', status: 'draft' };

describe('video addresses', () => {
  it.each([
    ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ?t=30'],
    ['youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['vimeo', 'https://vimeo.com/76979871'],
    ['vimeo', 'https://player.vimeo.com/video/148751763'],
  ] as const)('takes a %s address %s', (provider, url) => {
    expect(videoUrlProblem(provider, url)).toBeNull();
  });

  it.each([
    ['youtube', 'https://vimeo.com/76979871', /Not a YouTube video address/],
    ['youtube', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ', /Not a YouTube/],
    ['youtube', 'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ', /Not a YouTube/],
    ['youtube', 'https://www.youtube.com/watch?v=short', /Not a YouTube/],
    ['vimeo', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', /Not a Vimeo video address/],
    ['vimeo', 'javascript:alert(1)//vimeo.com/76979871', /Not a Vimeo/],
    ['vimeo', null, /A Vimeo video needs its address/],
  ] as const)('refuses a %s address %s', (provider, url, message) => {
    expect(videoUrlProblem(provider, url)).toMatch(message);
  });
});

describe('videoSchema', () => {
  it('keeps only the source its provider uses', () => {
    const hosted = videoSchema.parse({ ...video, provider: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ', file: 7 });
    expect([hosted.url, hosted.file]).toEqual(['https://youtu.be/dQw4w9WgXcQ', null]);
    const uploaded = videoSchema.parse({ ...video, provider: 'upload', url: 'https://youtu.be/dQw4w9WgXcQ', file: 7 });
    expect([uploaded.url, uploaded.file]).toEqual([null, 7]);
  });

  it('needs the mp4 of an uploaded video, and a transcript as text or a file, not both', () => {
    const result = videoSchema.safeParse({ ...video, provider: 'upload', transcript: 'Hello', transcript_file: 3 });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['file', 'transcript_file']));
  });
});

describe('tipSchema', () => {
  const tip = { title: 'Drink water', body: 'Little and often.', region: 'gb', status: 'draft' };

  it('takes a title of 80 and a body of 500 characters, not one more', () => {
    expect(tipSchema.safeParse({ ...tip, title: 'a'.repeat(80), body: 'b'.repeat(500) }).success).toBe(true);
    const result = tipSchema.safeParse({ ...tip, title: 'a'.repeat(81), body: 'b'.repeat(501) });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['Title must be at most 80 characters', 'Body must be at most 500 characters']);
  });

  it('fills the defaults a form may leave out', () => {
    expect(tipSchema.parse(tip)).toMatchObject({ condition_id: null, show_consultation_cta: false, published_at: null });
  });
});

describe('content categories and types', () => {
  it('reads the kind the form sends as text as the API’s number, and an empty one as any kind', () => {
    expect(contentCategorySchema.parse({ name: 'Allergies', slug: 'allergies', kind: '0' }).kind).toBe(0);
    expect(contentCategorySchema.parse({ name: 'Campaigns', slug: 'campaigns', kind: '' }).kind).toBeNull();
    expect(contentCategorySchema.safeParse({ name: 'Odd', slug: 'odd', kind: '2' }).success).toBe(false);
  });

  it('offers content types no create screen and no delete', () => {
    expect(contentTypesResource.actions).toEqual({ create: false, update: true, delete: false });
  });
});
