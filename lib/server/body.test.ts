import { z } from 'zod';
import { readJsonBody, readTextWithin } from './body';
import { BffError } from './errors';

const schema = z.object({ name: z.string() });

function jsonRequest(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request('https://console.example.com/api/presence', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

/** A body whose sender went away after its first bytes. */
function cutBody() {
  let sent = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) controller.error(new TypeError('terminated'));
      else controller.enqueue(new TextEncoder().encode('{"name":'));
      sent = true;
    },
  });
}

async function statusOf(work: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    if (error instanceof BffError) return error.status;
    throw error;
  }
}

describe('readJsonBody', () => {
  it('answers a valid body with its fields', async () => {
    await expect(readJsonBody(jsonRequest('{"name":"Ada"}'), schema)).resolves.toEqual({ name: 'Ada' });
  });

  it('refuses another content type (415), bad JSON and bad fields (400)', async () => {
    expect(await statusOf(readJsonBody(jsonRequest('{}', { 'content-type': 'text/plain' }), schema))).toBe(415);
    expect(await statusOf(readJsonBody(jsonRequest('{"name":'), schema))).toBe(400);
    expect(await statusOf(readJsonBody(jsonRequest('{"name":1}'), schema))).toBe(400);
  });

  it('answers a body cut off on the way with 400, not a failure of the handler', async () => {
    expect(await statusOf(readJsonBody(jsonRequest(cutBody()), schema))).toBe(400);
  });
});

describe('readTextWithin', () => {
  it('refuses a body over the limit with 413, declared or not', async () => {
    expect(await statusOf(readTextWithin(jsonRequest('x'.repeat(20), { 'content-length': '20' }), 10))).toBe(413);
    expect(await statusOf(readTextWithin(jsonRequest('x'.repeat(20)), 10))).toBe(413);
    await expect(readTextWithin(jsonRequest('short'), 10)).resolves.toBe('short');
  });
});
