// The text fields with a character count (tips' counted text, the SEO fields' soft limits): one small
// chunk, loaded by the few forms that draw them (areas/custom-fields.ts).
export { CountedTextField } from './counted-text-field';
export { SoftLengthField } from './soft-length-field';
