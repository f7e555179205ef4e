// Settings › Notifications: the farmer's stored choices per type and channel, saved with one PUT, with the same
// messages as the bell's modal; the browser permission and sound cards sit beside them.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { ApiRequestError } from '@/shared/api/errors';
import { fakeApi, type RecordedCall } from '@/shared/api/fake-client.test-helper';
import { PREFERENCE_LABELS, PREFERENCE_TYPES } from '@/shared/contracts/notifications';
import { renderRoutes, storeSession } from '@/web/testing/render';
import { NotificationSettingsPage } from './notification-settings-page';

const holder = vi.hoisted(() => ({ api: null as unknown }));
vi.mock('@/web/lib/api', () => ({ useApi: () => holder.api, api: null }));

let answer: (call: RecordedCall) => unknown;
const fake = fakeApi((call) => answer(call));
holder.api = fake.api;

const rows = (weatherSms: boolean) =>
  PREFERENCE_TYPES.map((type) => ({
    id: type,
    type,
    ...PREFERENCE_LABELS[type],
    channels: { email: true, push: true, sms: type === 'weather' && weatherSms },
  }));

function renderPage() {
  storeSession();
  renderRoutes([
    {
      path: '*',
      element: (
        <>
          <NotificationSettingsPage />
          <Toaster />
        </>
      ),
    },
  ]);
}

beforeEach(() => {
  fake.calls.length = 0;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
});

describe('NotificationSettingsPage', () => {
  it('shows the stored choices and saves a changed one with a single PUT', async () => {
    answer = (call) =>
      call.method === 'get'
        ? { status: 'success', data: rows(false) }
        : { status: 'success', message: 'Notification preferences updated successfully', data: rows(true) };
    renderPage();
    const weatherSms = await screen.findByRole('checkbox', { name: 'Weather alerts: SMS' });
    expect(weatherSms).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Notification sound' })).toBeInTheDocument();

    await userEvent.click(weatherSms);
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Notification preferences updated successfully')).toBeInTheDocument();
    const puts = fake.calls.filter((call) => call.method === 'put');
    expect(puts).toHaveLength(1);
    const sent = (puts[0]!.data as { preferences: { type: string; channels: { sms: boolean } }[] })
      .preferences;
    expect(sent.find((p) => p.type === 'weather')?.channels.sms).toBe(true);
    // The page stays open with the saved choice shown.
    expect(screen.getByRole('checkbox', { name: 'Weather alerts: SMS' })).toBeChecked();
  });

  it('says what went wrong when a save is refused, and keeps the choice on screen', async () => {
    answer = (call) => {
      if (call.method === 'get') return { status: 'success', data: rows(false) };
      throw new ApiRequestError('Request failed with status 422', { status: 422 });
    };
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Weather alerts: SMS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(
      await screen.findByText('Failed to save notification preferences. Please try again later.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Weather alerts: SMS' })).toBeChecked());
  });
});
