// The reviewer switch and the consultation call to action: one small chunk of the editorial forms'
// fields (registry.ts).
export { ConsultationCtaField } from './consultation-cta-field';
export { ReviewerField } from '@/components/people/reviewer-field';
