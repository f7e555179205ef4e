// SPEC §4 Push notifications with the Firebase client stood in for: the token is saved, and a foreground push
// shows one system notification with /logo.png, tagged by the notification's id as its realtime arrival is.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { FakeNotification } from '../testing/fake-notification';
import { showBrowserNotification } from '../lib/alerts';
import type { ForegroundMessage, PushClient } from '../lib/push-client';
import { usePushRegistration } from './use-push-registration';

const holder = vi.hoisted(() => ({
  api: null as unknown,
  deliver: (() => undefined) as (message: ForegroundMessage) => void,
}));
vi.mock('@/web/app/api', () => ({ useApi: () => holder.api, api: null }));
vi.mock('../lib/push-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/push-client')>()),
  createFirebasePushClient: (): PushClient => ({
    configured: true,
    getToken: async () => 'device-token',
    onForegroundMessage: async (handler) => {
      holder.deliver = handler;
      return () => undefined;
    },
  }),
}));

const firebase = { apiKey: 'k', projectId: 'p', messagingSenderId: 's', appId: 'a' };
const fake = fakeApi((call) =>
  call.url === '/api/realtime/config' ? { push: { firebase } } : { success: true },
);
holder.api = fake.api;

beforeEach(() => {
  fake.calls.length = 0;
  FakeNotification.reset('granted');
  vi.stubGlobal('Notification', FakeNotification);
});
afterEach(() => vi.unstubAllGlobals());

async function registered() {
  const onListChanged = vi.fn();
  const view = renderHook(() => usePushRegistration(onListChanged));
  await vi.waitFor(() => expect(view.result.current).toEqual({ configured: true, tokenSaved: true }));
  expect(fake.calls).toContainEqual({
    method: 'post',
    url: '/api/notifications/fcm-token',
    data: { token: 'device-token', platform: 'web' },
  });
  return onListChanged;
}

describe('usePushRegistration', () => {
  it('tags a foreground push by its notification id, so its realtime twin is not shown twice', async () => {
    const onListChanged = await registered();
    // The same notification arrives live first (the provider's realtime path), then as a foreground push.
    showBrowserNotification({ id: 'n-42', title: 'Frost tonight', message: 'Cover', severity: 'warning' });
    await vi.waitFor(() => expect(onListChanged).toHaveBeenCalledTimes(1));
    holder.deliver({ id: 'n-42', title: 'Frost tonight', body: 'Cover', severity: 'warning' });

    const tags = FakeNotification.shown.map((n) => n.options.tag);
    expect(tags).toEqual(['n-42', 'n-42']); // one tag: the browser replaces, it does not add a second
    expect(FakeNotification.shown[1]!.options).toMatchObject({ icon: '/logo.png', body: 'Cover' });
    expect(onListChanged).toHaveBeenCalledTimes(2);
  });
});
