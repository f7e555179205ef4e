// /admin/system-settings (docs/product/system-settings.md): each section saves only its own group, and a bad value
// is shown under its field before anything is sent.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import type { SystemSettings } from '@/shared/contracts/system-settings';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { SystemSettingsPage } from './system-settings-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const settings: SystemSettings = {
  general: {
    platform_name: 'Shamba',
    support_email: '',
    support_phone: '',
    default_currency: 'KES',
    default_language: 'en',
  },
  registration: { mode: 'open' },
  maintenance: { enabled: false, message: '' },
  retention: {
    read_notifications_days: 180,
    deliveries_days: 90,
    outbox_days: 30,
    delivered_events_days: 90,
  },
};

beforeEach(() => {
  fake = fakeApi((call) => {
    if (call.url === '/api/admin/platform-invitations') return { data: [] };
    if (call.method === 'put') return { data: { ...settings, ...(call.data as object) } };
    return { data: settings };
  });
});

describe('SystemSettingsPage', () => {
  it('turns maintenance mode on with a message, sending only that group', async () => {
    renderFeature(<SystemSettingsPage />);
    const section = await screen.findByRole('region', { name: 'Maintenance mode' });
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Maintenance mode is on' }));
    await userEvent.type(within(section).getByRole('textbox'), 'Back at noon.');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText(/farmers see the maintenance page/)).toBeInTheDocument();
    const put = fake.calls.find((c) => c.method === 'put');
    expect(put).toMatchObject({
      url: '/api/admin/system-settings',
      data: { maintenance: { enabled: true, message: 'Back at noon.' } },
    });
    expect(Object.keys(put!.data as object)).toEqual(['maintenance']);
  });

  it('shows a retention period out of bounds under its field without saving', async () => {
    renderFeature(<SystemSettingsPage />);
    const section = await screen.findByRole('region', { name: 'Retention periods' });
    const outbox = within(section).getByRole('spinbutton', { name: /E-mail and SMS outbox/ });
    await userEvent.clear(outbox);
    await userEvent.type(outbox, '3');
    await userEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect(
      await within(section).findByText('Enter a whole number of days from 7 to 365.'),
    ).toBeInTheDocument();
    expect(fake.calls.some((c) => c.method === 'put')).toBe(false);
  });
});
