// Videos (/videos): films that content's video blocks show, hosted on YouTube or Vimeo (an address that
// must match the provider) or uploaded as an mp4 to the file library. Added and edited in a drawer over
// the list (`?video=<id>`, `?video=new`); a video a content block uses cannot be deleted
// (docs/business-rules.md#videos).
import { z } from 'zod';
import { defineResource } from '@/lib/resources/define';
import { REGION_CHOICES } from '@/lib/resources/regions';
import { optionalImageIdSchema, optionalInt, optionalText, regionSchema, requiredText, slugSchema } from '@/lib/resources/schema-parts';
import type { OptionChoice } from '@/lib/resources/types';

export const VIDEO_PROVIDERS = ['youtube', 'vimeo', 'upload'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

export const VIDEO_PROVIDER_CHOICES: readonly OptionChoice[] = [
  { value: 'youtube', label: 'YouTube' },
  { value: 'vimeo', label: 'Vimeo' },
  { value: 'upload', label: 'Uploaded file' },
];

export const VIDEO_STATUS_CHOICES: readonly OptionChoice[] = [
  { value: 'draft', label: 'Draft', colour: 'gray' },
  { value: 'published', label: 'Published', colour: 'green' },
  { value: 'archived', label: 'Archived', colour: 'purple' },
];

/** The addresses each hosted provider's videos have: a watch, short, embed or player link with the video's id. */
const PROVIDER_URLS: Record<Exclude<VideoProvider, 'upload'>, { pattern: RegExp; example: string }> = {
  youtube: {
    pattern: /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)[A-Za-z0-9_-]{11}(?:[?&#][^\s]*)?$/,
    example: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  },
  vimeo: {
    pattern: /^https:\/\/(?:www\.)?(?:vimeo\.com\/|player\.vimeo\.com\/video\/)\d{6,12}(?:[/?#][^\s]*)?$/,
    example: 'https://vimeo.com/76979871',
  },
};

/** What is wrong with a hosted video's address for its provider, or null when it matches. */
export function videoUrlProblem(provider: VideoProvider, url: string | null): string | null {
  if (provider === 'upload') return null;
  const { pattern, example } = PROVIDER_URLS[provider];
  const name = VIDEO_PROVIDER_CHOICES.find((choice) => choice.value === provider)!.label;
  if (!url) return `A ${name} video needs its address`;
  return pattern.test(url) ? null : `Not a ${name} video address (like ${example})`;
}

const optionalFileId = (label: string) => z.number({ error: `${label} must be a file` }).int().positive().nullish().transform((v) => v ?? null);

export const videoSchema = z
  .object({
    title: requiredText('Title', 120),
    slug: slugSchema,
    region: regionSchema,
    provider: z.enum(VIDEO_PROVIDERS, { error: 'Pick a provider' }),
    url: optionalText('Address', 500),
    file: optionalFileId('Video file'),
    thumbnail: optionalImageIdSchema,
    duration_seconds: optionalInt('Duration', 1, 86_400),
    transcript: optionalText('Transcript', 20_000),
    transcript_file: optionalFileId('Transcript file'),
    status: z.enum(['draft', 'published', 'archived'], { error: 'Pick a status' }),
  })
  // Only the source the provider uses is kept: switching from Upload to YouTube drops the file rather than
  // refusing the save over a field the form no longer shows.
  .transform((video) => ({ ...video, url: video.provider === 'upload' ? null : video.url, file: video.provider === 'upload' ? video.file : null }))
  .superRefine((video, ctx) => {
    const urlProblem = videoUrlProblem(video.provider, video.url);
    if (urlProblem) ctx.addIssue({ code: 'custom', path: ['url'], message: urlProblem });
    if (video.provider === 'upload' && video.file === null) {
      ctx.addIssue({ code: 'custom', path: ['file'], message: 'Pick or upload the mp4 file' });
    }
    if (video.transcript && video.transcript_file !== null) {
      ctx.addIssue({ code: 'custom', path: ['transcript_file'], message: 'Give the transcript as text or as a .vtt file, not both' });
    }
  });

export type VideoInput = z.input<typeof videoSchema>;
export type Video = z.output<typeof videoSchema>;

export const videosResource = defineResource({
  resource: 'videos',
  singular: 'Video',
  schema: videoSchema,
  deleteConsequence: 'A video that a content block shows cannot be deleted.',
  regionField: 'region',
  fields: [
    { type: 'string', name: 'title', label: 'Title', required: true, maxLength: 120 },
    { type: 'string', name: 'slug', label: 'Slug', required: true, component: 'slug', help: 'Unique in its region' },
    { type: 'option', name: 'region', label: 'Region', required: true, options: REGION_CHOICES },
    { type: 'option', name: 'provider', label: 'Provider', required: true, options: VIDEO_PROVIDER_CHOICES },
    { type: 'string', name: 'url', label: 'Video address', format: 'url', help: 'The YouTube or Vimeo link', placeholder: 'https://www.youtube.com/watch?v=…' },
    { type: 'collection', name: 'file', label: 'Video file', resource: 'files', labelField: 'filename', accept: 'video', component: 'file-picker', help: 'An mp4 from the file library', onDelete: 'refuse' },
    { type: 'collection', name: 'thumbnail', label: 'Thumbnail', resource: 'files', labelField: 'filename', accept: 'image', component: 'file-picker', onDelete: 'refuse' },
    { type: 'number', name: 'duration_seconds', label: 'Duration (seconds)', format: 'integer', min: 1, max: 86_400 },
    { type: 'string', name: 'transcript', label: 'Transcript', format: 'textarea', maxLength: 20_000 },
    { type: 'collection', name: 'transcript_file', label: 'Transcript file (.vtt)', resource: 'files', labelField: 'filename', accept: 'document', component: 'file-picker', onDelete: 'refuse' },
    { type: 'option', name: 'status', label: 'Status', required: true, options: VIDEO_STATUS_CHOICES },
  ],
  columns: [
    { field: 'title', label: 'Title', sortable: true },
    { field: 'provider', label: 'Provider', format: 'option' },
    { field: 'region', label: 'Region', format: 'option' },
    { field: 'duration_seconds', label: 'Seconds', sortable: true, format: 'number', isNumeric: true },
    { field: 'status', label: 'Status', format: 'badge' },
    { field: 'updated_at', label: 'Updated', sortable: true, format: 'datetime' },
  ],
  searchFields: ['title', 'slug'],
  quantities: ['duration_seconds'],
  defaultSort: { field: 'updated_at', order: 'desc' },
  filters: [
    { field: 'region', label: 'Region', options: REGION_CHOICES },
    { field: 'provider', label: 'Provider', options: VIDEO_PROVIDER_CHOICES },
    { field: 'status', label: 'Status', options: VIDEO_STATUS_CHOICES },
  ],
  defaults: {
    title: '',
    slug: '',
    region: 'gb',
    provider: 'youtube',
    url: null,
    file: null,
    thumbnail: null,
    duration_seconds: null,
    transcript: null,
    transcript_file: null,
    status: 'draft',
  },
  detail: {
    titleField: 'title',
    sections: [
      { title: 'Video', fields: ['title', 'slug', 'region', 'status'] },
      { title: 'Source', fields: ['provider', 'url', 'file', 'thumbnail', 'duration_seconds'] },
      { title: 'Transcript', fields: ['transcript', 'transcript_file'] },
    ],
  },
});
