import { createStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { describe, expect, it } from 'vitest';
import type { User } from '@/shared/contracts/user';
import { createMemoryStorage } from '@/shared/platform/memory-storage';
import { createSessionAtoms } from './atoms';
import type { KeyValueStorage } from './storage-port';
import { clearStoredSession, readStoredSession, storeSession } from './stored-session';

const user: User = {
  id: 'u1',
  name: 'Otieno',
  email: 'otieno@farm.co.ke',
  phone_number: null,
  email_verified_at: '2026-01-01T00:00:00Z',
  phone_verified_at: null,
  user_type: 'farmer',
  created_at: '2026-01-01T00:00:00Z',
};

describe('session atoms over a sync storage (docs/product/accounts.md: token raw, user as JSON)', () => {
  it('reads what is stored on first use, before any mount', () => {
    const storage = createMemoryStorage({ token: 'abc', user: JSON.stringify(user) });
    const { tokenAtom, userAtom, sessionAtom, signedInAtom } = createSessionAtoms(storage);
    const store = createStore();
    expect(store.get(tokenAtom)).toBe('abc');
    expect(store.get(userAtom)).toEqual(user);
    expect(store.get(sessionAtom)).toEqual({ token: 'abc', user });
    expect(store.get(signedInAtom)).toBe(true);
  });

  it('stores the token as the raw string and the user as JSON', () => {
    const storage = createMemoryStorage();
    const { sessionAtom, signedInAtom } = createSessionAtoms(storage);
    const store = createStore();
    expect(store.get(signedInAtom)).toBe(false);
    store.set(sessionAtom, { token: 'tok', user });
    expect(storage.snapshot()).toEqual({ token: 'tok', user: JSON.stringify(user) });
    expect(store.get(signedInAtom)).toBe(true);
  });

  it('signing out removes both entries (docs/product/accounts.md Logout)', () => {
    const storage = createMemoryStorage({ token: 'abc', user: JSON.stringify(user) });
    const { sessionAtom, signedInAtom, userAtom } = createSessionAtoms(storage);
    const store = createStore();
    store.set(sessionAtom, null);
    expect(storage.snapshot()).toEqual({});
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(signedInAtom)).toBe(false);
  });

  it('replaces only the token (docs/product/accounts.md: a response with access_token)', () => {
    const storage = createMemoryStorage({ token: 'old', user: JSON.stringify(user) });
    const { tokenAtom, userAtom } = createSessionAtoms(storage);
    const store = createStore();
    store.set(tokenAtom, 'new');
    expect(storage.getItem('token')).toBe('new');
    expect(store.get(userAtom)).toEqual(user);
    store.set(tokenAtom, null);
    expect(storage.getItem('token')).toBeNull();
    store.set(userAtom, RESET);
    expect(storage.snapshot()).toEqual({});
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a user', '{"id":1}'],
  ])('reads a stored user that is %s as none', (_name, raw) => {
    const { userAtom } = createSessionAtoms(createMemoryStorage({ user: raw }));
    expect(createStore().get(userAtom)).toBeNull();
  });
});

describe('changes made elsewhere (another tab, the extension worker)', () => {
  it('reach mounted atoms', () => {
    const memory = createMemoryStorage({ token: 'abc' });
    const listeners = new Map<string, (value: string | null) => void>();
    const storage = {
      ...memory,
      subscribe: (key: string, cb: (v: string | null) => void) => (
        listeners.set(key, cb),
        () => listeners.delete(key)
      ),
    };
    const { tokenAtom, signedInAtom } = createSessionAtoms(storage);
    const store = createStore();
    const stop = store.sub(signedInAtom, () => {});
    expect(store.get(signedInAtom)).toBe(true);
    listeners.get('token')!(null);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(signedInAtom)).toBe(false);
    stop();
    expect(listeners.has('token')).toBe(false);
  });
});

describe('session atoms over an async storage (extension)', () => {
  function asyncStorage(initial: Record<string, string>): KeyValueStorage {
    const memory = createMemoryStorage(initial);
    return {
      getItem: async (k) => memory.getItem(k),
      setItem: async (k, v) => memory.setItem(k, v),
      removeItem: async (k) => memory.removeItem(k),
    };
  }

  it('resolves to the stored session and writes through', async () => {
    const storage = asyncStorage({ token: 'abc', user: JSON.stringify(user) });
    const { sessionAtom, signedInAtom } = createSessionAtoms(storage);
    const store = createStore();
    await expect(store.get(sessionAtom)).resolves.toEqual({ token: 'abc', user });
    await expect(store.get(signedInAtom)).resolves.toBe(true);
    await store.set(sessionAtom, null);
    expect(await storage.getItem('token')).toBeNull();
    expect(await storage.getItem('user')).toBeNull();
  });
});

describe('stored session helpers (for code outside React)', () => {
  it('stores, reads and clears', async () => {
    const storage = createMemoryStorage();
    await storeSession(storage, { token: 't', user });
    await expect(readStoredSession(storage)).resolves.toEqual({ token: 't', user });
    await clearStoredSession(storage);
    await expect(readStoredSession(storage)).resolves.toEqual({ token: null, user: null });
  });
});
