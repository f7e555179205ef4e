// The web app's storage port over localStorage (docs/product/storage-locations.md: token and user are stored locally).
import type { SyncKeyValueStorage } from '@/shared/session/storage-port';

// localStorage can be missing (a worker) or throw (blocked storage, full quota): then reads find nothing and
// writes are dropped, and the app still runs for the current page.
function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const webStorage: SyncKeyValueStorage = {
  getItem(key) {
    try {
      return local()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  setItem(key, value) {
    try {
      local()?.setItem(key, value);
    } catch {
      // quota or privacy mode: keep going without persistence
    }
  },
  removeItem(key) {
    try {
      local()?.removeItem(key);
    } catch {
      // as above
    }
  },
  /** Another tab signed in or out: the storage event carries the new value (null when removed or cleared). */
  subscribe(key, callback) {
    if (typeof window === 'undefined') return () => {};
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== local()) return;
      if (event.key === key || event.key === null) callback(event.key === null ? null : event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};
