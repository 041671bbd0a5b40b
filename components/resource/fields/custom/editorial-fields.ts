// The content studio's fields (blocks, equivalents, reviewer, consultation call to action): one chunk,
// as the content form draws most of them at once (registry.ts).
export { BlocksField } from './blocks-field';
export { ConsultationCtaField } from './consultation-cta-field';
export { EquivalentField } from './equivalent-field';
export { ReviewerField } from '@/components/people/reviewer-field';
