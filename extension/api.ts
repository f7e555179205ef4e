// The extension's API client: the shared createApiClient (docs/architecture.md) pointed at the server of the
// options page, with the token from extension storage. fetch, because the MV3 worker has no XMLHttpRequest.
import axios, { type AxiosAdapter } from 'axios';
import { createApiClient, type ApiClient } from '@/shared/api/client';
import { endSession, SESSION_EXPIRED_MESSAGE } from './session';
import { serverUrlItem, sessionStorage } from './storage-items';

const fetchAdapter = axios.getAdapter('fetch');

/**
 * axios's fetch adapter keeps a Content-Type on a write without a body (its XHR adapter drops it), and the
 * server refuses such a request with 415: mark read and mark all send no body (docs/product/extension.md).
 */
const bodylessWritesWithoutType: AxiosAdapter = (config) => {
  if (config.data === undefined) config.headers.delete('Content-Type');
  return fetchAdapter(config);
};

export function createExtensionApi(serverUrl: string): ApiClient {
  return createApiClient({
    baseURL: serverUrl,
    adapter: bodylessWritesWithoutType,
    surface: 'extension',
    getToken: () => sessionStorage.getItem('token'),
    setToken: (token) => sessionStorage.setItem('token', token),
    // docs/product/extension.md: a 401 ends the session. The extension has no login route to go to: it says why instead.
    onUnauthorized: () => void endSession(SESSION_EXPIRED_MESSAGE),
    // A 419 has no page to reload here; the next call simply goes again.
    onReloadRequired: () => undefined,
  });
}

export async function currentApi(): Promise<ApiClient> {
  return createExtensionApi(await serverUrlItem.getValue());
}
