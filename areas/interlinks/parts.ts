// The AI interlink reviews of content, products and bundles: their names for QA, and the AI host's answers
// the workbench relies on (docs/special-calls.md#ai-interlinks), which the BFF checks before the browser
// gets them (areas/answer-contracts.ts).
import { defineAreaParts, type AnswerSchemaOf } from '@/lib/area-parts';
import { AI_ANSWER_UNREADABLE, suggestAnswerSchema, suggestionAnswerSchema, suggestionListAnswerSchema } from './contract';
import { INTERLINK_QA_NAMES } from './qa-names';

const interlinkSchema: AnswerSchemaOf = (method, segments) => {
  if (segments[1] !== 'interlinks') return undefined;
  if (method === 'GET' && segments.length === 2) return suggestionListAnswerSchema;
  if (method === 'POST' && segments.length === 3 && segments[2] === 'suggest') return suggestAnswerSchema;
  if (method === 'PUT' && segments.length === 3) return suggestionAnswerSchema;
  return undefined;
};

export const parts = defineAreaParts({
  qaScreens: {
    '/content/ailink/:id': INTERLINK_QA_NAMES,
    '/products/ailink/:id': INTERLINK_QA_NAMES,
    '/bundles/ailink/:id': INTERLINK_QA_NAMES,
  },
  answerChecks: [{ upstream: 'ai', schemaOf: interlinkSchema, unreadable: AI_ANSWER_UNREADABLE }],
});
