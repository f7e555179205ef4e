// The admin's browser-notification test as a signed-in browser receives it (docs/product/notifications.md): the alert shows with the
// broadcast's icon and sound choice, and the bell and badge stay as they are, since nothing was stored.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { renderRoutes, storeSession } from '@/web/testing/render';
import { NotificationBell } from './components/notification-bell';
import { NotificationsProvider } from './notifications-provider';
import { FakeAudio } from './testing/fake-audio';
import { FakeNotification } from './testing/fake-notification';
import { FakePusher } from './testing/fake-pusher';
import { inboxAnswer, REALTIME_CONFIG } from './testing/fixtures';

const holder = vi.hoisted(() => ({ api: null as unknown }));
vi.mock('@/web/lib/api', () => ({ useApi: () => holder.api, api: null }));
vi.mock('pusher-js', async () => ({ default: (await import('./testing/fake-pusher')).FakePusher }));

const fake = fakeApi((call) => {
  if (call.url === '/api/realtime/config') return REALTIME_CONFIG;
  if (call.url === '/api/notifications') return inboxAnswer([]);
  return { success: true };
});
holder.api = fake.api;
const inboxFetches = () => fake.calls.filter((c) => c.url === '/api/notifications').length;

const broadcast = (overrides: Record<string, unknown> = {}) => ({
  id: 'b-1',
  type: 'system',
  title: 'Maintenance tonight',
  message: 'Shamba is down 22:00–22:15.',
  severity: 'info',
  link: null,
  created_at: new Date().toISOString(),
  icon: '/icons/maintenance.png',
  play_sound: true,
  ...overrides,
});

/** Signs in, connects realtime, waits for the first inbox load, then delivers a broadcast as the server does. */
async function receiveBroadcast(payload: ReturnType<typeof broadcast>) {
  const user = storeSession();
  renderRoutes([
    {
      path: '*',
      element: (
        <NotificationsProvider>
          <NotificationBell />
        </NotificationsProvider>
      ),
    },
  ]);
  await waitFor(() => expect(FakePusher.instances).toHaveLength(1));
  act(() => FakePusher.latest().setState('connected'));
  await waitFor(() => expect(inboxFetches()).toBe(1));
  act(() =>
    FakePusher.latest()
      .channels.get(`private-notifications.user.${user.id}`)!
      .emit('new-notification', payload),
  );
  await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
}

beforeEach(() => {
  FakePusher.instances = [];
  fake.calls.length = 0;
  FakeAudio.played.length = 0;
  FakeNotification.reset('granted');
  vi.stubGlobal('Audio', FakeAudio);
  vi.stubGlobal('Notification', FakeNotification);
  localStorage.setItem('notification_sound_preferences', JSON.stringify({ enabled: true, volume: 0.4 }));
});
afterEach(() => vi.unstubAllGlobals());

describe('a browser-notification broadcast', () => {
  it('shows with its icon and sound, and leaves the bell list and badge alone', async () => {
    await receiveBroadcast(broadcast());
    const [shown] = FakeNotification.shown;
    expect(shown!.title).toBe('Maintenance tonight');
    expect(shown!.options).toMatchObject({
      body: 'Shamba is down 22:00–22:15.',
      icon: '/icons/maintenance.png',
    });
    expect(FakeAudio.played).toEqual([0.4]);

    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('You’re all caught up.')).toBeInTheDocument();
    // Not taken for a stored notification: no inbox update, so no refetch to take it back out.
    expect(inboxFetches()).toBe(1);
  });

  it('plays no sound when the admin turned it off, and falls back to the default icon', async () => {
    await receiveBroadcast(broadcast({ icon: null, play_sound: false }));
    expect(FakeNotification.shown[0]!.options.icon).toBe('/icons/notification-icon.png');
    expect(FakeAudio.played).toEqual([]);
  });

  it('respects this device’s sound setting even when the admin asks for the sound', async () => {
    localStorage.setItem('notification_sound_preferences', JSON.stringify({ enabled: false, volume: 0.4 }));
    await receiveBroadcast(broadcast({ play_sound: true }));
    expect(FakeAudio.played).toEqual([]);
  });
});
