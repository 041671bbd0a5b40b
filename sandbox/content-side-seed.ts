// The sandbox's smaller content areas (docs/business-rules.md#demo-data): content categories of every kind
// (the allergy ones used by content, so their delete is refused), the fixed list of content types, videos in
// both regions from every provider (the uploaded ones once the file library holds their mp4), and tips tied
// to conditions of their region. Every record passes its resource's schema.
import { contentCategorySchema, type ContentCategoryInput } from '@/areas/content-categories/definition';
import { contentTypeSchema } from '@/areas/content-types/definition';
import { tipSchema, type TipInput } from '@/areas/tips/definition';
import type { Region } from '@/lib/resources/types';
import { videoSchema, type VideoInput } from '@/areas/videos/definition';
import { createCatalogueStore, type CatalogueStore } from './catalogue-store';
import type { SandboxDb } from './db';

const CATEGORIES: readonly (ContentCategoryInput & { usedBy?: readonly string[] })[] = [
  { name: 'Allergies', slug: 'allergies', kind: 0, description: 'Hay fever, seasonal and year-round allergies.', usedBy: ['Hay fever', 'Seasonal allergies'] },
  { name: 'Colds and flu', slug: 'colds-and-flu', kind: 0, description: 'Winter bugs and how to feel better.', usedBy: ['Cold and flu', 'Common cold'] },
  { name: 'Skin conditions', slug: 'skin-conditions', kind: 0, description: 'Eczema, acne, psoriasis and rashes.' },
  { name: 'Allergy medicines', slug: 'allergy-medicines', kind: 1, description: 'Antihistamines, sprays and drops.', usedBy: ['Allergy treatments', 'Allergy relief options'] },
  { name: 'Quitting smoking', slug: 'quitting-smoking', kind: 1, description: 'Nicotine replacement and support.' },
  { name: 'Healthy living', slug: 'healthy-living', kind: 3, description: 'Sleep, vitamins and everyday wellbeing.', usedBy: ['Vitamin D in winter', 'Sleeping better'] },
  { name: 'Medicines explained', slug: 'medicines-explained', kind: 3, description: 'How common medicines work.' },
  { name: 'Aches and pains', slug: 'aches-and-pains', kind: 4, description: 'Headaches, sore throats and other pains.', usedBy: ['Headache', 'Sore throat'] },
  { name: 'Eyes and ears', slug: 'eyes-and-ears', kind: 4, description: 'Itchy eyes, earache and more.' },
  { name: 'Seasonal campaigns', slug: 'seasonal-campaigns', kind: null, description: 'Any kind of content for a season’s campaign.' },
];

const CONTENT_TYPES = [
  { name: 'Guide', slug: 'guide', description: 'A long read that explains a condition or treatment from start to finish.' },
  { name: 'How-to', slug: 'how-to', description: 'Steps to do one thing, such as using an inhaler.' },
  { name: 'FAQ', slug: 'faq', description: 'Short answers to common questions.' },
  { name: 'News', slug: 'news', description: 'Something new: a product recall, new guidance, a season starting.' },
  { name: 'Checklist', slug: 'checklist', description: 'A list to tick off, such as a travel health kit.' },
  { name: 'Explainer', slug: 'explainer', description: 'What a medicine or test is and how it works.' },
];

type HostedVideo = Omit<VideoInput, 'slug' | 'file'>;

