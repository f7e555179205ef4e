// The preferences modal's states and messages (docs/product/notifications.md Preferences modal), with changes kept on
// the device while the server cannot be reached and sent when it is back (docs/decisions/006).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { ApiRequestError } from '@/shared/api/errors';
import { fakeApi, type RecordedCall } from '@/shared/api/fake-client.test-helper';
import { PREFERENCE_LABELS, PREFERENCE_TYPES } from '@/shared/contracts/notifications';
import { renderRoutes, storeSession } from '@/web/testing/render';
import { PreferencesModal } from './preferences-modal';

const holder = vi.hoisted(() => ({ api: null as unknown }));
vi.mock('@/web/lib/api', () => ({ useApi: () => holder.api, api: null }));

let answer: (call: RecordedCall) => unknown;
const fake = fakeApi((call) => answer(call));
holder.api = fake.api;

const rows = (sms = false) =>
  PREFERENCE_TYPES.map((type) => ({
    id: type,
    type,
    ...PREFERENCE_LABELS[type],
    channels: { email: true, push: true, sms: type === 'weather' ? sms : false },
  }));
const ok = { status: 'success', data: rows() };
const unreachable = new ApiRequestError('Request failed with status 500', { status: 500 });
const PENDING_KEY = 'notification_preferences_pending:user-1';

function serve(
  get: unknown,
  put: unknown = {
    status: 'success',
    message: 'Notification preferences updated successfully',
    data: rows(true),
  },
) {
  answer = (call) => (call.method === 'get' ? get : put);
}

function renderModal() {
  storeSession();
  const onClose = vi.fn();
  renderRoutes([
    {
      path: '*',
      element: (
        <>
          <PreferencesModal onClose={onClose} />
          <Toaster />
        </>
      ),
    },
  ]);
  return onClose;
}

const weatherSms = () => screen.findByRole('checkbox', { name: 'Weather alerts: SMS' });

beforeEach(() => {
  fake.calls.length = 0;
  // react-hot-toast asks for prefers-reduced-motion; jsdom has no matchMedia.
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
afterEach(() => vi.unstubAllGlobals());

describe('PreferencesModal', () => {
  it('loads (spinner), then shows one row per type with a toggle per channel', async () => {
    serve(ok);
    renderModal();
    expect(screen.getByRole('status', { name: 'Loading preferences' })).toBeInTheDocument();
    expect(await weatherSms()).not.toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(PREFERENCE_TYPES.length * 3);
  });

  it('saves the change, says so, and closes', async () => {
    serve(ok);
    const onClose = renderModal();
    await userEvent.click(await weatherSms());
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Notification preferences updated successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const put = fake.calls.find((c) => c.method === 'put')!;
    const sent = (put.data as { preferences: { type: string; channels: object }[] }).preferences;
    expect(sent).toHaveLength(PREFERENCE_TYPES.length);
    expect(sent.find((p) => p.type === 'weather')?.channels).toEqual({ email: true, push: true, sms: true });
  });

  it('a refused save shows the failure and keeps nothing locally', async () => {
    serve(ok, new ApiRequestError('Check the form.', { status: 422 }));
    const onClose = renderModal();
    await userEvent.click(await weatherSms());
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(
      await screen.findByText('Failed to save notification preferences. Please try again later.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', unreachable, true],
    ['a 404', new ApiRequestError('Request failed with status 404', { status: 404 }), false],
    ['no answer', new ApiRequestError('Network error occurred'), false],
  ])(
    'with %s, keeps the change on this device and says so (closing after 3 s)',
    async (_label, error, waitClose) => {
      serve(ok, error);
      const onClose = renderModal();
      await userEvent.click(await weatherSms());
      await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
      expect(
        await screen.findByText('Unable to save preferences to the server. Switching to demo mode.'),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          'Your preferences have been saved locally. They will be synchronized with the server when the service is available.',
        ),
      ).toBeInTheDocument();
      const pending = JSON.parse(localStorage.getItem(PENDING_KEY)!) as {
        preferences: { type: string; channels: { sms: boolean } }[];
      };
      expect(pending.preferences.find((p) => p.type === 'weather')?.channels.sms).toBe(true);
      expect(onClose).not.toHaveBeenCalled();
      if (waitClose) await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 4000 });
    },
  );

  it('a failed load shows Error Loading Preferences; Try Again loads again', async () => {
    serve(unreachable);
    renderModal();
    expect(await screen.findByText('Error Loading Preferences')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    serve(ok);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await weatherSms()).toBeInTheDocument();
  });

  it('a failed load with changes kept here shows them, with the notice', async () => {
    localStorage.setItem(
      PENDING_KEY,
      JSON.stringify({
        saved_at: '2026-01-01T00:00:00.000Z',
        preferences: [{ type: 'weather', channels: { email: false, push: true, sms: true } }],
      }),
    );
    answer = () => unreachable;
    renderModal();
    expect(await weatherSms()).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Weather alerts: Email' })).not.toBeChecked();
    expect(screen.getByText(/Showing the changes saved on this device/)).toBeInTheDocument();
    expect(localStorage.getItem(PENDING_KEY)).not.toBeNull();
  });

  it('sends the kept changes first when the server answers again, then forgets them', async () => {
    localStorage.setItem(
      PENDING_KEY,
      JSON.stringify({
        saved_at: '2026-01-01T00:00:00.000Z',
        preferences: [{ type: 'weather', channels: { email: true, push: true, sms: true } }],
      }),
    );
    serve({ status: 'success', data: rows(true) });
    renderModal();
    expect(await weatherSms()).toBeChecked();
    expect(fake.calls.map((c) => c.method)).toEqual(['put', 'get']);
    expect(fake.calls[0]?.data).toEqual({
      preferences: [{ type: 'weather', channels: { email: true, push: true, sms: true } }],
    });
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    expect(screen.queryByText(/Showing the changes saved on this device/)).not.toBeInTheDocument();
  });
});
