// Message linking (anchor ids), the conversation update body and the undo of a quick status change, and
// the conversation feedback status graph.
import { stepsFrom, findStep } from '@/lib/resources/workflow';
import { conversationFeedbacksResource } from '../conversation-feedbacks/definition';
import { conversationUndo, conversationUpdateSchema, messageAnchor, messageHref, messageIdFromHash } from './definition';
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

describe('conversation update `from`', () => {
  it('keeps the status a change started from, and leaves it out when not given', () => {
    expect(conversationUpdateSchema.parse({ status: 'closed', from: 'open' })).toEqual({ status: 'closed', flag_reason: null, from: 'open' });
    expect(conversationUpdateSchema.parse({ status: 'closed' })).not.toHaveProperty('from');
  });

  it('refuses a `from` that is no conversation status, on the field', () => {
    for (const from of ['archived', '', 'Open', 3, null]) {
      const refused = conversationUpdateSchema.safeParse({ status: 'closed', from });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]).toMatchObject({ path: ['from'], message: 'From must be one of Open, Closed, Flagged' });
    }
  });
});

describe('undo of a quick conversation status change', () => {
  it('closes again after a reopen, and reopens after a close from open', () => {
    expect(conversationUndo({ status: 'closed', flag_reason: null }, 'open')).toEqual({ status: 'closed', flag_reason: null, from: 'open' });
    expect(conversationUndo({ status: 'open', flag_reason: null }, 'closed')).toEqual({ status: 'open', flag_reason: null, from: 'closed' });
  });

  it('flags again with the same reason after an unflag or a close from flagged', () => {
    const flagged = { status: 'flagged', flag_reason: 'Suggested doubling the dose' } as const;
    expect(conversationUndo(flagged, 'open')).toEqual({ status: 'flagged', flag_reason: 'Suggested doubling the dose', from: 'open' });
    expect(conversationUndo(flagged, 'closed')).toEqual({ status: 'flagged', flag_reason: 'Suggested doubling the dose', from: 'closed' });
  });

  it('offers none for a flag, a change that changed nothing, or a way back the upstream would refuse', () => {
    expect(conversationUndo({ status: 'open', flag_reason: null }, 'flagged')).toBeNull();
    expect(conversationUndo({ status: 'closed', flag_reason: null }, 'closed')).toBeNull();
    // A flagged conversation without a reason cannot be flagged again as it was.
    expect(conversationUndo({ status: 'flagged', flag_reason: null }, 'open')).toBeNull();
    expect(conversationUndo({ status: 'flagged', flag_reason: 'x'.repeat(501) }, 'open')).toBeNull();
  });

  it('is a write the update schema accepts as it is (status.ts builds it without zod)', () => {
    const befores = [
      { status: 'open', flag_reason: null },
      { status: 'closed', flag_reason: 'left from before' },
      { status: 'flagged', flag_reason: '  Suggested doubling the dose  ' },
    ] as const;
    for (const before of befores) {
      for (const status of ['open', 'closed'] as const) {
        const back = conversationUndo(before, status);
        if (back) expect(conversationUpdateSchema.parse(back)).toEqual(back);
      }
    }
    expect(conversationUndo(befores[2], 'open')).toEqual({ status: 'flagged', flag_reason: 'Suggested doubling the dose', from: 'open' });
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
