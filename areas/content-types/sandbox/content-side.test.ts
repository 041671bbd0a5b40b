/** @jest-environment node */
// The sandbox's smaller content areas over real HTTP: the seed (categories of every kind, the fixed content
// types, videos of both regions and every provider, tips), content types refusing create and delete with 405,
// the video address rules, and deletes refused while content uses a category or a block shows a video.
import { testSandbox } from '@/sandbox/test-harness';

type Row = Record<string, unknown> & { id: number };
interface Page<T> {
  records: T[];
  total: number;
}

const { call, data } = testSandbox({ signedInAs: 'editor@example.com' });

const list = async (path: string) => (await data<Page<Row>>('GET', path)).records;

describe('seed', () => {
  it('has content categories of every kind, and content using some of them', async () => {
    const categories = await list('/v1/content-categories?limit=50');
    expect(new Set(categories.map((c) => c.kind))).toEqual(new Set([0, 1, 3, 4, null]));
    const allergies = categories.find((c) => c.slug === 'allergies')!;
    expect(await list(`/v1/content?category_id=${allergies.id}`)).not.toHaveLength(0);
  });

  it('has videos in both regions from every provider, the uploaded ones pointing at an mp4', async () => {
    const videos = await list('/v1/videos?limit=50');
    for (const region of ['gb', 'us']) {
      expect(new Set(videos.filter((v) => v.region === region).map((v) => v.provider))).toEqual(new Set(['youtube', 'vimeo', 'upload']));
    }
    const uploaded = videos.find((v) => v.provider === 'upload')!;
    const file = await data<Row>('GET', `/v1/files/${String(uploaded.file)}`);
    expect(file.mime_type).toBe('video/mp4');
  });

  it('has tips tied to conditions of their own region, named in the list', async () => {
    const tips = await list('/v1/tips?limit=50');
    const tied = tips.filter((tip) => tip.condition_id !== null);
    expect(tied.length).toBeGreaterThan(2);
    for (const tip of tied) {
      const condition = await data<Row>('GET', `/v1/content/${String(tip.condition_id)}`);
      expect([condition.kind, condition.region, condition.title]).toEqual([0, tip.region, tip.condition_title]);
    }
  });
});

describe('content types', () => {
  it('refuses create and delete with 405, and takes an edit', async () => {
    const [type] = await list('/v1/content-types');
    expect((await call('POST', '/v1/content-types', { name: 'Podcast', slug: 'podcast' })).status).toBe(405);
    expect((await call('DELETE', `/v1/content-types/${type.id}`)).status).toBe(405);
    const edited = await data<Row>('PUT', `/v1/content-types/${type.id}`, { name: type.name, slug: type.slug, description: 'Edited in a test.' });
    expect(edited.description).toBe('Edited in a test.');
  });
});

describe('videos', () => {
  const video = { title: 'Test clip', slug: 'test-clip', region: 'gb', provider: 'youtube', status: 'draft' };

  it('refuses an address that is not the provider’s, and saves one that is', async () => {
    const bad = await call('POST', '/v1/videos', { ...video, url: 'https://vimeo.com/76979871' });
    expect(bad.status).toBe(422);
    expect(JSON.parse(bad.text).errors.url).toMatch(/Not a YouTube video address/);
    const saved = await data<Row>('POST', '/v1/videos', { ...video, url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(saved.url).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect((await call('DELETE', `/v1/videos/${saved.id}`)).status).toBe(204);
  });

  it('refuses an uploaded video whose file is not an mp4', async () => {
    const png = (await list('/v1/files?limit=50')).find((f) => f.mime_type === 'image/png')!;
    const answer = await call('POST', '/v1/videos', { ...video, slug: 'test-upload', provider: 'upload', file: png.id });
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.text).errors.file).toMatch(/not an mp4/);
  });

  it('takes a transcript file only when it is WebVTT, not any document', async () => {
    const files = await list('/v1/files?limit=100');
    const pdf = files.find((f) => f.mime_type === 'application/pdf')!;
    const refused = await call('POST', '/v1/videos', { ...video, slug: 'test-transcript', url: 'https://youtu.be/dQw4w9WgXcQ', transcript_file: pdf.id });
    expect(refused.status).toBe(422);
    expect(JSON.parse(refused.text).errors.transcript_file).toBe(`File ${pdf.id} is not a .vtt transcript`);
    const vtt = files.find((f) => f.mime_type === 'text/vtt')!;
    const saved = await data<Row>('POST', '/v1/videos', { ...video, slug: 'test-transcript', url: 'https://youtu.be/dQw4w9WgXcQ', transcript_file: vtt.id });
    expect(saved.transcript_file).toBe(vtt.id);
    expect((await call('DELETE', `/v1/videos/${saved.id}`)).status).toBe(204);
  });

  it('refuses to delete a video a content block shows, until the block is gone', async () => {
    const created = await data<Row>('POST', '/v1/videos', { ...video, slug: 'test-used', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    const content = await data<Row>('POST', '/v1/content', {
      kind: 3,
      title: 'Video holder',
      slug: 'video-holder',
      region: 'gb',
      blocks: [{ type: 'video', video: created.id }],
    });
    const refused = await call('DELETE', `/v1/videos/${created.id}`);
    expect(refused.status).toBe(409);
    expect(refused.text).toMatch(/Video holder/);
    expect((await call('DELETE', `/v1/content/${content.id}`)).status).toBe(204);
    expect((await call('DELETE', `/v1/videos/${created.id}`)).status).toBe(204);
  });
});

describe('content categories', () => {
  it('refuses to delete a category content uses, and deletes an unused one', async () => {
    const categories = await list('/v1/content-categories?limit=50');
    const used = categories.find((c) => c.slug === 'allergies')!;
    const refused = await call('DELETE', `/v1/content-categories/${used.id}`);
    expect(refused.status).toBe(409);
    expect(refused.text).toMatch(/Hay fever/);
    const created = await data<Row>('POST', '/v1/content-categories', { name: 'Spare', slug: 'spare', kind: '3' });
    expect(created.kind).toBe(3);
    expect((await call('DELETE', `/v1/content-categories/${created.id}`)).status).toBe(204);
  });
});

describe('tips', () => {
  it('refuses a condition that is not a condition or is of the other region', async () => {
    const content = await list('/v1/content?limit=50');
    const usCondition = content.find((c) => c.kind === 0 && c.region === 'us')!;
    const article = content.find((c) => c.kind === 3 && c.region === 'gb')!;
    const tip = { title: 'A tip', body: 'Some advice.', region: 'gb', status: 'draft' };
    const otherRegion = await call('POST', '/v1/tips', { ...tip, condition_id: usCondition.id });
    expect(JSON.parse(otherRegion.text).errors.condition_id).toMatch(/us content, not gb/);
    const notCondition = await call('POST', '/v1/tips', { ...tip, condition_id: article.id });
    expect(JSON.parse(notCondition.text).errors.condition_id).toMatch(/is not a condition/);
  });
});
