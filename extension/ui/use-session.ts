// The signed-in session and an API client for the chosen server, for the extension's pages.
import { useEffect, useMemo, useState } from 'react';
import type { ApiClient } from '@/shared/api/client';
import { createExtensionApi } from '../api';
import { readSession, type ExtensionSession } from '../session';
import { serverUrlItem, sessionStorage } from '../storage-items';
import { useStored } from './use-stored';

export function useSession(): { session: ExtensionSession | null; loaded: boolean } {
  const [state, setState] = useState<{ session: ExtensionSession | null; loaded: boolean }>({
    session: null,
    loaded: false,
  });
  useEffect(() => {
    const load = () => void readSession().then((session) => setState({ session, loaded: true }));
    load();
    const unsubscribeToken = sessionStorage.subscribe?.('token', load);
    const unsubscribeUser = sessionStorage.subscribe?.('user', load);
    return () => {
      unsubscribeToken?.();
      unsubscribeUser?.();
    };
  }, []);
  return state;
}

export function useApi(): { api: ApiClient; serverUrl: string; loaded: boolean } {
  const server = useStored(serverUrlItem);
  const api = useMemo(() => createExtensionApi(server.value), [server.value]);
  return { api, serverUrl: server.value, loaded: server.loaded };
}

export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}
