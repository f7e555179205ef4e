// In-memory storage port for widgets (which must not touch the host page's localStorage) and tests.
import type { SyncKeyValueStorage } from '@/shared/session/storage-port';

export interface MemoryStorage extends SyncKeyValueStorage {
  /** Everything held, for assertions. */
  snapshot(): Record<string, string>;
}

export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const entries = new Map(Object.entries(initial));
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
    snapshot: () => Object.fromEntries(entries),
  };
}
