// docs/product/notifications.md Push notifications with the Firebase client stood in for: permission is asked at each sign-in while
// undecided, the token is saved, and a foreground push shows one system notification with /logo.png, tagged by
// the notification's id as its realtime arrival is.
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
vi.mock('@/web/lib/api', () => ({ useApi: () => holder.api, api: null }));
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
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function registered() {
  const onListChanged = vi.fn();
  const view = renderHook(() => usePushRegistration('token-a', onListChanged));
  await vi.waitFor(() => expect(view.result.current).toEqual({ configured: true, tokenSaved: true }));
  expect(fake.calls).toContainEqual({
    method: 'post',
    url: '/api/notifications/fcm-token',
    data: { token: 'device-token', platform: 'web' },
  });
  return onListChanged;
}

/** Mounts the provider's registration for a sign-in (a token) and waits until it has settled. */
async function signedIn(token: string) {
  const view = renderHook(() => usePushRegistration(token, () => undefined));
  await vi.waitFor(() => expect(view.result.current.configured).toBe(true));
  view.unmount();
}

describe('usePushRegistration', () => {
  it('asks at each sign-in while the answer is still default, not at each page load', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined); // "Notification permission denied"
    FakeNotification.reset('default'); // the person dismisses the prompt each time
    await signedIn('token-a');
    expect(FakeNotification.requests).toBe(1);
    await signedIn('token-a'); // a reload of the same sign-in
    expect(FakeNotification.requests).toBe(1);
    await signedIn('token-b'); // signed out and in again
    expect(FakeNotification.requests).toBe(2);
  });

  it.each(['denied', 'granted'] as const)('never asks when the answer is %s', async (permission) => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    FakeNotification.reset(permission);
    await signedIn('token-a');
    await signedIn('token-b');
    expect(FakeNotification.requests).toBe(0);
  });

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