const HOSTED_VIDEOS: readonly HostedVideo[] = [
  { title: 'Using a nasal spray the right way', region: 'gb', provider: 'youtube', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', duration_seconds: 154, status: 'published', transcript: 'Shake the bottle. Tilt your head forward slightly and spray into each nostril, pointing away from the middle.' },
  { title: 'Hay fever in two minutes', region: 'gb', provider: 'vimeo', url: 'https://vimeo.com/76979871', duration_seconds: 121, status: 'published' },
  { title: 'Winter wellness tips', region: 'gb', provider: 'youtube', url: 'https://youtu.be/ScMzIvxBSi4', duration_seconds: 240, status: 'draft' },
  { title: 'Allergy season survival tips', region: 'us', provider: 'youtube', url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw', duration_seconds: 19, status: 'published' },
  { title: 'Reading a Drug Facts label', region: 'us', provider: 'vimeo', url: 'https://player.vimeo.com/video/148751763', duration_seconds: 305, status: 'published', transcript: 'Every over-the-counter medicine has a Drug Facts label. Start with the active ingredient.' },
  { title: 'Old flu season message', region: 'us', provider: 'vimeo', url: 'https://vimeo.com/22439234', duration_seconds: 95, status: 'archived' },
];

/** Uploaded videos: their mp4 is the file library's seed clip (sandbox/files-seed.ts). */
const UPLOADED_VIDEOS: readonly Omit<HostedVideo, 'provider' | 'url'>[] = [
  { title: 'How to check your blood pressure at home', region: 'gb', duration_seconds: 3, status: 'published', transcript: 'Sit quietly for five minutes before you start.' },
  { title: 'Stretches for a stiff back', region: 'us', duration_seconds: 3, status: 'draft' },
];

export const SEED_VIDEO_FILENAME = 'pharmacist-demo-clip.mp4';

const TIPS: readonly (Omit<TipInput, 'condition_id'> & { condition?: string })[] = [
  { title: 'Check the pollen count before you go out', body: 'On high-pollen days, take your antihistamine before you leave, wear wraparound sunglasses and keep car windows closed.', region: 'gb', status: 'published', condition: 'Hay fever', show_consultation_cta: true, published_at: '2025-04-01' },
  { title: 'Shower and change after being outdoors', body: 'Pollen sticks to hair and clothes. A quick shower and a change of clothes keeps it out of your bed.', region: 'gb', status: 'published', condition: 'Hay fever', show_consultation_cta: false, published_at: '2025-04-08' },
  { title: 'Rest, fluids and time', body: 'Most colds clear up in a week to ten days. Drink plenty, rest, and use paracetamol for aches if you need it.', region: 'gb', status: 'draft', condition: 'Cold and flu', show_consultation_cta: true },
  { title: 'Keep windows closed on high-pollen days', body: 'Pollen counts peak in the early morning and evening; keep windows closed then and run the air conditioning instead.', region: 'us', status: 'published', condition: 'Seasonal allergies', show_consultation_cta: true, published_at: '2025-03-20' },
  { title: 'Wash your hands often', body: 'Washing for 20 seconds with soap is one of the best ways to stop colds spreading.', region: 'us', status: 'published', condition: 'Common cold', show_consultation_cta: false, published_at: '2025-01-15' },
  { title: 'Take vitamin D in the winter months', body: 'From October to March most people do not get enough sunlight to make vitamin D. A daily 10 microgram supplement helps.', region: 'gb', status: 'archived', show_consultation_cta: false },
];

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Categories, content types, hosted videos and tips; run after the content seed, whose records they use. */
export function seedContentSide(store: CatalogueStore, clock: number): void {
  let tick = 0;
  const stamp = () => {
    tick += 1;
    const at = new Date(clock + tick * 11 * 60_000).toISOString();
    return { created_at: at, updated_at: at };
  };
  const content = store.all('content');
  const contentId = (title: string, region?: Region) => content.find((c) => c.title === title && (!region || c.region === region))?.id;

  for (const { usedBy = [], ...category } of CATEGORIES) {
    const { id } = store.insert('content-categories', { ...contentCategorySchema.parse(category), ...stamp() });
    for (const record of content.filter((c) => usedBy.includes(String(c.title)))) {
      const { id: recordId, ...data } = store.find('content', record.id)!;
      store.update('content', recordId, { ...data, category_id: id });
    }
  }
  for (const type of CONTENT_TYPES) store.insert('content-types', { ...contentTypeSchema.parse(type), ...stamp() });
  for (const video of HOSTED_VIDEOS) store.insert('videos', { ...videoSchema.parse({ ...video, slug: slug(video.title) }), ...stamp() });
  for (const { condition, ...tip } of TIPS) {
    const data = tipSchema.parse({ ...tip, condition_id: condition ? contentId(condition, tip.region) : null });
    store.insert('tips', { ...data, ...stamp() });
  }
}

/** The uploaded videos, once the file library holds their clip; does nothing when they are there already. */
export function seedUploadedVideos(db: SandboxDb): void {
  const clock = Date.UTC(2026, 0, 3, 9, 0, 0);
  const file = db.prepare<[string], { id: number }>('SELECT id FROM files WHERE filename = ?').get(SEED_VIDEO_FILENAME);
  const store = createCatalogueStore(db);
  if (!file || store.all('videos').some((video) => video.provider === 'upload')) return;
  UPLOADED_VIDEOS.forEach((video, index) => {
    const at = new Date(clock + index * 60_000).toISOString();
    const data = videoSchema.parse({ ...video, slug: slug(video.title), provider: 'upload', url: null, file: file.id });
    store.insert('videos', { ...data, created_at: at, updated_at: at });
  });
}
