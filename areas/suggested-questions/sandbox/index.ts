// The suggested questions' part of the stand-in API (sandbox/area.ts): the demo questions of both
// regions, every fifth inactive. The generic REST serves the rest from the definition alone.
import { suggestedQuestionSchema } from '@/areas/suggested-questions/definition';
import type { Region } from '@/lib/resources/types';
import type { SandboxArea } from '@/sandbox/area';

const QUESTIONS: { text: string; region: Region }[] = [
  { text: 'How many paracetamol can I take in a day?', region: 'gb' },
  { text: 'Can I take ibuprofen with paracetamol?', region: 'gb' },
  { text: 'What helps hay fever at night?', region: 'gb' },
  { text: 'Should I take vitamin D in winter?', region: 'gb' },
  { text: 'Which antihistamine is non-drowsy?', region: 'gb' },
  { text: 'How do I soothe a sore throat quickly?', region: 'gb' },
  { text: 'Is acetaminophen the same as paracetamol?', region: 'us' },
  { text: 'How long does loratadine take to work?', region: 'us' },
  { text: 'Can melatonin help with jet lag?', region: 'us' },
  { text: 'What is the best way to stop smoking?', region: 'us' },
  { text: 'How much vitamin B12 do I need?', region: 'us' },
  { text: 'When should I see a doctor for a cough?', region: 'us' },
];

export const suggestedQuestionsSandbox: SandboxArea = {
  name: 'suggested-questions',
  seed({ store, catalogue }) {
    QUESTIONS.forEach((question, position) => {
      const data = suggestedQuestionSchema.parse({ ...question, status: position % 5 === 4 ? 'inactive' : 'active', position });
      store.insert('suggested-questions', { ...data, ...catalogue.next() });
    });
  },
};
