// The FCM token flow of docs/product/notifications.md with Firebase's SDK stood in for (its servers cannot be reached here): the
// worker is registered at its own scope with the config in its URL, the token request carries the VAPID key and
// that registration, and failures are only logged (docs/product/notifications.md).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFirebasePushClient,
  PUSH_WORKER_SCOPE,
  pushWorkerUrl,
  readFirebaseConfig,
  type FirebaseModules,
  type ForegroundMessage,
  type PushEnvironment,
} from './push-client';

const config = { apiKey: 'k', projectId: 'p', messagingSenderId: 's', appId: 'a', vapidKey: 'v' };
const registration = { scope: PUSH_WORKER_SCOPE } as ServiceWorkerRegistration;

function fakeFirebase(overrides: Partial<FirebaseModules> = {}) {
  const sdk: FirebaseModules = {
    initializeApp: vi.fn(() => 'app'),
    getMessaging: vi.fn(() => 'messaging'),
    getToken: vi.fn(async () => 'device-token'),
    onMessage: vi.fn(() => () => undefined),
    isSupported: vi.fn(async () => true),
    ...overrides,
  };
  const environment: PushEnvironment = {
    load: vi.fn(async () => sdk),
    registerWorker: vi.fn(async () => registration),
  };
  return { sdk, environment };
}

afterEach(() => vi.restoreAllMocks());

describe('createFirebasePushClient', () => {
  it('registers the push worker with its config and asks Firebase for a token with the VAPID key', async () => {
    const { sdk, environment } = fakeFirebase();
    const client = createFirebasePushClient(config, environment);
    expect(await client.getToken()).toBe('device-token');
    expect(environment.registerWorker).toHaveBeenCalledWith(pushWorkerUrl(config), PUSH_WORKER_SCOPE);
    expect(sdk.initializeApp).toHaveBeenCalledWith(config);
    expect(sdk.getToken).toHaveBeenCalledWith('messaging', {
      vapidKey: 'v',
      serviceWorkerRegistration: registration,
    });
    // The SDK is loaded once however often a token is asked for.
    await client.getToken();
    expect(environment.load).toHaveBeenCalledTimes(1);
  });

  it('puts a config into the worker URL that the worker can read back', () => {
    const url = new URL(pushWorkerUrl(config), 'http://farm.test');
    expect(url.pathname).toBe('/firebase-messaging-sw.js');
    expect(readFirebaseConfig(JSON.parse(url.searchParams.get('config')!))).toEqual(config);
  });

  it('gives no token, and only logs, when the browser cannot do push or Firebase refuses', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unsupported = fakeFirebase({ isSupported: async () => false });
    expect(await createFirebasePushClient(config, unsupported.environment).getToken()).toBeNull();
    expect(unsupported.environment.registerWorker).not.toHaveBeenCalled();

    const refused = fakeFirebase({ getToken: async () => Promise.reject(new Error('permission-blocked')) });
    expect(await createFirebasePushClient(config, refused.environment).getToken()).toBeNull();
    expect(errors).toHaveBeenCalledWith('No push token for this browser', expect.any(Error));
  });

  it('hands foreground messages over with a title even when Firebase sends none', async () => {
    let deliver: Parameters<FirebaseModules['onMessage']>[1] = () => undefined;
    const { environment } = fakeFirebase({
      onMessage: (_messaging, handler) => {
        deliver = handler;
        return () => undefined;
      },
    });
    const received: ForegroundMessage[] = [];
    await createFirebasePushClient(config, environment).onForegroundMessage((m) => received.push(m));
    deliver({ notification: { title: 'Low stock', body: 'Maize seed' } });
    deliver({});
    expect(received).toEqual([
      { id: null, title: 'Low stock', body: 'Maize seed', severity: null },
      { id: null, title: 'Shamba', body: '', severity: null },
    ]);
  });

  it('keeps the notification id and severity the server puts in the FCM data', async () => {
    let deliver: Parameters<FirebaseModules['onMessage']>[1] = () => undefined;
    const { environment } = fakeFirebase({
      onMessage: (_messaging, handler) => {
        deliver = handler;
        return () => undefined;
      },
    });
    const received: ForegroundMessage[] = [];
    await createFirebasePushClient(config, environment).onForegroundMessage((m) => received.push(m));
    deliver({
      notification: { title: 'Frost tonight', body: 'Cover the seedlings' },
      data: { id: 'n-42', type: 'weather_alert', severity: 'error', link: '', created_at: '' },
    });
    expect(received).toEqual([
      { id: 'n-42', title: 'Frost tonight', body: 'Cover the seedlings', severity: 'error' },
    ]);
  });
});

describe('readFirebaseConfig', () => {
  it('accepts a complete config and refuses one missing a required key', () => {
    expect(readFirebaseConfig({ ...config, extra: 1 })).toEqual(config);
    expect(readFirebaseConfig({ apiKey: 'k', projectId: 'p' })).toBeNull();
    expect(readFirebaseConfig(null)).toBeNull();
  });
});
