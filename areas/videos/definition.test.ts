// Videos' schema: the addresses each provider accepts, and the one source each keeps.
import { videoSchema, videoUrlProblem } from './definition';

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
