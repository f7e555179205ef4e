import { fakeBrowser } from '../../testing/fake-browser';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toNotificationView } from '@/shared/notifications/notification-view';
import { SESSION_EXPIRED_MESSAGE } from '../../session';
import { inboxItem, serverUrlItem, sessionStorage, signOutNoticeItem } from '../../storage-items';
import { user } from '../../testing/fixtures';
import { startFakeServer, type FakeServer } from '../../testing/fake-server';
import { signedInTo } from '../../testing/session';
import { PopupApp } from './popup-app';

let server: FakeServer;
beforeEach(async () => {
  fakeBrowser.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined); // calls still going when a test ends
  server = await startFakeServer();
  // Push off: the popup asks for the realtime config at sign-in to see whether FCM is configured.
  server.route('GET /api/realtime/config', {
    body: { key: 'k', wsHost: '', wsPort: 0, forceTLS: false, cluster: '', enabled: false, authEndpoint: '' },
  });
  await serverUrlItem.setValue(server.url);
});
afterEach(async () => {
  await server.close();
});

/** The worker's side of the protocol: answers every message with `answer`, and records what it was asked. */
function workerAnswering(answer: unknown) {
  const asked: unknown[] = [];
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
    asked.push(message);
    return Promise.resolve(answer);
  });
  return asked;
}

const inbox = (offline = false) => ({
  items: [toNotificationView({ id: 'n1', title: 'Frost tonight', message: 'Cover the seedlings' })],
  unreadCount: 1,
  syncedAt: '2026-01-01T10:00:00.000Z',
  offline,
});

describe('the popup', () => {
  it('says why the extension signed itself out after a 401', async () => {
    await signOutNoticeItem.setValue(SESSION_EXPIRED_MESSAGE);
    render(<PopupApp />);
    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_EXPIRED_MESSAGE);
  });

  it("signs in with e-mail and password, showing the server's message on a refusal", async () => {
    server.route('POST /api/auth/login', ({ body }) =>
      (body as { password: string }).password === 'right password'
        ? { body: { access_token: 'token-9', user } }
        : { status: 422, body: { message: 'These credentials do not match our records.' } },
    );
    workerAnswering({ ok: true });
    render(<PopupApp />);
    await userEvent.type(await screen.findByLabelText('Email'), user.email);
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match our records.');

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'right password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Unread notifications')).toBeInTheDocument();
    expect(await sessionStorage.getItem('token')).toBe('token-9');
  });

  it('lists the stored unread notifications and marks one read through the worker', async () => {
    await signedInTo(server.url);
    await inboxItem.setValue(inbox());
    const asked = workerAnswering({ ok: true });
    render(<PopupApp />);
    const row = await screen.findByRole('listitem', { name: 'Frost tonight' });
    await userEvent.click(within(row).getByRole('button', { name: 'Mark Frost tonight as read' }));
    expect(asked).toContainEqual({ type: 'mark-read', id: 'n1' });
  });

  it('shows a failed Mark all as read with Try Again (docs/product/extension.md), and the offline state', async () => {
    await signedInTo(server.url);
    await inboxItem.setValue(inbox(true));
    workerAnswering({ ok: false, error: 'Failed to mark all notifications as read' });
    render(<PopupApp />);
    expect(await screen.findByText(/^Offline: showing the last lists/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    const alert = await screen.findByText('Failed to mark all notifications as read');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByText('Failed to mark all notifications as read')).not.toBeInTheDocument();
  });

  it('signs out: the session is cleared even when the server call fails (docs/product/extension.md)', async () => {
    await signedInTo(server.url);
    server.route('POST /api/auth/logout', { status: 500, body: {} });
    workerAnswering({ ok: true });
    render(<PopupApp />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(await sessionStorage.getItem('token')).toBeNull();
  });
});
