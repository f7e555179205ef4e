// /admin/integrations (docs/product/integrations.md): a saved secret is never shown (only "Saved — leave empty to
// keep") and left empty is not sent; the test sends the phone number typed and shows the provider's answer.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/shared/api/fake-client.test-helper';
import { INTEGRATION_PROVIDERS } from '@/shared/contracts/platform-enums';
import type { IntegrationSummary } from '@/shared/contracts/integrations';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { IntegrationsPage } from './integrations-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const summary = (provider: IntegrationSummary['provider']): IntegrationSummary => ({
  provider,
  enabled: false,
  config: {},
  secrets: {},
  last_test: null,
  updated_at: null,
  callback_url: null,
});

const integrations: IntegrationSummary[] = INTEGRATION_PROVIDERS.map(summary).map((row) =>
  row.provider === 'africastalking'
    ? {
        ...row,
        enabled: true,
        config: { base_url: 'https://api.africastalking.com', username: 'shamba' },
        secrets: { api_key: { set: true } },
      }
    : row.provider === 'twilio'
      ? {
          ...row,
          secrets: { auth_token: { set: false } },
          last_test: { at: '2026-11-24T08:00:00.000Z', ok: false, message: 'Twilio refused: Authenticate' },
        }
      : row,
);

beforeEach(() => {
  fake = fakeApi((call) => {
    if (call.method === 'put')
      return { data: { ...integrations[0], config: (call.data as { config: object }).config } };
    if (call.method === 'post') {
      return {
        ok: true,
        message: "Africa's Talking accepted the message to +254712345678: Success, cost KES 0.8000.",
        tested_at: '2026-11-25T08:00:00.000Z',
      };
    }
    return { data: integrations, secrets_available: true };
  });
});

describe('IntegrationsPage', () => {
  it('shows each provider with its status, and a saved secret only as saved', async () => {
    renderFeature(<IntegrationsPage />);
    const at = await screen.findByRole('region', { name: "Africa's Talking SMS" });
    expect(within(at).getByText('On')).toBeInTheDocument();
    expect(within(at).getByPlaceholderText('Saved — leave empty to keep')).toHaveValue('');
    const twilio = screen.getByRole('region', { name: 'Twilio SMS' });
    expect(within(twilio).getByText('Last test failed')).toBeInTheDocument();
    expect(within(twilio).getByPlaceholderText('Not set')).toBeInTheDocument();
    const ai = screen.getByRole('region', { name: 'AI provider' });
    expect(within(ai).getByRole('link', { name: 'Open AI configuration' })).toHaveAttribute(
      'href',
      '/admin/ai/configuration',
    );
  });

  it('saves the form without the secret left empty', async () => {
    renderFeature(<IntegrationsPage />);
    const at = await screen.findByRole('region', { name: "Africa's Talking SMS" });
    const sender = within(at).getByRole('textbox', { name: 'Sender ID (optional)' });
    await userEvent.type(sender, 'SHAMBA');
    await userEvent.click(within(at).getByRole('button', { name: 'Save' }));
    expect(await within(at).findByText('Saved.')).toBeInTheDocument();
    const put = fake.calls.find((c) => c.method === 'put');
    expect(put).toMatchObject({
      url: '/api/admin/integrations/africastalking',
      data: {
        enabled: true,
        config: { username: 'shamba', sender_id: 'SHAMBA', base_url: 'https://api.africastalking.com' },
        secrets: {},
      },
    });
  });

  it("sends a test SMS to the number typed and shows the provider's answer", async () => {
    renderFeature(<IntegrationsPage />);
    const at = await screen.findByRole('region', { name: "Africa's Talking SMS" });
    await userEvent.type(
      within(at).getByRole('textbox', { name: 'Phone number for the test SMS' }),
      '+254712345678',
    );
    await userEvent.click(within(at).getByRole('button', { name: 'Send a test' }));
    expect(
      await within(at).findByText(/accepted the message to \+254712345678: Success/),
    ).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'post')).toMatchObject({
      url: '/api/admin/integrations/africastalking/test',
      data: { to: '+254712345678' },
    });
  });
});
