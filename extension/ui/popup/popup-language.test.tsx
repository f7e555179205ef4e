import { fakeBrowser } from '../../testing/fake-browser';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_CHANGED_EVENT, userChannel } from '@/shared/contracts/realtime-channels';
import { getLanguage, setLanguage } from '@/shared/i18n/runtime';
import { createWorker } from '../../background/worker';
import { languageItem, serverUrlItem, stockQueueItem } from '../../storage-items';
import { FakePusher } from '../../testing/fake-pusher';
import { unreadList, user } from '../../testing/fixtures';
import { startFakeServer, type FakeServer } from '../../testing/fake-server';
import { signedInTo } from '../../testing/session';
import { SidePanelApp } from '../sidepanel/side-panel-app';
import { PopupApp } from './popup-app';

// docs/product/extension.md, Language: the pages show the person's language (their settings), remembered in
// extension storage so they open in it before any request, and follow a change saved in the web app.

const realtime = (enabled: boolean) => ({
  key: 'shamba-key',
  wsHost: '',
  wsPort: 0,
  forceTLS: false,
  cluster: 'mt1',
  enabled,
  authEndpoint: '/broadcasting/auth',
});

let server: FakeServer;
beforeEach(async () => {
  fakeBrowser.reset();
  FakePusher.last = null;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  server = await startFakeServer();
  server.route('GET /api/realtime/config', { body: realtime(false) });
  server.route('GET /api/notifications', { body: unreadList([]) });
  await serverUrlItem.setValue(server.url);
});
afterEach(async () => {
  await server.close();
  await setLanguage('en');
});

const unreadHeading = (name: RegExp) => screen.findByRole('heading', { name });

describe('the extension’s language', () => {
  it('opens the popup in the stored language, even when the settings cannot be read', async () => {
    await signedInTo(server.url);
    await languageItem.setValue('sw');
    server.route('GET /api/user/settings', 'drop');
    render(<PopupApp />);
    expect(await unreadHeading(/^Arifa ambazo hazijasomwa/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weka zote kuwa zimesomwa' })).toBeInTheDocument();
    expect(screen.queryByText('Unread notifications')).toBeNull();
    expect(await languageItem.getValue()).toBe('sw');
  });

  it('reads the person’s settings when the popup opens, switches to their language and remembers it', async () => {
    await signedInTo(server.url);
    server.route('GET /api/user/settings', { body: { language: 'sw' } });
    render(<PopupApp />);
    expect(await unreadHeading(/^Arifa ambazo hazijasomwa/)).toBeInTheDocument();
    expect(await languageItem.getValue()).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
  });

  it('shows the sign-in form in the remembered language, and the person’s own after signing in', async () => {
    await languageItem.setValue('sw');
    server.route('POST /api/auth/login', { body: { access_token: 'token-9', user } });
    server.route('GET /api/user/settings', { body: { language: 'en' } });
    render(<PopupApp />);
    await userEvent.type(await screen.findByLabelText('Barua pepe'), user.email);
    await userEvent.type(screen.getByLabelText('Nenosiri'), 'a password');
    await userEvent.click(screen.getByRole('button', { name: 'Ingia' }));
    expect(await unreadHeading(/^Unread notifications/)).toBeInTheDocument();
    expect(await languageItem.getValue()).toBe('en');
  });

  it('follows a change saved in the web app: the worker hears the settings event and the open popup switches', async () => {
    server.route('GET /api/realtime/config', { body: realtime(true) });
    server.route('GET /api/user/settings', { body: { language: 'en' } });
    await signedInTo(server.url);
    const worker = createWorker({ PusherImpl: FakePusher });
    await worker.start();
    render(<PopupApp />);
    expect(await unreadHeading(/^Unread notifications/)).toBeInTheDocument();

    FakePusher.last!.emitOn(userChannel(user.id), SETTINGS_CHANGED_EVENT, { language: 'sw' });
    expect(await unreadHeading(/^Arifa ambazo hazijasomwa/)).toBeInTheDocument();
    expect(await languageItem.getValue()).toBe('sw');
    expect(getLanguage()).toBe('sw');
    worker.realtime.disconnect();
  });

  it('shows the queued actions and the worker’s stored refusals in the person’s language', async () => {
    await signedInTo(server.url);
    await languageItem.setValue('sw');
    const queued = {
      idempotencyKey: 'k',
      action: 'consume' as const,
      farmId: 'farm-1',
      itemId: 'urea',
      itemName: 'Urea',
      unit: 'kg',
      input: { quantity: '1500', note: '' },
      queuedAt: '2026-01-01T10:00:00.000Z',
    };
    await stockQueueItem.setValue([
      { ...queued, id: 'a', status: 'pending' },
      { ...queued, id: 'b', status: 'failed' },
    ]);
    render(<PopupApp />);
    expect(await screen.findByText('Imeshindwa kutumia akiba')).toBeInTheDocument();
    expect(screen.getAllByText(/^Tumia 1,500 kg ya Urea/)).toHaveLength(2);
  });

  it('opens the side panel in the stored language too', async () => {
    await signedInTo(server.url);
    await languageItem.setValue('sw');
    render(<SidePanelApp />);
    expect(await screen.findByRole('tab', { name: 'Arifa' })).toBeInTheDocument();
    await waitFor(() => expect(getLanguage()).toBe('sw'));
  });
});
