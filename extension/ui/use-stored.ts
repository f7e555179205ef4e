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
    void item.getValue().then((value) => live && setState({ value, loaded: true }));
    const unwatch = item.watch((value) => setState({ value, loaded: true }));
    return () => {
      live = false;
      unwatch();
    };
  }, [item]);
  return state;
}
