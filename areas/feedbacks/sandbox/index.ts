// The site feedbacks' part of the stand-in API (sandbox/area.ts): only their demo data. Feedbacks come
// from the storefront; the console moves their status, which the generic workflow route serves.
import type { SandboxArea } from '@/sandbox/area';
import { generator } from '@/sandbox/random';
import { seedFeedbacks } from './seed';

export const feedbacksSandbox: SandboxArea = {
  name: 'feedbacks',
  // A generator of their own, so a change to another area's draws does not reshuffle every feedback.
  seed: ({ store, catalogueEndsAt }) => seedFeedbacks(store, generator(20_260_106), catalogueEndsAt),
};
