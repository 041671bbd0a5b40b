import { staleStepSentence, stepQuestion } from './step-words';

describe('stepQuestion', () => {
  it.each([
    ['Publish', 'this content', 'content', 'Publish this content?'],
    ['Mark shipped', 'this order', 'order', 'Mark this order shipped?'],
    ['Cancel order', 'this order', 'order', 'Cancel this order?'],
    ['Revoke', 'this invitation', 'invitation', 'Revoke this invitation?'],
    ['Resolve', '3 feedbacks', 'feedback', 'Resolve 3 feedbacks?'],
    ['Send for review', 'this content', 'content', 'Send this content for review?'],
    ['Back to draft', 'this content', 'content', 'Move this content back to draft?'],
    ['Start work', 'this feedback', 'feedback', 'Start work on this feedback?'],
  ])('reads "%s" on %s naturally', (label, what, noun, question) => {
    expect(stepQuestion(label, what, noun)).toBe(question);
  });
});

describe('staleStepSentence', () => {
  it('makes the upstream reason and the reload one sentence, without asking for a reload already done', () => {
    expect(staleStepSentence('This order is now Shipped, not Processed; reload to see the latest.')).toBe('This order is now Shipped, not Processed; it has been reloaded.');
    expect(staleStepSentence('This feedback is now Resolved.')).toBe('This feedback is now Resolved; it has been reloaded.');
    expect(staleStepSentence('')).toBe('It was changed meanwhile and has been reloaded.');
  });
});
