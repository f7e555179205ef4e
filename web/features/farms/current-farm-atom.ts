// The farm the farmer is working on, kept in localStorage as 'current_farm_id' (plain text, so other surfaces
// can read it) and followed across tabs.
import { atomWithStorage } from 'jotai/utils';

export const CURRENT_FARM_KEY = 'current_farm_id';

const plainTextStorage = {
  getItem: (key: string, initial: string | null) => {
    try {
      return localStorage.getItem(key) ?? initial;
    } catch {
      return initial;
    }
  },
  setItem: (key: string, value: string | null) => {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  },
  removeItem: (key: string) => localStorage.removeItem(key),
  subscribe: (key: string, callback: (value: string | null) => void) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) callback(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

export const currentFarmIdAtom = atomWithStorage<string | null>(CURRENT_FARM_KEY, null, plainTextStorage, {
  getOnInit: true,
});
