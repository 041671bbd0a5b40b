// The unsaved forms kept in this browser: each draft is the form's changed fields, sealed with
// AES-GCM under the user's key from the BFF (GET /api/drafts/key), in localStorage (draft-slots.ts) with
// only its time in the clear. Another person at this browser has another key, so another owner tag and
// nothing they can decrypt. A draft is kept 7 days, and a user keeps at most 50 (the oldest dropped).
//
// localStorage rather than IndexedDB: a draft is a few kilobytes of text, 50 of them fit well within the
// origin's quota; its synchronous calls make a read-prune-write one step no other tab can interleave, and
// it needs no schema, versioning or open-database handshake (nor a polyfill in the unit tests). Loaded on
// demand (a form's first focus or press, or a kept draft of the form's record), never with a page.

import { DRAFT_SLOT_PREFIX, draftSlot } from './draft-slots';

export const DRAFT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const DRAFTS_PER_USER = 50;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface DraftOptions {
  storage?: DraftStorage;
  /** The time now, in ms. */
  now?: number;
}

/** A draft as read back: when it was kept, and the form's changed fields by name. */
export interface KeptDraft {
  savedAt: number;
  values: Record<string, unknown>;
}

/** What a slot holds: the time, the IV and the ciphertext (base64). */
interface Envelope {
  v: 1;
  at: number;
  iv: string;
  ct: string;
}

interface DraftKey {
  key: CryptoKey;
  /** An opaque tag of the key (part of its SHA-256): the slots of its drafts, never the user id. */
  owner: string;
}

const keys = new Map<string, Promise<DraftKey>>();

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The AES-GCM key and owner tag of a raw key (base64url) from the BFF; imported once per page. */
function draftKey(rawKey: string): Promise<DraftKey> {
  let found = keys.get(rawKey);
  if (!found) {
    const bytes = fromBase64(rawKey);
    found = Promise.all([
      crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']),
      crypto.subtle.digest('SHA-256', bytes),
    ]).then(([key, digest]) => ({ key, owner: [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('') }));
    keys.set(rawKey, found);
  }
  return found;
}

function readEnvelope(text: string | null): Envelope | null {
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as Partial<Envelope> | null;
    return parsed?.v === 1 && typeof parsed.at === 'number' && typeof parsed.iv === 'string' && typeof parsed.ct === 'string' ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
}

/** Every draft slot here with its envelope (null when unreadable), any owner's. */
function slots(storage: DraftStorage): { slot: string; envelope: Envelope | null }[] {
  const found: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const slot = storage.key(index);
    if (slot?.startsWith(DRAFT_SLOT_PREFIX)) found.push(slot);
  }
  return found.map((slot) => ({ slot, envelope: readEnvelope(storage.getItem(slot)) }));
}

/** Drops every draft here past its 7 days, or not a draft at all, whoever's it is. */
export function pruneDrafts({ storage = localStorage, now = Date.now() }: DraftOptions = {}): void {
  try {
    for (const { slot, envelope } of slots(storage)) {
      if (!envelope || now - envelope.at > DRAFT_LIFETIME_MS) storage.removeItem(slot);
    }
  } catch {
    // Storage refused: nothing is kept, nothing to prune.
  }
}

/** The owner's drafts, oldest first. */
function ownDrafts(storage: DraftStorage, owner: string) {
  const prefix = `${DRAFT_SLOT_PREFIX}${owner}:`;
  return slots(storage)
    .filter((entry): entry is { slot: string; envelope: Envelope } => entry.slot.startsWith(prefix) && entry.envelope !== null)
    .sort((a, b) => a.envelope.at - b.envelope.at);
}

/**
 * Keeps `values` (the form's changed fields, as JSON) as the user's draft of `record`, replacing the one
 * before; then drops the user's oldest drafts beyond 50. When storage is full, the user's oldest drafts make
 * room, one at a time; false when it still could not be kept.
 */
export async function keepDraft(rawKey: string, record: string, values: Record<string, unknown>, { storage = localStorage, now = Date.now() }: DraftOptions = {}): Promise<boolean> {
  const { key, owner } = await draftKey(rawKey);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  // The record is authenticated with the text, so a draft moved to another record's slot does not open.
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(record) }, key, new TextEncoder().encode(JSON.stringify(values)));
  const envelope: Envelope = { v: 1, at: now, iv: toBase64(iv), ct: toBase64(new Uint8Array(sealed)) };
  const slot = draftSlot(owner, record);
  try {
    for (;;) {
      try {
        storage.setItem(slot, JSON.stringify(envelope));
        break;
      } catch (error) {
        const oldest = ownDrafts(storage, owner).find((entry) => entry.slot !== slot);
        if (!oldest) throw error;
        storage.removeItem(oldest.slot);
      }
    }
    for (const { slot: dropped } of ownDrafts(storage, owner).slice(0, -DRAFTS_PER_USER)) storage.removeItem(dropped);
    return true;
  } catch {
    return false;
  }
}

/** The user's draft of `record`, or null: none, past its 7 days (then dropped), or not theirs to open. */
export async function readDraft(rawKey: string, record: string, { storage = localStorage, now = Date.now() }: DraftOptions = {}): Promise<KeptDraft | null> {
  const { key, owner } = await draftKey(rawKey);
  let envelope: Envelope | null;
  try {
    pruneDrafts({ storage, now });
    envelope = readEnvelope(storage.getItem(draftSlot(owner, record)));
  } catch {
    return null;
  }
  if (!envelope) return null;
  try {
    const opened = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(envelope.iv), additionalData: new TextEncoder().encode(record) }, key, fromBase64(envelope.ct));
    const values: unknown = JSON.parse(new TextDecoder().decode(opened));
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
    return { savedAt: envelope.at, values: values as Record<string, unknown> };
  } catch {
    return null;
  }
}

/** Removes the user's draft of `record` (saved, discarded, or typed back to what was loaded). */
export async function dropDraft(rawKey: string, record: string, { storage = localStorage }: Pick<DraftOptions, 'storage'> = {}): Promise<void> {
  const { owner } = await draftKey(rawKey);
  try {
    storage.removeItem(draftSlot(owner, record));
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** Whether a value survives JSON unchanged: files picked for upload (Blob) and functions do not, so are not kept. */
function isSerializable(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isSerializable);
  if (typeof value === 'object') {
    const prototype = Object.getPrototypeOf(value) as unknown;
    return (prototype === Object.prototype || prototype === null) && Object.values(value).every(isSerializable);
  }
  return false;
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `values` that differ from `base` (what the form loaded) and can be kept as JSON. */
export function changedValues(values: Readonly<Record<string, unknown>>, base: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!sameValue(value, base[name]) && isSerializable(value ?? null)) changed[name] = value;
  }
  return changed;
}
