import { describe, expect, it, vi } from 'vitest';
import { createExtensionStorage, type WxtStorageLike } from './extension-storage';
import { createMemoryStorage } from './memory-storage';
import { webStorage } from './web-storage';

describe('webStorage', () => {
  it('reads, writes and removes localStorage entries', () => {
    webStorage.setItem('token', 'abc');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(webStorage.getItem('token')).toBe('abc');
    webStorage.removeItem('token');
    expect(webStorage.getItem('token')).toBeNull();
  });

  it('survives a storage that throws', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => webStorage.setItem('token', 'x')).not.toThrow();
    spy.mockRestore();
  });

  it('relays changes from other tabs, including clear()', () => {
    const seen: (string | null)[] = [];
    const stop = webStorage.subscribe!('token', (value) => seen.push(value));
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'token', newValue: 'other-tab', storageArea: localStorage }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'user', newValue: '{}', storageArea: localStorage }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', { key: null, newValue: null, storageArea: localStorage }),
    );
    stop();
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'token', newValue: 'late', storageArea: localStorage }),
    );
    expect(seen).toEqual(['other-tab', null]);
  });
});

describe('createMemoryStorage', () => {
  it('starts from the given entries and keeps each instance apart', () => {
    const a = createMemoryStorage({ token: 't' });
    const b = createMemoryStorage();
    a.setItem('user', '{}');
    a.removeItem('token');
    expect(a.snapshot()).toEqual({ user: '{}' });
    expect(b.getItem('user')).toBeNull();
  });
});

describe('createExtensionStorage', () => {
  function fakeWxt() {
    const data = new Map<string, unknown>();
    const watchers = new Map<string, (v: unknown, o: unknown) => void>();
    const wxt: WxtStorageLike = {
      getItem: async <T>(key: string) => (data.get(key) as T) ?? null,
      setItem: async (key, value) => void data.set(key, value),
      removeItem: async (key) => void data.delete(key),
      watch: <T>(key: string, cb: (n: T | null, o: T | null) => void) => {
        watchers.set(key, cb as (v: unknown, o: unknown) => void);
        return () => watchers.delete(key);
      },
    };
    return { wxt, data, watchers };
  }

  it('prefixes keys with the area and reads values back as text', async () => {
    const { wxt, data } = fakeWxt();
    const storage = createExtensionStorage(wxt);
    await storage.setItem('token', 'abc');
    expect(data.get('local:token')).toBe('abc');
    expect(await storage.getItem('token')).toBe('abc');
    data.set('local:user', { id: '1' });
    expect(await storage.getItem('user')).toBe('{"id":"1"}');
    await storage.removeItem('token');
    expect(await storage.getItem('token')).toBeNull();
  });

  it('relays watched changes', () => {
    const { wxt, watchers } = fakeWxt();
    const seen: (string | null)[] = [];
    createExtensionStorage(wxt, 'session').subscribe!('token', (v) => seen.push(v));
    watchers.get('session:token')!('new', null);
    watchers.get('session:token')!(null, 'new');
    expect(seen).toEqual(['new', null]);
  });
});
