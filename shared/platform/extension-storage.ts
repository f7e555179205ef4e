// The extension's storage port over WXT storage (docs/architecture.md: "extension (WXT storage)"). WXT is injected, not
// imported, so shared/ stays surface-free: pass `storage` from 'wxt/utils/storage' (or '#imports').
import type { KeyValueStorage } from '@/shared/session/storage-port';

export type StorageArea = 'local' | 'session' | 'sync';

/** The part of WXT's `storage` this adapter uses (method syntax keeps WXT's narrower key type assignable). */
export interface WxtStorageLike {
  getItem<T>(key: string): Promise<T | null>;
  setItem<T>(key: string, value: T | null): Promise<void>;
  removeItem(key: string): Promise<void>;
  watch<T>(key: string, callback: (newValue: T | null, oldValue: T | null) => void): () => void;
}

/** Keys are the same as on the web ('token', 'user'), prefixed with the area WXT expects. */
export function createExtensionStorage(
  storage: WxtStorageLike,
  area: StorageArea = 'local',
): KeyValueStorage {
  const key = (name: string) => `${area}:${name}`;
  const asText = (value: unknown) =>
    value == null ? null : typeof value === 'string' ? value : JSON.stringify(value);
  return {
    getItem: async (name) => asText(await storage.getItem<unknown>(key(name))),
    setItem: (name, value) => storage.setItem(key(name), value),
    removeItem: (name) => storage.removeItem(key(name)),
    // The popup, side panel and worker each hold atoms; the worker clearing a session on 401 reaches them all.
    subscribe: (name, callback) => storage.watch<unknown>(key(name), (value) => callback(asText(value))),
  };
}
