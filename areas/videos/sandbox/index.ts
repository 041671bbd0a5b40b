// The videos' part of the stand-in API (sandbox/area.ts): added and edited in a drawer over their list, so
// the generic REST takes their writes; a slug free in its region, an mp4 file, an image thumbnail and a
// WebVTT transcript; and videos of both regions from every provider, the uploaded ones added once the file
// library holds their clip.
import { videoSchema, type VideoInput } from '@/areas/videos/definition';
import { FILE_TYPES } from '@/lib/resources/file-types';
import type { SandboxArea } from '@/sandbox/area';
import { createCatalogueStore } from '@/sandbox/catalogue-store';
import { checkFiles, slugIsFree, slugTaken, type FieldErrors } from '@/sandbox/rules';

type HostedVideo = Omit<VideoInput, 'slug' | 'file'>;

const HOSTED_VIDEOS: readonly HostedVideo[] = [
  { title: 'Using a nasal spray the right way', region: 'gb', provider: 'youtube', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', duration_seconds: 154, status: 'published', transcript: 'Shake the bottle. Tilt your head forward slightly and spray into each nostril, pointing away from the middle.' },
  { title: 'Hay fever in two minutes', region: 'gb', provider: 'vimeo', url: 'https://vimeo.com/76979871', duration_seconds: 121, status: 'published' },
  { title: 'Winter wellness tips', region: 'gb', provider: 'youtube', url: 'https://youtu.be/ScMzIvxBSi4', duration_seconds: 240, status: 'draft' },
  { title: 'Allergy season survival tips', region: 'us', provider: 'youtube', url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw', duration_seconds: 19, status: 'published' },
  { title: 'Reading a Drug Facts label', region: 'us', provider: 'vimeo', url: 'https://player.vimeo.com/video/148751763', duration_seconds: 305, status: 'published', transcript: 'Every over-the-counter medicine has a Drug Facts label. Start with the active ingredient.' },
  { title: 'Old flu season message', region: 'us', provider: 'vimeo', url: 'https://vimeo.com/22439234', duration_seconds: 95, status: 'archived' },
];

/** Uploaded videos: their mp4 is the file library's seed clip (areas/files/sandbox/seed.ts). */
const UPLOADED_VIDEOS: readonly Omit<HostedVideo, 'provider' | 'url'>[] = [
  { title: 'How to check your blood pressure at home', region: 'gb', duration_seconds: 3, status: 'published', transcript: 'Sit quietly for five minutes before you start.' },
  { title: 'Stretches for a stiff back', region: 'us', duration_seconds: 3, status: 'draft' },
];

export const SEED_VIDEO_FILENAME = 'pharmacist-demo-clip.mp4';

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export const videosSandbox: SandboxArea = {
  name: 'videos',
  editedInDrawer: ['videos'],
  checks: {
    videos(store, record, id, fileKind, fileOf) {
      const errors: FieldErrors = {};
      if (!slugIsFree(store, 'videos', record, id, true)) errors.slug = slugTaken(true);
      Object.assign(errors, checkFiles(fileKind, record, 'file', 'video', 'an mp4 video'), checkFiles(fileKind, record, 'thumbnail'));
      // A transcript file is WebVTT, not any document (a PDF is a document too).
      const transcript = record.transcript_file;
      if (typeof transcript === 'number') {
        const file = fileOf(transcript);
        if (!file) errors.transcript_file = `File ${transcript} does not exist`;
        else if (file.mime_type !== FILE_TYPES.vtt.mime) errors.transcript_file = `File ${transcript} is not a .vtt transcript`;
      }
      return errors;
    },
  },
  seed({ store, contentSide }) {
    for (const video of HOSTED_VIDEOS) store.insert('videos', { ...videoSchema.parse({ ...video, slug: slug(video.title) }), ...contentSide.next() });
  },
  // The uploaded videos use the file library's seed clip, so they are added once it is there.
  topUp(db) {
    const clock = Date.UTC(2026, 0, 3, 9, 0, 0);
    const file = db.prepare<[string], { id: number }>('SELECT id FROM files WHERE filename = ?').get(SEED_VIDEO_FILENAME);
    const store = createCatalogueStore(db);
    if (!file || store.all('videos').some((video) => video.provider === 'upload')) return;
    UPLOADED_VIDEOS.forEach((video, index) => {
      const at = new Date(clock + index * 60_000).toISOString();
      const data = videoSchema.parse({ ...video, slug: slug(video.title), provider: 'upload', url: null, file: file.id });
      store.insert('videos', { ...data, created_at: at, updated_at: at });
    });
  },
};
