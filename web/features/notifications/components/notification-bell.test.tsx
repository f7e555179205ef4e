// The bell inside the real provider (docs/product/notifications.md): the API answers through a fake client and pusher-js
// is a stand-in the test drives, so a live notification can be delivered at will.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type RecordedCall } from '@/shared/api/fake-client.test-helper';
import { renderRoutes, storeSession } from '@/web/testing/render';
import { NotificationsProvider } from '../notifications-provider';
import { FakeAudio } from '../testing/fake-audio';
import { FakePusher } from '../testing/fake-pusher';
import { inboxAnswer, item, REALTIME_CONFIG } from '../testing/fixtures';
import { NotificationBell } from './notification-bell';

const holder = vi.hoisted(() => ({ api: null as unknown }));
vi.mock('@/web/lib/api', () => ({ useApi: () => holder.api, api: null }));
vi.mock('pusher-js', async () => ({ default: (await import('../testing/fake-pusher')).FakePusher }));

let answer: (call: RecordedCall) => unknown;
const fake = fakeApi((call) => answer(call));
holder.api = fake.api;

const played = FakeAudio.played;

function serve(routes: Record<string, unknown>) {
  answer = (call) => {
    const key = `${call.method} ${call.url}`;
    if (key in routes) return routes[key];
    if (call.url === '/api/realtime/config') return REALTIME_CONFIG;
    return { success: true };
  };
}

function renderBell(session: Parameters<typeof storeSession>[0] = {}) {
  const user = storeSession(session);
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <NotificationsProvider>
            <NotificationBell />
          </NotificationsProvider>
        ),
      },
    ],
    { initialEntries: ['/farmer/dashboard'] },
  );
  return user;
}

const bell = () => screen.getByRole('button', { name: 'Notifications' });
const badge = () => screen.queryByTestId('notification-badge');

beforeEach(() => {
  FakePusher.instances = [];
  fake.calls.length = 0;
  played.length = 0;
  vi.stubGlobal('Audio', FakeAudio);
});
afterEach(() => vi.unstubAllGlobals());

describe('NotificationBell', () => {
  it('caps the badge at 99+ and shows none at 0', async () => {
    serve({ 'get /api/notifications': inboxAnswer([item('a')], 150) });
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('99+'));
  });

  it('lists unread notifications only, and Mark all as read clears the badge', async () => {
    serve({
      'get /api/notifications': inboxAnswer([item('a'), item('b', { read: true }), item('c')]),
      'post /api/notification-logs/read-all': { success: true, unread_count: 0, updated: 2 },
    });
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    await userEvent.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Unread notifications' });
    expect(within(panel).getByText('Title a')).toBeInTheDocument();
    expect(within(panel).getByText('Title c')).toBeInTheDocument();
    expect(within(panel).queryByText('Title b')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/farmer/notifications',
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(badge()).not.toBeInTheDocument());
    expect(within(panel).getByText('You’re all caught up.')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.url === '/api/notification-logs/read-all')).toBe(true);
  });

  it('View all notifications leads a superadmin to the admin log, not the farmer area', async () => {
    serve({ 'get /api/notifications': inboxAnswer([item('a')]) });
    renderBell({ user_type: 'superadmin' });
    await userEvent.click(bell());
    const panel = screen.getByRole('dialog', { name: 'Unread notifications' });
    expect(within(panel).getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/admin/notifications',
    );
  });

  it('the gear opens the Notification Preferences', async () => {
    serve({
      'get /api/notifications': inboxAnswer([]),
      'get /api/farmer/notification-preferences': { status: 'success', data: [] },
    });
    renderBell();
    await userEvent.click(bell());
    await userEvent.click(screen.getByRole('button', { name: 'Notification settings' }));
    expect(screen.getByRole('dialog', { name: 'Notification Preferences' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Weather alerts: Email' })).toBeChecked();
  });

  it('shows a failed mark all in the panel; Try Again clears the error (docs/product/notifications.md)', async () => {
    serve({
      'get /api/notifications': inboxAnswer([item('a')]),
      'post /api/notification-logs/read-all': new Error('Network error occurred'),
    });
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    await userEvent.click(bell());
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to mark all notifications as read');
    expect(badge()).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opening one shows its detail and marks it read; a failure shows in the panel', async () => {
    serve({
      'get /api/notifications': inboxAnswer([item('a'), item('b')]),
      'post /api/notification-logs/a/read': { success: true, unread_count: 1 },
      'post /api/notification-logs/b/read': new Error('Network error occurred'),
    });
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    await userEvent.click(bell());
    await userEvent.click(screen.getByText('Title a'));
    const detail = screen.getByRole('dialog', { name: 'Title a' });
    expect(within(detail).getByText('Message a')).toBeInTheDocument();
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    await userEvent.click(within(detail).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByText('Title b'));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Title b' })).getByRole('button', { name: 'Close' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to mark notification as read');
  });

  it('a live notification reaches the badge at once and plays the sound at the stored volume', async () => {
    localStorage.setItem('notification_sound_preferences', JSON.stringify({ enabled: true, volume: 0.35 }));
    const stored: ReturnType<typeof item>[] = [];
    serve({});
    const inbox = answer;
    answer = (call) => (call.url === '/api/notifications' ? inboxAnswer(stored) : inbox(call));
    const user = renderBell();
    await waitFor(() => expect(FakePusher.instances).toHaveLength(1));
    act(() => FakePusher.latest().setState('connected'));
    expect(badge()).not.toBeInTheDocument();

    const payload = {
      id: 'live-1',
      type: 'weather_alert',
      title: 'Frost tonight',
      message: 'Cover the seedlings',
      created_at: new Date().toISOString(),
      data: { severity: 'warning', action_url: null },
    };
    // The server stores it, then publishes it.
    stored.push(item('live-1', { title: 'Frost tonight', body: 'Cover the seedlings', severity: 'warning' }));
    act(() => FakePusher.latest().channels.get(`private-user.${user.id}`)!.emit('notification', payload));
    // TanStack Query tells its observers on the next tick: a few milliseconds, not a fetch.
    await waitFor(() => expect(badge()).toHaveTextContent('1'), { timeout: 100 });
    // The same notification on the push channel counts once and sounds once.
    act(() =>
      FakePusher.latest()
        .channels.get(`private-notifications.user.${user.id}`)!
        .emit('new-notification', { ...payload, severity: 'warning', link: null, data: undefined }),
    );
    expect(badge()).toHaveTextContent('1');
    expect(played).toEqual([0.35]);
    await userEvent.click(bell());
    expect(screen.getByText('Frost tonight')).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.url === '/api/notifications').length).toBeGreaterThan(1),
    );
    expect(badge()).toHaveTextContent('1');
  });

  it('plays nothing when the sound is off', async () => {
    localStorage.setItem('notification_sound_preferences', JSON.stringify({ enabled: false, volume: 0.9 }));
    serve({ 'get /api/notifications': inboxAnswer([]) });
    const user = renderBell();
    await waitFor(() => expect(FakePusher.instances).toHaveLength(1));
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/api/notifications')).toBe(true));
    act(() =>
      FakePusher.latest()
        .channels.get(`private-user.${user.id}`)!
        .emit('notification', {
          id: 'x',
          type: 'system',
          title: 'T',
          message: 'M',
          created_at: new Date().toISOString(),
          data: { severity: 'info', action_url: null },
        }),
    );
    await waitFor(() => expect(fake.calls.filter((c) => c.url === '/api/notifications').length).toBe(2));
    expect(played).toEqual([]);
  });
});
