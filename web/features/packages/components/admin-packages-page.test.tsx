// /admin/packages and /admin/features (docs/product/packages.md "For administrators"): the list with prices,
// limits and subscribers; the editor sends minor units and shows the server's per-field messages; the features
// matrix toggles a feature for a package.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/shared/api/errors';
import { fakeApi, type RecordedCall } from '@/shared/api/fake-client.test-helper';
import type { Package } from '@/shared/contracts/packages';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { AdminFeaturesPage } from './admin-features-page';
import { AdminPackagesPage } from './admin-packages-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const starter: Package = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Starter',
  description: 'One small farm',
  trial_days: 14,
  limits: { farms: 1, items: 200, staff: 2, sms_per_month: null, ai_requests_per_month: 50 },
  features: ['pos'],
  is_public: true,
  is_default: true,
  archived: false,
  sort_order: 0,
  prices: [{ currency: 'KES', interval: 'month', amount_minor: 50_000 }],
  subscriber_count: 3,
};

const PERMISSIONS = ['packages.view', 'packages.create', 'packages.edit', 'features.view', 'features.edit'];

function server(extra: (call: RecordedCall) => unknown = () => undefined) {
  fake = fakeApi((call) => {
    const answer = extra(call);
    if (answer !== undefined) return answer;
    if (call.url === '/api/admin/me/permissions') return { permissions: PERMISSIONS };
    if (call.url === '/api/admin/packages') return { data: [starter] };
    if (call.url === '/api/admin/features') {
      return {
        features: ['pos', 'reports_export', 'widgets', 'extension', 'ai', 'organizations'].map((feature) => ({
          feature,
          package_ids: feature === 'pos' ? [starter.id] : [],
        })),
        packages: [{ id: starter.id, name: 'Starter', archived: false }],
      };
    }
    return undefined;
  });
}

describe('AdminPackagesPage', () => {
  it('lists a package with its price, limits and subscribers', async () => {
    server();
    renderFeature(<AdminPackagesPage />);
    const card = (await screen.findByRole('heading', { name: 'Starter' })).closest('li')!;
    expect(within(card).getByText('Default')).toBeInTheDocument();
    expect(within(card).getByText(/3 subscribers/)).toBeInTheDocument();
    expect(within(card).getByText(/KES.500\.00 \/ month/)).toBeInTheDocument();
    expect(within(card).getByText(/Farms: 1 · Inventory items: 200/)).toBeInTheDocument();
  });

  it('creates a package in minor units and shows the server field message under its field', async () => {
    server((call) =>
      call.method === 'post' && call.url === '/api/admin/packages'
        ? new ApiRequestError('Another package already has this name.', {
            status: 422,
            fieldErrors: { name: ['Another package already has this name.'] },
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderFeature(<AdminPackagesPage />);
    await user.click(await screen.findByRole('button', { name: 'New package' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'starter');
    await user.type(within(dialog).getByLabelText('Amount'), '1,499.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another package already has this name.')).toBeInTheDocument();
    const sent = fake.calls.find((call) => call.method === 'post')!.data as { prices: unknown[] };
    expect(sent.prices).toEqual([{ currency: 'KES', interval: 'month', amount_minor: 149_950 }]);
  });
});

describe('AdminFeaturesPage', () => {
  it('shows what each feature gates and toggles it for a package', async () => {
    server((call) => (call.method === 'put' ? {} : undefined));
    const user = userEvent.setup();
    renderFeature(<AdminFeaturesPage />);
    expect(await screen.findByText(/Creating embed keys/)).toBeInTheDocument();
    const widgets = screen.getByRole('checkbox', { name: 'Website widgets on for Starter' });
    expect(widgets).not.toBeChecked();
    await waitFor(() => expect(widgets).toBeEnabled());
    await user.click(widgets);
    await waitFor(() =>
      expect(fake.calls).toContainEqual({
        method: 'put',
        url: '/api/admin/features/widgets',
        data: { package_id: starter.id, enabled: true },
      }),
    );
  });
});
