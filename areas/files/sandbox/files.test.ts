/** @jest-environment node */
// The file library over real HTTP: uploads checked by content and size with nothing left behind, the
// list, one file with its uses, renaming, deleting, the bytes and their safe headers, and the grants.
import { readdirSync } from 'node:fs';
import type { FileRecord } from '@/areas/files/definition';
import { solidPng } from './seed';
import { testSandbox } from '@/sandbox/test-harness';

const ADMIN = 'admin@example.com';
const EDITOR = 'editor@example.com';
const MB = 1024 * 1024;

const sandbox = testSandbox({ lifetime: 'test', hasDbFile: true });
const { tokenFor } = sandbox;

/** What is in the folder of bytes, seeded files included. */
const storedNames = () => readdirSync(`${sandbox.dbPath}.files`).sort();

/** The response itself: these tests read its headers and bytes, and send multipart, ranged and conditional requests. */
function call(token: string, method: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${sandbox.url}${path}`, { ...init, method, headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) } });
}

function upload(token: string, bytes: Uint8Array | string, filename: string, declaredType = 'application/octet-stream', altText?: string): Promise<Response> {
  const form = new FormData();
  if (altText !== undefined) form.append('alt_text', altText);
  form.append('file', new Blob([bytes as BlobPart], { type: declaredType }), filename);
  return call(token, 'POST', '/v1/files', { body: form });
}

const HTML = '<!doctype html><html><body><script>alert(1)</script></body></html>';
const SCRIPTED_SVG = '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>document.title="owned"</script></svg>';

describe('POST /v1/files', () => {
  it('stores an image, typed by its content, with its size, dimensions, alt text and uploader', async () => {
    const token = await tokenFor(ADMIN);
    const before = storedNames();
    const png = solidPng(32, 16, [10, 20, 30]);
    const answer = await upload(token, png, 'photo.jpg', 'image/jpeg', 'A dark square');
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const { data } = (await answer.json()) as { data: FileRecord };
    expect(data).toMatchObject({
      filename: 'photo.jpg',
      mime_type: 'image/png',
      kind: 'image',
      size_bytes: png.length,
      width: 32,
      height: 16,
      alt_text: 'A dark square',
      uploaded_by: 'Ada Admin',
      usage_count: 0,
      url: `${sandbox.url}/v1/files/${data.id}/content`,
    });
    expect(storedNames()).toHaveLength(before.length + 1);
  });

  it('reads the dimensions of an SVG and keeps a unicode name', async () => {
    const token = await tokenFor(EDITOR);
    const answer = await upload(token, SCRIPTED_SVG, 'logo été.svg', 'image/svg+xml');
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as { data: FileRecord }).data).toMatchObject({ filename: 'logo été.svg', mime_type: 'image/svg+xml', width: 40, height: 20, uploaded_by: 'Eddie Editor' });
  });

  it('refuses HTML named .png with 422 and stores nothing', async () => {
    const token = await tokenFor(ADMIN);
    const before = storedNames();
    const answer = await upload(token, HTML, 'innocent.png', 'image/png');
    expect(answer.status).toBe(422);
    const body = (await answer.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toMatch(/not one of the accepted types/);
    expect(body.errors.file).toBe(body.message);
    expect(storedNames()).toEqual(before);
  });

  it('refuses an empty file with 422', async () => {
    const token = await tokenFor(ADMIN);
    const before = storedNames();
    const answer = await upload(token, new Uint8Array(0), 'empty.png', 'image/png');
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { message: string }).message).toBe('The file is empty');
    expect(storedNames()).toEqual(before);
  });

  it('refuses an image over its limit with 413 naming the limit, and leaves no part behind', async () => {
    const token = await tokenFor(ADMIN);
    const before = storedNames();
    const big = new Uint8Array(10 * MB + 1);
    big.set(solidPng(1, 1, [0, 0, 0]));
    const answer = await upload(token, big, 'huge.png', 'image/png');
    expect(answer.status).toBe(413);
    expect(await answer.text()).toBe('Images can be at most 10 MB');
    expect(storedNames()).toEqual(before);
    // The same size is fine for a video, whose limit is 200 MB.
    const video = new Uint8Array(10 * MB + 1);
    video.set([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0, ...Buffer.from('isommp42')]);
    expect((await upload(token, video, 'clip.mp4')).status).toBe(201);
  });

  it('asks for a file part, a valid alt text and a multipart body', async () => {
    const token = await tokenFor(ADMIN);
    const form = new FormData();
    form.append('alt_text', 'no file here');
    const noFile = await call(token, 'POST', '/v1/files', { body: form });
    expect(noFile.status).toBe(422);
    expect(((await noFile.json()) as { errors: Record<string, string> }).errors.file).toBe('Choose a file to upload');

    const before = storedNames();
    const longAlt = await upload(token, solidPng(2, 2, [1, 2, 3]), 'a.png', 'image/png', 'x'.repeat(501));
    expect(longAlt.status).toBe(422);
    expect(Object.keys(((await longAlt.json()) as { errors: Record<string, string> }).errors)).toEqual(['alt_text']);
    expect(storedNames()).toEqual(before);

    const json = await call(token, 'POST', '/v1/files', { body: '{}', headers: { 'content-type': 'application/json' } });
    expect(json.status).toBe(415);
  });
});

describe('the file list and one file', () => {
  it('pages, searches, filters by kind and sorts', async () => {
    const token = await tokenFor(ADMIN);
    const all = (await (await call(token, 'GET', '/v1/files')).json()) as { data: { records: FileRecord[]; total: number } };
    expect(all.data.total).toBeGreaterThanOrEqual(5);
    // Newest first by default.
    const created = all.data.records.map((record) => record.created_at);
    expect(created).toEqual([...created].sort().reverse());

    const images = (await (await call(token, 'GET', '/v1/files?kind=image&sort=size_bytes&order=asc')).json()) as { data: { records: FileRecord[] } };
    expect(images.data.records.every((record) => record.kind === 'image')).toBe(true);
    const sizes = images.data.records.map((record) => record.size_bytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));

    const search = (await (await call(token, 'GET', '/v1/files?search=leaflet')).json()) as { data: { records: FileRecord[] } };
    expect(search.data.records.map((record) => record.filename)).toEqual(['patient-information-leaflet.pdf']);

    const paged = (await (await call(token, 'GET', '/v1/files?limit=2&page=2')).json()) as { data: { records: FileRecord[]; page: number; pages: number } };
    expect(paged.data).toMatchObject({ page: 2, pages: Math.ceil(all.data.total / 2) });
    expect(paged.data.records).toHaveLength(2);

    expect((await call(token, 'GET', '/v1/files?kind=audio')).status).toBe(422);
    expect((await call(token, 'GET', '/v1/files?sort=alt_text')).status).toBe(422);
  });

  it('lists who uses a file, and refuses to delete it while used with 409 naming how many', async () => {
    const token = await tokenFor(ADMIN);
    const { data: file } = (await (await upload(token, solidPng(4, 4, [9, 9, 9]), 'face.png')).json()) as { data: FileRecord };
    // A staff photo holds a file id (the users screen sets it); two accounts use this one.
    const db = sandbox.openDatabase();
    db.prepare("UPDATE users SET photo = ? WHERE email IN ('admin@example.com', 'editor@example.com')").run(String(file.id));
    db.close();

    const one = (await (await call(token, 'GET', `/v1/files/${file.id}`)).json()) as { data: FileRecord };
    expect(one.data.usage_count).toBe(2);
    expect(one.data.used_by).toEqual([
      { resource: 'users', id: 1, title: 'Ada Admin' },
      { resource: 'users', id: 2, title: 'Eddie Editor' },
    ]);
    const refused = await call(token, 'DELETE', `/v1/files/${file.id}`);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toBe('This file is used by 2 records (“Ada Admin” and “Eddie Editor”); remove it from them first');

    const before = storedNames();
    const { data: unused } = (await (await upload(token, solidPng(4, 4, [8, 8, 8]), 'spare.png')).json()) as { data: FileRecord };
    expect((await call(token, 'DELETE', `/v1/files/${unused.id}`)).status).toBe(204);
    expect(storedNames()).toEqual(before);
    expect((await call(token, 'GET', `/v1/files/${unused.id}`)).status).toBe(404);
  });

  it('renames a file and changes its alt text, validating both', async () => {
    const token = await tokenFor(ADMIN);
    const put = (body: unknown) => call(token, 'PUT', '/v1/files/1', { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    const renamed = await put({ filename: 'renamed.png', alt_text: 'New words' });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { data: FileRecord }).data).toMatchObject({ id: 1, filename: 'renamed.png', alt_text: 'New words', mime_type: 'image/png' });

    const slash = await put({ filename: '../etc/passwd', alt_text: null });
    expect(slash.status).toBe(422);
    expect(((await slash.json()) as { errors: Record<string, string> }).errors.filename).toMatch(/slashes/);
    const empty = await put({ filename: '  ', alt_text: null });
    expect(empty.status).toBe(422);
    expect((await put({ filename: 'x.png', alt_text: 'y'.repeat(501) })).status).toBe(422);
    expect((await call(token, 'PUT', '/v1/files/999', { body: '{"filename":"a"}', headers: { 'content-type': 'application/json' } })).status).toBe(404);
  });
});

describe('versions of a file', () => {
  it('answers its version as the ETag and saves against it: a stale If-Match gets 412 with the file as its GET answers', async () => {
    const token = await tokenFor(ADMIN);
    const { data: file } = (await (await upload(token, solidPng(4, 4, [7, 7, 7]), 'versioned.png')).json()) as { data: FileRecord };
    expect(file).toMatchObject({ version: 1, updated_by: { id: expect.any(Number), name: 'Ada Admin' } });
    // A staff photo uses it, so the 412's record must carry its uses as the GET does.
    const db = sandbox.openDatabase();
    db.prepare("UPDATE users SET photo = ? WHERE email = 'editor@example.com'").run(String(file.id));
    db.close();
    const path = `/v1/files/${file.id}`;
    const put = (body: unknown, ifMatch?: string) =>
      call(token, 'PUT', path, { body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) } });

    const read = await call(token, 'GET', path);
    expect(read.headers.get('etag')).toBe('"1"');

    const saved = await put({ filename: 'versioned-2.png', alt_text: 'Grey' }, '"1"');
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { data: FileRecord }).data).toMatchObject({ filename: 'versioned-2.png', version: 2, updated_by: { name: 'Ada Admin' } });

    const stale = await put({ filename: 'lost.png', alt_text: null }, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.headers.get('etag')).toBe('"2"');
    const current = (await stale.json()) as { data: FileRecord };
    expect(current.data).toMatchObject({ id: file.id, filename: 'versioned-2.png', alt_text: 'Grey', version: 2, used_by: [{ resource: 'users', id: 2, title: 'Eddie Editor' }] });
    expect(current).toEqual(await (await call(token, 'GET', path)).json());

    // Without If-Match a PUT writes as it always did; a version in the body changes nothing.
    const blind = await put({ filename: 'versioned-3.png', alt_text: 'Grey', version: 99 });
    expect(blind.status).toBe(200);
    expect(((await blind.json()) as { data: FileRecord }).data).toMatchObject({ filename: 'versioned-3.png', version: 3 });

    const garbage = await put({ filename: 'never.png', alt_text: null }, 'garbage');
    expect(garbage.status).toBe(400);
    expect(await garbage.text()).toContain('If-Match');
    expect((await (await call(token, 'GET', path)).json()) as { data: FileRecord }).toMatchObject({ data: { filename: 'versioned-3.png', version: 3 } });
  });
});

describe('GET /v1/files/:id/content', () => {
  it('streams the bytes with nosniff, a sandboxing CSP, private caching and a safe file name', async () => {
    const token = await tokenFor(ADMIN);
    const png = solidPng(8, 8, [1, 1, 1]);
    const { data } = (await (await upload(token, png, 'été "quoted".png')).json()) as { data: FileRecord };
    const answer = await call(token, 'GET', `/v1/files/${data.id}/content`);
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(png);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('content-length')).toBe(String(png.length));
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(answer.headers.get('cache-control')).toMatch(/^private/);
    expect(answer.headers.get('content-disposition')).toBe(`inline; filename="_t_ _quoted_.png"; filename*=UTF-8''%C3%A9t%C3%A9%20%22quoted%22.png`);
  });

  it('has an SVG downloaded rather than opened, and serves a byte range', async () => {
    const token = await tokenFor(ADMIN);
    const { data } = (await (await upload(token, SCRIPTED_SVG, 'logo.svg')).json()) as { data: FileRecord };
    const whole = await call(token, 'GET', `/v1/files/${data.id}/content`);
    expect(whole.headers.get('content-disposition')).toMatch(/^attachment; filename="logo.svg"/);
    expect(whole.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');

    const part = await call(token, 'GET', `/v1/files/${data.id}/content`, { headers: { range: 'bytes=3-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 3-7/${Buffer.byteLength(SCRIPTED_SVG)}`);
    expect(await part.text()).toBe('<?xml');
    expect((await call(token, 'GET', `/v1/files/${data.id}/content`, { headers: { range: 'bytes=9999-' } })).status).toBe(416);
  });

  it('answers HEAD with the headers alone, and a matching If-None-Match with 304', async () => {
    const token = await tokenFor(ADMIN);
    const head = await call(token, 'HEAD', '/v1/files/1/content');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toMatch(/^\d+$/);
    expect(await head.text()).toBe('');
    const etag = head.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const cached = await call(token, 'GET', '/v1/files/1/content', { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await call(token, 'GET', '/v1/files/999/content')).status).toBe(404);
  });
});

describe('grants on files', () => {
  it('lets an editor list, upload and read content, but not rename or delete', async () => {
    const token = await tokenFor(EDITOR);
    expect((await call(token, 'GET', '/v1/files')).status).toBe(200);
    expect((await call(token, 'GET', '/v1/files/1')).status).toBe(200);
    expect((await call(token, 'GET', '/v1/files/1/content')).status).toBe(200);
    expect((await upload(token, solidPng(2, 2, [0, 0, 0]), 'mine.png')).status).toBe(201);
    expect((await call(token, 'PUT', '/v1/files/1', { body: '{"filename":"x.png"}', headers: { 'content-type': 'application/json' } })).status).toBe(403);
    expect((await call(token, 'DELETE', '/v1/files/1')).status).toBe(403);
  });
});
