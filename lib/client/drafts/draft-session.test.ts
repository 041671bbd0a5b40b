/** @jest-environment jsdom */
// One visit of a form that keeps drafts: keeps what is typed, offers a kept draft only to its author and
// only where it differs, restores or discards it, and drops it on save; what is typed last is what is kept,
// while a draft is offered and while the key is not there yet.
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import { act, waitFor } from '@testing-library/react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { DRAFT_SLOT_PREFIX } from './draft-slots';
import { openDraftSession, type DraftOffer } from './draft-session';
import { keepDraft, readDraft } from './draft-store';

Object.assign(globalThis, { TextEncoder, TextDecoder });
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const KEYS = { admin: Buffer.alloc(32, 1).toString('base64url'), editor: Buffer.alloc(32, 2).toString('base64url') };
let signedIn: keyof typeof KEYS | null = 'admin';
/** Key calls still to fail before they answer again (a refresh under way, a blip). */
let failingKeyCalls = 0;

beforeEach(() => {
  localStorage.clear();
  signedIn = 'admin';
  failingKeyCalls = 0;
  // jsdom has no Response: the key call's answer as apiFetch reads it (401 once signed out).
  globalThis.fetch = jest.fn(async () => {
    if (failingKeyCalls > 0) {
      failingKeyCalls -= 1;
      throw new TypeError('Failed to fetch');
    }
    const body = JSON.stringify(signedIn ? { key: KEYS[signedIn] } : { message: 'Your session has ended.' });
    const status = signedIn ? 200 : 401;
    return { ok: status === 200, status, headers: new Headers({ 'content-type': 'application/json' }), json: async () => JSON.parse(body), text: async () => body };
  }) as unknown as typeof fetch;
});

/** The parts of a react-hook-form form a session uses, over plain values. */
function fakeForm(loaded: FieldValues) {
  let values = { ...loaded };
  const listeners = new Set<(values: FieldValues, info: { name?: string }) => void>();
  const form = {
    formState: { defaultValues: loaded },
    getValues: (name?: string) => (name ? values[name] : values),
    setValue: (name: string, value: unknown) => {
      values = { ...values, [name]: value };
      for (const listener of listeners) listener(values, { name });
    },
    watch: (listener: (values: FieldValues, info: { name?: string }) => void) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
  };
  return form as unknown as UseFormReturn<FieldValues> & { setValue: (name: string, value: unknown) => void };
}

const slots = () => Object.keys(localStorage).filter((slot) => slot.startsWith(DRAFT_SLOT_PREFIX));

describe('a draft session', () => {
  it('keeps what is typed, and nothing once it is saved', async () => {
    const form = fakeForm({ name: 'Balm', price: 3 });
    const session = openDraftSession(form, 'products/5', () => {});
    form.setValue('name', 'Balm 30 ml');
    await waitFor(() => expect(slots()).toHaveLength(1));
    session.clear();
    await waitFor(() => expect(slots()).toHaveLength(0));
    session.close();
  });

  it('offers the author’s draft where it differs, keeps what is typed meanwhile in its place, and restores it', async () => {
    await keepDraft(KEYS.admin, 'products/5', { name: 'Kept name', price: 3 });
    const form = fakeForm({ name: 'Balm', price: 3 });
    let offer: DraftOffer | null = null;
    const session = openDraftSession(form, 'products/5', (next) => (offer = next));
    await waitFor(() => expect(offer).not.toBeNull());
    expect(offer!.fields).toEqual(['name']);
    // Typing while the offer is open is what a reload must bring back: it replaces the kept draft, and the offer stays.
    form.setValue('price', 4);
    await waitFor(async () => expect((await readDraft(KEYS.admin, 'products/5'))?.values).toEqual({ price: 4 }));
    expect(offer).not.toBeNull();
    act(() => offer!.restore());
    expect(form.getValues()).toEqual({ name: 'Kept name', price: 4 });
    expect(offer).toBeNull();
    // Restored, the form is kept again, with what was typed meanwhile.
    await waitFor(async () => expect((await readDraft(KEYS.admin, 'products/5'))?.values).toEqual({ name: 'Kept name', price: 4 }));
    session.close();
  });

  it('keeps the newest typing of a visit that ignored the offer, for the next visit to offer', async () => {
    await keepDraft(KEYS.admin, 'products/5', { directions: 'Old directions' });
    const form = fakeForm({ name: 'Balm', directions: '' });
    let offer: DraftOffer | null = null;
    const session = openDraftSession(form, 'products/5', (next) => (offer = next));
    await waitFor(() => expect(offer).not.toBeNull());
    form.setValue('directions', 'New directions');
    await waitFor(async () => expect((await readDraft(KEYS.admin, 'products/5'))?.values).toEqual({ directions: 'New directions' }));
    session.close();

    const reloaded = fakeForm({ name: 'Balm', directions: '' });
    let next: DraftOffer | null = null;
    const again = openDraftSession(reloaded, 'products/5', (offered) => (next = offered));
    await waitFor(() => expect(next).not.toBeNull());
    act(() => next!.restore());
    expect(reloaded.getValues()).toEqual({ name: 'Balm', directions: 'New directions' });
    again.close();
  });

  it('keeps what is typed after a key call failed, once a later one answers', async () => {
    failingKeyCalls = 1;
    const form = fakeForm({ name: 'Balm' });
    const session = openDraftSession(form, 'products/5', () => {});
    form.setValue('name', 'Typed while the key was away');
    await new Promise((resolve) => setTimeout(resolve, 700));
    form.setValue('name', 'Typed last');
    await waitFor(async () => expect((await readDraft(KEYS.admin, 'products/5'))?.values).toEqual({ name: 'Typed last' }));
    session.close();
  });

  it('keeps, on leaving, what waited for a key that came back meanwhile', async () => {
    signedIn = null;
    const form = fakeForm({ name: 'Balm' });
    const session = openDraftSession(form, 'products/5', () => {});
    form.setValue('name', 'Typed after the session ended');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(slots()).toHaveLength(0);
    signedIn = 'admin';
    session.close();
    await waitFor(async () => expect((await readDraft(KEYS.admin, 'products/5'))?.values).toEqual({ name: 'Typed after the session ended' }));
  });

  it('offers nothing to another person, and keeps their typing apart', async () => {
    await keepDraft(KEYS.admin, 'products/5', { name: 'Admin’s' });
    signedIn = 'editor';
    const form = fakeForm({ name: 'Balm' });
    const offers: (DraftOffer | null)[] = [];
    const session = openDraftSession(form, 'products/5', (next) => offers.push(next));
    form.setValue('name', 'Editor’s');
    await waitFor(() => expect(slots()).toHaveLength(2));
    expect(offers).toEqual([]);
    session.close();
  });

  it('drops the kept draft on Discard', async () => {
    await keepDraft(KEYS.admin, 'products/5', { name: 'Kept name' });
    const form = fakeForm({ name: 'Balm' });
    let offer: DraftOffer | null = null;
    const session = openDraftSession(form, 'products/5', (next) => (offer = next));
    await waitFor(() => expect(offer).not.toBeNull());
    act(() => offer!.discard());
    await waitFor(() => expect(slots()).toHaveLength(0));
    expect(form.getValues()).toEqual({ name: 'Balm' });
    session.close();
  });

  it('keeps nothing while there is no key (signed out)', async () => {
    signedIn = null;
    const form = fakeForm({ name: 'Balm' });
    const session = openDraftSession(form, 'products/5', () => {});
    form.setValue('name', 'Typed');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(slots()).toHaveLength(0);
    session.close();
  });
});
