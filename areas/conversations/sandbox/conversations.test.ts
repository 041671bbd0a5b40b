/** @jest-environment node */
// The sandbox's conversation calls over real HTTP: the seeded list (every status, both regions, one of
// 1,000 messages), a thread's messages and ratings, flag/unflag/close/reopen with the 422 for a flag
// without reason, a change refused (409) when it started `from` a status the conversation has left, and the
// feedback status graph new → reviewed → actioned, reviewed → new.
import { CONVERSATION_SEED_COUNT, HOSTILE_CONVERSATION_TITLE, LONG_CONVERSATION_TITLE } from './seed';
import { testSandbox } from '@/sandbox/test-harness';

type Row = { id: number } & Record<string, unknown>;

const { call, data } = testSandbox({ signedInAs: 'editor@example.com' });

describe('conversation calls (as an editor)', () => {
  it('lists the seeded conversations in every status and both regions, newest last message first', async () => {
    const page = await data<{ records: Row[]; total: number }>('GET', '/v1/conversations?limit=100');
    expect(page.total).toBe(CONVERSATION_SEED_COUNT);
    expect(new Set(page.records.map((r) => r.status))).toEqual(new Set(['open', 'closed', 'flagged']));
    expect(new Set(page.records.map((r) => r.region))).toEqual(new Set(['gb', 'us']));
    const times = page.records.map((r) => String(r.last_message_at));
    expect(times).toEqual([...times].sort().reverse());
    const long = page.records.find((r) => r.title === LONG_CONVERSATION_TITLE)!;
    expect(long.message_count).toBe(1000);
    expect(page.records.filter((r) => Number(r.message_count) >= 200)).toHaveLength(4);
    const flagged = await data<{ records: Row[] }>('GET', '/v1/conversations?status=flagged&has_down_rating=yes');
    expect(flagged.records.length).toBeGreaterThan(0);
  });

  it('filters by the day of the last message, both ends included', async () => {
    const newest = (await data<{ records: Row[] }>('GET', '/v1/conversations?limit=1')).records[0];
    const day = String(newest.last_message_at).slice(0, 10);
    const sameDay = await data<{ records: Row[]; total: number }>('GET', `/v1/conversations?limit=100&from=${day}&to=${day}`);
    expect(sameDay.records.map((r) => r.id)).toContain(newest.id);
    expect(sameDay.records.every((r) => String(r.last_message_at).startsWith(day))).toBe(true);
    expect(sameDay.total).toBeLessThan(CONVERSATION_SEED_COUNT);
    expect((await call('GET', '/v1/conversations?from=2025-02-10&to=2025-02-01')).status).toBe(422);
  });

  it('answers a thread with its messages in order and its ratings, and the hostile one as stored text', async () => {
    const page = await data<{ records: Row[] }>('GET', '/v1/conversations?limit=100');
    const long = page.records.find((r) => r.title === LONG_CONVERSATION_TITLE)!;
    const thread = await data<{ messages: Row[]; feedbacks: Row[] }>('GET', `/v1/conversations/${long.id}/messages`);
    expect(thread.messages).toHaveLength(1000);
    expect(thread.messages[0].role).toBe('user');
    expect(thread.messages[1].role).toBe('assistant');
    const hostile = page.records.find((r) => r.title === HOSTILE_CONVERSATION_TITLE)!;
    const hostileThread = await data<{ messages: Row[] }>('GET', `/v1/conversations/${hostile.id}/messages`);
    expect(hostileThread.messages.some((m) => String(m.content).includes('<script>'))).toBe(true);
    expect((await call('GET', '/v1/conversations/999999/messages')).status).toBe(404);
  });

  it('seeds a rating of every reason and status', async () => {
    const page = await data<{ records: Row[]; total: number }>('GET', '/v1/conversation-feedbacks?limit=100');
    const reasons = new Set(page.records.map((r) => r.reason));
    for (const reason of ['incorrect', 'unsafe', 'not_helpful', 'unclear', 'off_topic', 'other', 'helpful', 'clear', 'accurate']) expect(reasons).toContain(reason);
    expect(new Set(page.records.map((r) => r.status))).toEqual(new Set(['new', 'reviewed', 'actioned']));
  });

  it('flags with a reason, refuses a flag without one, unflags, closes and reopens', async () => {
    const open = (await data<{ records: Row[] }>('GET', '/v1/conversations?status=open')).records[0];
    const refused = await call('PUT', `/v1/conversations/${open.id}`, { status: 'flagged', flag_reason: '  ' });
    expect(refused.status).toBe(422);
    expect(JSON.parse(refused.text).errors.flag_reason).toBe('Give a reason for the flag');
    const flagged = await data<Row>('PUT', `/v1/conversations/${open.id}`, { status: 'flagged', flag_reason: 'Unsafe dose' });
    expect(flagged).toMatchObject({ status: 'flagged', flag_reason: 'Unsafe dose', safety_flag: 'yes', title: open.title });
    const unflagged = await data<Row>('PUT', `/v1/conversations/${open.id}`, { status: 'open', flag_reason: 'ignored' });
    expect(unflagged).toMatchObject({ status: 'open', flag_reason: null });
    expect((await data<Row>('PUT', `/v1/conversations/${open.id}`, { status: 'closed' })).status).toBe('closed');
    expect((await data<Row>('PUT', `/v1/conversations/${open.id}`, { status: 'open' })).status).toBe('open');
  });

  it('applies a change whose `from` is the stored status, and one without `from` as before', async () => {
    const open = (await data<{ records: Row[] }>('GET', '/v1/conversations?status=open')).records[1];
    expect(await data<Row>('PUT', `/v1/conversations/${open.id}`, { status: 'closed', from: 'open' })).toMatchObject({ status: 'closed', flag_reason: null });
    const flagged = await data<Row>('PUT', `/v1/conversations/${open.id}`, { status: 'flagged', flag_reason: 'Dose advice', from: 'closed' });
    expect(flagged).toMatchObject({ status: 'flagged', flag_reason: 'Dose advice', safety_flag: 'yes' });
    // Without `from`, a change applies whatever the status (the old behaviour).
    expect(await data<Row>('PUT', `/v1/conversations/${open.id}`, { status: 'open' })).toMatchObject({ status: 'open', flag_reason: null });
  });

  it('refuses a change from a status the conversation has left with 409 and a sentence, leaving it alone', async () => {
    const flagged = (await data<{ records: Row[] }>('GET', '/v1/conversations?status=flagged')).records[0];
    const refused = await call('PUT', `/v1/conversations/${flagged.id}`, { status: 'open', from: 'closed' });
    expect(refused).toEqual({ status: 409, text: 'This conversation is now Flagged, not Closed; reload to see the latest.' });
    expect(await data<Row>('GET', `/v1/conversations/${flagged.id}`)).toMatchObject({ status: 'flagged', flag_reason: flagged.flag_reason, updated_at: flagged.updated_at });
  });

  it('answers 422 for a `from` that is no conversation status', async () => {
    const open = (await data<{ records: Row[] }>('GET', '/v1/conversations?status=open')).records[0];
    for (const from of ['archived', '', 7, null]) {
      const refused = await call('PUT', `/v1/conversations/${open.id}`, { status: 'closed', from });
      expect(refused.status).toBe(422);
      expect(JSON.parse(refused.text)).toEqual({ message: 'From must be one of Open, Closed, Flagged', errors: { from: 'From must be one of Open, Closed, Flagged' } });
    }
    expect((await data<Row>('GET', `/v1/conversations/${open.id}`)).status).toBe('open');
  });

  it('moves a rating new → reviewed → new → reviewed → actioned and refuses new → actioned', async () => {
    const fresh = (await data<{ records: Row[] }>('GET', '/v1/conversation-feedbacks?status=new')).records[0];
    expect((await call('POST', `/v1/conversation-feedbacks/${fresh.id}/status`, { from: 'new', to: 'actioned' })).status).toBe(409);
    for (const [from, to] of [['new', 'reviewed'], ['reviewed', 'new'], ['new', 'reviewed'], ['reviewed', 'actioned']]) {
      expect((await data<Row>('POST', `/v1/conversation-feedbacks/${fresh.id}/status`, { from, to })).status).toBe(to);
    }
    expect((await call('POST', `/v1/conversation-feedbacks/${fresh.id}/status`, { from: 'reviewed', to: 'new' })).status).toBe(409);
  });
});
