import { fakeBrowser } from '../testing/fake-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  notificationsChannel,
  SETTINGS_CHANGED_EVENT,
  userChannel,
} from '@/shared/contracts/realtime-channels';
import { languageItem, serverUrlItem, sessionStorage } from '../storage-items';
import { FakePusher } from '../testing/fake-pusher';
import { notificationItem, unreadList, user } from '../testing/fixtures';
import { startFakeServer, type FakeServer } from '../testing/fake-server';
import { signedInTo } from '../testing/session';
import { registerWorker } from './register';
import { createWorker, MARK_READ_FAILED } from './worker';

// docs/product/extension.md, Language: the worker reads the person's language at every start (so after each
// sign-in), stores what the settings event says, and speaks it in its own texts.

const realtimeOn = {
  key: 'shamba-key',
  wsHost: '',
  wsPort: 0,
  forceTLS: false,
  cluster: 'mt1',
  enabled: true,
  authEndpoint: '/broadcasting/auth',
};

let server: FakeServer;
beforeEach(async () => {
  fakeBrowser.reset();
  FakePusher.last = null;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  server = await startFakeServer();
  server.route('GET /api/realtime/config', { body: realtimeOn });
  server.route('GET /api/notifications', {
    body: unreadList([notificationItem('n1'), notificationItem('n2')]),
  });
  server.route('GET /api/user/settings', { body: { language: 'sw', default_currency: 'KES' } });
});
afterEach(async () => {
  await server.close();
});

const title = () => fakeBrowser.action.getTitle({});
const settingsReads = () => server.arrived.filter((r) => r.path === '/api/user/settings').length;
const listCalls = () => server.arrived.filter((r) => r.path === '/api/notifications').length;

describe('the worker’s language', () => {
  it('reads the person’s language after sign-in and titles the toolbar button in it', async () => {
    await serverUrlItem.setValue(server.url);
    registerWorker({ PusherImpl: FakePusher });
    await sessionStorage.setItem('token', 'token-1');
    await sessionStorage.setItem('user', JSON.stringify(user));
    await vi.waitFor(async () => expect(await languageItem.getValue()).toBe('sw'));
    await vi.waitFor(async () => expect(await title()).toBe('Shamba: 2 hazijasomwa'));
    expect(settingsReads()).toBeGreaterThan(0);
  });

  it('stores the language of a settings event on the user channel, without syncing the inbox', async () => {
    server.route('GET /api/user/settings', { body: { language: 'en' } });
    await signedInTo(server.url);
    await createWorker({ PusherImpl: FakePusher }).start();
    expect(await languageItem.getValue()).toBe('en');
    const synced = listCalls();

    FakePusher.last!.emitOn(userChannel(user.id), SETTINGS_CHANGED_EVENT, { language: 'sw' });
    await vi.waitFor(async () => expect(await languageItem.getValue()).toBe('sw'));
    // Nowhere else, and nothing that is not an offered language.
    FakePusher.last!.emitOn(notificationsChannel(user.id), SETTINGS_CHANGED_EVENT, { language: 'en' });
    FakePusher.last!.emitOn(userChannel(user.id), SETTINGS_CHANGED_EVENT, { language: 'fr' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await languageItem.getValue()).toBe('sw');
    expect(listCalls()).toBe(synced);
  });

  it('keeps the stored language when the settings cannot be read', async () => {
    server.route('GET /api/user/settings', { status: 500, body: {} });
    await languageItem.setValue('sw');
    await signedInTo(server.url);
    await createWorker({ PusherImpl: FakePusher }).start();
    expect(await languageItem.getValue()).toBe('sw');
  });

  it('answers the pages’ failures in the stored language', async () => {
    await signedInTo(server.url);
    server.route('POST /api/notification-logs/n1/read', { status: 500, body: {} });
    const worker = createWorker({ PusherImpl: FakePusher });
    expect(await worker.answer({ type: 'mark-read', id: 'n1' })).toEqual({
      ok: false,
      error: MARK_READ_FAILED,
    });
    await languageItem.setValue('sw');
    expect(await worker.answer({ type: 'mark-read', id: 'n1' })).toEqual({
      ok: false,
      error: 'Imeshindwa kuweka arifa kuwa imesomwa',
    });
    expect(await worker.answer({ type: 'mark-all-read' })).toEqual({
      ok: false,
      error: 'Imeshindwa kuweka arifa zote kuwa zimesomwa',
    });
  });

  it('retitles the toolbar button when the stored language changes', async () => {
    server.route('GET /api/user/settings', { body: { language: 'en' } });
    await signedInTo(server.url);
    registerWorker({ PusherImpl: FakePusher });
    await vi.waitFor(async () => expect(await title()).toBe('Shamba: 2 unread'));
    await languageItem.setValue('sw');
    await vi.waitFor(async () => expect(await title()).toBe('Shamba: 2 hazijasomwa'));
  });
});
