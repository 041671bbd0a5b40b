// Message linking (anchor ids), the conversation update body, and the conversation feedback status graph.
import { stepsFrom, findStep } from '@/lib/resources/workflow';
import { conversationFeedbacksResource } from '../conversation-feedbacks/definition';
import { conversationUpdateSchema, messageAnchor, messageHref, messageIdFromHash } from './definition';
import { fillRowLink } from '@/components/resource/list/row-link';

describe('message links', () => {
  it('round-trips a message id through its anchor and link', () => {
    expect(messageAnchor(42)).toBe('message-42');
    expect(messageHref(7, 42)).toBe('/conversations/7#message-42');
    expect(messageIdFromHash('#message-42')).toBe(42);
    expect(messageIdFromHash('message-42')).toBe(42);
  });

  it('ignores any other hash', () => {
    for (const hash of ['', '#', '#message-', '#message-0', '#message-01', '#message-12x', '#other-12', '#message-99999999999999999']) {
      expect(messageIdFromHash(hash)).toBeNull();
    }
  });

  it('makes the feedback row open the rated message in its thread', () => {
    expect(fillRowLink(conversationFeedbacksResource.rowLink!, { id: 3, conversation_id: 7, message_id: 42 })).toBe('/conversations/7#message-42');
  });
});

describe('conversation update body', () => {
  it('needs a reason to flag and drops it otherwise', () => {
    const refused = conversationUpdateSchema.safeParse({ status: 'flagged', flag_reason: ' ' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].path).toEqual(['flag_reason']);
    expect(conversationUpdateSchema.parse({ status: 'flagged', flag_reason: ' Unsafe ' })).toEqual({ status: 'flagged', flag_reason: 'Unsafe' });
    expect(conversationUpdateSchema.parse({ status: 'closed', flag_reason: 'old' })).toEqual({ status: 'closed', flag_reason: null });
    expect(conversationUpdateSchema.safeParse({ status: 'archived' }).success).toBe(false);
  });
});

describe('conversation feedback status graph', () => {
  const workflow = conversationFeedbacksResource.workflow!;
  const targets = (status: string) => stepsFrom(workflow, status).map((step) => step.to);

  it('goes new → reviewed → actioned, and reviewed back to new', () => {
    expect(targets('new')).toEqual(['reviewed']);
    expect(targets('reviewed')).toEqual(['actioned', 'new']);
    expect(targets('actioned')).toEqual([]);
  });

  it('has no shortcut from new to actioned nor back from actioned', () => {
    expect(findStep(workflow, 'new', 'actioned')).toBeUndefined();
    expect(findStep(workflow, 'actioned', 'reviewed')).toBeUndefined();
  });
});
