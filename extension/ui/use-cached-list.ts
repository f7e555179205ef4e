// A list read from the server, with its last answer kept in extension storage: offline, the last list stays on
// screen with the offline state. Any other failure shows the message the call gave.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isConnectionFailure } from '../background/inbox-sync';
import { listCacheItem } from '../storage-items';

export interface CachedList<T> {
  data: T | null;
  loading: boolean;
  offline: boolean;
  error: string | null;
  reload: () => void;
}

export function useCachedList<T>(cacheKey: string | null, load: () => Promise<T>): CachedList<T> {
  const [state, setState] = useState<Omit<CachedList<T>, 'reload'>>({
    data: null,
    loading: cacheKey !== null,
    offline: false,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (cacheKey === null) return setState({ data: null, loading: false, offline: false, error: null });
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    void (async () => {
      try {
        const data = await loadRef.current();
        if (!live) return;
        setState({ data, loading: false, offline: false, error: null });
        await listCacheItem.setValue({ ...(await listCacheItem.getValue()), [cacheKey]: data });
      } catch (error) {
        if (!live) return;
        const cached = ((await listCacheItem.getValue())[cacheKey] as T | undefined) ?? null;
        const offline = isConnectionFailure(error);
        const message = error instanceof Error ? error.message : 'Failed to fetch data';
        setState({ data: cached, loading: false, offline, error: offline ? null : message });
      }
    })();
    return () => {
      live = false;
    };
  }, [cacheKey, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
