import { fakeBrowser } from './testing/fake-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExtensionApi } from './api';
import { registerPushIfConfigured } from './push-registration';
import { pushTokenItem } from './storage-items';
import { startFakeServer, type FakeServer } from './testing/fake-server';
import { signedInTo } from './testing/session';

const firebase = { apiKey: 'a', projectId: 'p', messagingSenderId: 's', appId: 'app', vapidKey: 'v' };
const config = (push: unknown) => ({
  body: {
    key: 'k',
    wsHost: '',
    wsPort: 0,
    forceTLS: false,
    cluster: '',
    enabled: true,
    authEndpoint: '',
    push,
  },
});
const registration = {} as ServiceWorkerRegistration;

let server: FakeServer;
beforeEach(async () => {
  fakeBrowser.reset();
  server = await startFakeServer();
  server.route('POST /api/notifications/fcm-token', { body: { success: true } });
  await signedInTo(server.url);
});
afterEach(async () => {
  await server.close();
});

describe('push registration (docs/decisions/011)', () => {
  it('does nothing when the server has no Firebase config', async () => {
    server.route('GET /api/realtime/config', config({ firebase: null }));
    const makeToken = vi.fn();
    await expect(
      registerPushIfConfigured(createExtensionApi(server.url), makeToken, async () => registration),
    ).resolves.toBe('off');
    expect(makeToken).not.toHaveBeenCalled();
    expect(server.arrived.some((r) => r.path === '/api/notifications/fcm-token')).toBe(false);
  });

  it("makes a token for the worker's registration and saves it once as the extension's", async () => {
    server.route('GET /api/realtime/config', config({ firebase }));
    const makeToken = vi.fn(async () => 'fcm-token-1');
    const api = createExtensionApi(server.url);
    await expect(registerPushIfConfigured(api, makeToken, async () => registration)).resolves.toBe(
      'registered',
    );
    expect(makeToken).toHaveBeenCalledWith(firebase, registration);
    expect(server.arrived.find((r) => r.path === '/api/notifications/fcm-token')?.body).toEqual({
      token: 'fcm-token-1',
      platform: 'extension',
    });
    expect(await pushTokenItem.getValue()).toBe('fcm-token-1');
    await expect(registerPushIfConfigured(api, makeToken, async () => registration)).resolves.toBe(
      'already-registered',
    );
    expect(server.arrived.filter((r) => r.path === '/api/notifications/fcm-token')).toHaveLength(1);
  });

  it('only logs a failure (docs/product/extension.md)', async () => {
    server.route('GET /api/realtime/config', config({ firebase }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = async () => Promise.reject(new Error('messaging/permission-blocked'));
    await expect(
      registerPushIfConfigured(createExtensionApi(server.url), failing, async () => registration),
    ).resolves.toBe('unavailable');
    expect(warn).toHaveBeenCalled();
  });
});
