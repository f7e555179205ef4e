// A WXT storage item as React state, following changes made by the worker or another page.
import { useEffect, useState } from 'react';
import type { WxtStorageItem } from 'wxt/utils/storage';

export function useStored<T>(item: WxtStorageItem<T, Record<string, unknown>>): {
  value: T;
  loaded: boolean;
} {
  const [state, setState] = useState<{ value: T; loaded: boolean }>({ value: item.fallback, loaded: false });
  useEffect(() => {
    let live = true;
    // A change seen by the watcher is newer than the first read, which may still be on its way: never let the
    // first read overwrite it (a farm chosen right after the page opened would snap back).
    let changed = false;
    void item.getValue().then((value) => live && !changed && setState({ value, loaded: true }));
    const unwatch = item.watch((value) => {
      changed = true;
      setState({ value, loaded: true });
    });
    return () => {
      live = false;
      unwatch();
    };
  }, [item]);
  return state;
}
