// The browser's zod-free checks (live-types.ts) and the BFF's zod schemas (live.ts) judge every message alike.
import { isLiveChange, isLivePresence, isLiveState } from './live-types';
import { liveChangeSchema, livePresenceSchema, liveStateSchema } from './live';

const change = { resource: 'products', recordId: '12', action: 'updated', version: 4, fields: ['price'], by: { id: 1, name: 'Ada Admin' }, at: 1_700_000_000_000 };

const changes: unknown[] = [
  change,
  { ...change, version: null, fields: undefined, by: null, action: 'deleted' },
  { ...change, action: 'status_changed', status: { from: 'draft', to: 'published' } },
  { ...change, status: { from: null, to: 'open' }, version: '7' },
  { ...change, action: 'moved' },
  { ...change, resource: '' },
  { ...change, recordId: 'x'.repeat(65) },
  { ...change, recordId: 12 },
  { ...change, version: undefined },
  { ...change, version: true },
  { ...change, fields: [3] },
  { ...change, fields: ['a'.repeat(65)] },
  { ...change, fields: Array.from({ length: 201 }, () => 'f') },
  { ...change, status: { to: 1 } },
  { ...change, by: { name: 'Ada' } },
  { ...change, by: undefined },
  { ...change, at: -1 },
  { ...change, at: 1.5 },
  { ...change, at: '1' },
  null,
  'change',
  [change],
];

const presence = { resource: 'products', recordId: '12', viewers: [{ userId: 1, name: 'Ada Admin', editing: true }] };
const presences: unknown[] = [
  presence,
  { ...presence, viewers: [] },
  { ...presence, viewers: [{ userId: 'u1', name: 'Eddie', editing: false }] },
  { ...presence, viewers: [{ userId: 1, name: 'Ada' }] },
  { ...presence, viewers: [{ userId: null, name: 'Ada', editing: true }] },
  { ...presence, viewers: {} },
  { ...presence, resource: 5 },
  { viewers: [] },
  undefined,
];

const states: unknown[] = [{ state: 'live' }, { state: 'paused' }, { state: 'gone' }, {}, 'live', null];

describe('the live contract, with zod and without', () => {
  it.each(changes.map((message, index) => [index, message]))('change #%i: the same verdict', (_index, message) => {
    expect(isLiveChange(message)).toBe(liveChangeSchema.safeParse(message).success);
  });

  it.each(presences.map((message, index) => [index, message]))('presence #%i: the same verdict', (_index, message) => {
    expect(isLivePresence(message)).toBe(livePresenceSchema.safeParse(message).success);
  });

  it.each(states.map((message, index) => [index, message]))('state #%i: the same verdict', (_index, message) => {
    expect(isLiveState(message)).toBe(liveStateSchema.safeParse(message).success);
  });

  it('takes the good ones and refuses the rest', () => {
    expect(changes.filter(isLiveChange)).toHaveLength(4);
    expect(presences.filter(isLivePresence)).toHaveLength(3);
    expect(states.filter(isLiveState)).toHaveLength(2);
  });
});
