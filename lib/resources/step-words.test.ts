import { countedNoun, staleStatusReason, staleStepSentence, stepDone, stepQuestion } from './step-words';

describe('stepQuestion', () => {
  it.each([
    ['Publish', 'this content', 'content', 'Publish this content?'],
    ['Mark shipped', 'this order', 'order', 'Mark this order shipped?'],
    ['Cancel order', 'this order', 'order', 'Cancel this order?'],
    ['Revoke', 'this invitation', 'invitation', 'Revoke this invitation?'],
    ['Resolve', '3 feedback items', 'feedback', 'Resolve 3 feedback items?'],
    ['Send for review', 'this content', 'content', 'Send this content for review?'],
    ['Back to draft', 'this content', 'content', 'Move this content back to draft?'],
    ['Start work', 'this feedback', 'feedback', 'Start work on this feedback?'],
  ])('reads "%s" on %s naturally', (label, what, noun, question) => {
    expect(stepQuestion(label, what, noun)).toBe(question);
  });
});

describe('countedNoun', () => {
  it('counts a noun with a plural by it, and one without as items', () => {
    expect(countedNoun(1, 'content')).toBe('this content');
    expect(countedNoun(3, 'order')).toBe('3 orders');
    expect(countedNoun(2, 'content')).toBe('2 content items');
    expect(countedNoun(2, 'feedback')).toBe('2 feedback items');
    expect(stepQuestion('Send for review', countedNoun(2, 'content'), 'content')).toBe('Send 2 content items for review?');
    expect(countedNoun('<count>', 'content')).toBe('<count> content items');
  });

  it('writes large counts with thousands separators', () => {
    expect(stepQuestion('Send for review', countedNoun(2000, 'content'), 'content')).toBe('Send 2,000 content items for review?');
    expect(countedNoun(12345, 'order')).toBe('12,345 orders');
  });
});

describe('stepDone', () => {
  it('says what every bulk step of the lists did, after a count', () => {
    expect(stepDone('Send for review')).toBe('sent for review');
    expect(stepDone('Archive')).toBe('archived');
    expect(stepDone('Back to draft')).toBe('moved back to draft');
    expect(stepDone('Mark placed')).toBe('marked placed');
    expect(stepDone('Resolve')).toBe('resolved');
    expect(stepDone('Reopen')).toBe('reopened');
    expect(stepDone('Resend')).toBe('resent');
    expect(stepDone('Unsubscribe')).toBe('unsubscribed');
  });
});

describe('staleStatusReason', () => {
  it('says what the record is now and what the change expected, and that a reload shows it', () => {
    expect(staleStatusReason('conversation', 'Flagged', 'Closed')).toBe('This conversation is now Flagged, not Closed; reload to see the latest.');
  });

  it('reads as one sentence once the screen has reloaded', () => {
    expect(staleStepSentence(staleStatusReason('order', 'Shipped', 'Processed'))).toBe('This order is now Shipped, not Processed; it has been reloaded.');
  });
});

describe('staleStepSentence', () => {
  it('makes the upstream reason and the reload one sentence, without asking for a reload already done', () => {
    expect(staleStepSentence('This order is now Shipped, not Processed; reload to see the latest.')).toBe('This order is now Shipped, not Processed; it has been reloaded.');
    expect(staleStepSentence('This feedback is now Resolved.')).toBe('This feedback is now Resolved; it has been reloaded.');
    expect(staleStepSentence('')).toBe('It was changed meanwhile and has been reloaded.');
  });
});
