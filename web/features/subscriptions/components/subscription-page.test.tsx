// The farmer's subscription page (docs/product/subscriptions.md "For farmers"): an upgrade opens the pay dialog,
// M-Pesa waits for the phone and shows the result; without payment methods the page says payments are off.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type RecordedCall } from '@/shared/api/fake-client.test-helper';
import type { MySubscription, Payment } from '@/shared/contracts/subscriptions';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { SubscriptionPage } from './subscription-page';

let fake: ReturnType<typeof fakeApi>;
vi.mock('@/web/lib/api', () => ({ useApi: () => fake.api }));

const limits = { farms: 1, items: 50, staff: 0, sms_per_month: 10, ai_requests_per_month: null };
const starter = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Starter' };
const posPlus = { id: '00000000-0000-4000-8000-0000000000a2', name: 'Pos Plus' };

const mine = (methods: MySubscription['methods']): MySubscription => ({
  subscription: {
    package: starter,
    status: 'active',
    interval: 'month',
    currency: 'KES',
    trial_ends_at: null,
    current_period_start: '2026-11-01T00:00:00.000Z',
    current_period_end: '2026-12-01T00:00:00.000Z',
    next_package: null,
    cancel_at_period_end: false,
  },
  entitlements: { restricted: true, package: starter, status: 'active', limits, features: [] },
  usage: { farms: 1, items: 12, staff: 0, sms_per_month: 3, ai_requests_per_month: 0 },
  packages: [
    {
      ...starter,
      description: null,
      trial_days: 0,
      features: [],
      limits,
      prices: [{ currency: 'KES', interval: 'month', amount_minor: 50_000 }],
    },
    {
      ...posPlus,
      description: null,
      trial_days: 0,
      features: ['pos'],
      limits,
      prices: [{ currency: 'KES', interval: 'month', amount_minor: 150_000 }],
    },
  ],
  methods,
});

const payment = (status: Payment['status']): Payment => ({
  id: '00000000-0000-4000-8000-0000000000f1',
  package: posPlus,
  interval: 'month',
  provider: 'mpesa',
  status,
  amount_minor: 150_000,
  currency: 'KES',
  phone: '254712345678',
  receipt_number: status === 'succeeded' ? 'NLJ7RT61SV' : null,
  failure_reason: null,
  created_at: '2026-11-25T08:00:00.000Z',
  completed_at: null,
});

let methods: MySubscription['methods'];
let settled: Payment['status'];
beforeEach(() => {
  methods = { mpesa: true, stripe: false };
  settled = 'succeeded';
  fake = fakeApi((call: RecordedCall) => {
    if (call.url === '/api/subscription') return mine(methods);
    if (call.url === '/api/subscription/change')
      return { checkout_required: true, subscription: mine(methods).subscription };
    if (call.url === '/api/subscription/checkout') return { payment: payment('pending'), redirect_url: null };
    if (call.url.startsWith('/api/subscription/payments/')) return { data: payment(settled) };
    return {};
  });
});

const open = () =>
  renderFeature(<SubscriptionPage />, {
    path: '/farmer/settings/subscription',
    at: '/farmer/settings/subscription',
  });

describe('SubscriptionPage', () => {
  it('shows the plan and usage, and pays for an upgrade by M-Pesa', async () => {
    open();
    expect(await screen.findByRole('region', { name: 'Current plan' })).toHaveTextContent('Starter');
    expect(screen.getByText('12 of 50')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Choose Pos Plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for Pos Plus' });
    await userEvent.type(screen.getByLabelText('M-Pesa phone number'), '0712345678');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Your plan is Pos Plus');
    expect(fake.calls.find((c) => c.url === '/api/subscription/checkout')?.data).toEqual({
      package_id: posPlus.id,
      interval: 'month',
      method: 'mpesa',
      phone: '254712345678',
    });
  });

  it('says payments are not switched on when no method is', async () => {
    methods = { mpesa: false, stripe: false };
    open();
    expect(await screen.findByRole('note')).toHaveTextContent('Payments are not switched on yet.');
  });
});
