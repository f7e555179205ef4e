// The developer test pages (docs/product/notifications.md Other): results, "Error: …", the catch-all failure message, the
// realtime state and the browser permission.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@/shared/api/errors';
import { fakeApi, type RecordedCall } from '@/shared/api/fake-client.test-helper';
import { renderRoutes, storeSession } from '@/web/testing/render';
import { REALTIME_CONFIG } from '../testing/fixtures';
import { TestBrowserPage } from './test-browser-page';
import { TestNotificationsPage } from './test-notifications-page';

const holder = vi.hoisted(() => ({ api: null as unknown }));
vi.mock('@/web/lib/api', () => ({ useApi: () => holder.api, api: null }));
vi.mock('pusher-js', async () => ({ default: (await import('../testing/fake-pusher')).FakePusher }));

let answer: (call: RecordedCall) => unknown;
const fake = fakeApi((call) => (call.url === '/api/realtime/config' ? REALTIME_CONFIG : answer(call)));
holder.api = fake.api;

const sent = { success: true, message: 'Test notification generated.', notification: { id: 'n9' } };

function renderAt(element: React.ReactNode, user?: Parameters<typeof storeSession>[0]) {
  storeSession(user);
  renderRoutes([{ path: '*', element }]);
}

beforeEach(() => {
  fake.calls.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('TestNotificationsPage', () => {
  it('sends the chosen type and category, and says what happened', async () => {
    answer = () => sent;
    renderAt(<TestNotificationsPage />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'market_price');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'market');
    await userEvent.click(screen.getByRole('button', { name: 'Generate notification' }));
    expect(await screen.findByText('Test notification generated. Notification n9')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toMatchObject({
      url: '/api/test/generate-notification',
      data: { type: 'market_price', category: 'market', message: 'This is a test notification.' },
    });
  });

  it('shows Error: with the server’s message', async () => {
    answer = () =>
      new ApiRequestError('You can send a direct test notification only to your own address.', {
        status: 403,
      });
    renderAt(<TestNotificationsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Quick test notification' }));
    expect(
      await screen.findByText('Error: You can send a direct test notification only to your own address.'),
    ).toBeInTheDocument();
  });

  it('says Failed to send notifications. Check console for details. when some of a batch fail', async () => {
    let n = 0;
    answer = () => (++n === 3 ? new ApiRequestError('Network error occurred') : sent);
    renderAt(<TestNotificationsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Send one of each type' }));
    expect(
      await screen.findByText('Failed to send notifications. Check console for details.'),
    ).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it('shows the realtime state and the browser permission', async () => {
    answer = () => sent;
    renderAt(<TestNotificationsPage />);
    expect(screen.getByTestId('realtime-state')).toHaveTextContent('disconnected');
    expect(screen.getByTestId('browser-permission')).toHaveTextContent('unsupported');
  });
});

describe('TestBrowserPage', () => {
  it('says only administrators can broadcast, and shows a farmer no broadcast form', () => {
    answer = () => ({});
    renderAt(<TestBrowserPage />);
    expect(
      screen.getByText('Only administrators can send browser notifications to all users.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to all users' })).not.toBeInTheDocument();
  });

  it('gives a superadmin the broadcast form, showing the answer’s message and count', async () => {
    answer = () => ({ message: 'Browser notification sent.', count: 4 });
    renderAt(<TestBrowserPage />, { user_type: 'superadmin' });
    await userEvent.type(screen.getByLabelText('Title'), 'Maintenance');
    await userEvent.type(screen.getByLabelText('Message'), 'Back at 6');
    await userEvent.click(screen.getByRole('button', { name: 'Send to all users' }));
    expect(await screen.findByText('Browser notification sent.')).toBeInTheDocument();
    expect(screen.getByText('Recipients: 4')).toBeInTheDocument();
  });

  it('shows the denied message when notifications are blocked', () => {
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission: vi.fn() });
    answer = () => ({});
    renderAt(<TestBrowserPage />);
    expect(screen.getByTestId('permission-state')).toHaveTextContent('denied');
    expect(screen.getByText(/^You've blocked notifications/)).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
