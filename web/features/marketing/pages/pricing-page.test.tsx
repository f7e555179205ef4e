// /pricing is built from the offered packages (docs/product/packages.md "Pricing page"): prices per interval with
// formatMoney (KES 500.00), limits and features, the CTA to register; with no package it says Shamba is free.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPackage } from '@/shared/contracts/packages';
import { renderFeature } from '@/web/testing/render-feature.test-helper';
import { PricingPage } from './pricing-page';

const answer = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/packages'
        ? new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 404 }),
    ),
  );
afterEach(() => vi.unstubAllGlobals());

const limits = { farms: 1, items: 200, staff: 3, sms_per_month: null, ai_requests_per_month: 50 };
const PACKAGES: PublicPackage[] = [
  {
    id: 'a',
    name: 'Mbegu',
    description: 'For one small farm',
    trial_days: 14,
    limits,
    features: [],
    prices: [
      { currency: 'KES', interval: 'month', amount_minor: 50_000 },
      { currency: 'KES', interval: 'year', amount_minor: 500_000 },
    ],
  },
  {
    id: 'b',
    name: 'Mavuno',
    description: null,
    trial_days: 0,
    limits: { ...limits, farms: null },
    features: ['pos', 'widgets'],
    prices: [{ currency: 'KES', interval: 'month', amount_minor: 150_000 }],
  },
];

describe('PricingPage', () => {
  it('shows each package with its monthly price, limits and features, and switches to yearly', async () => {
    answer({ data: PACKAGES });
    renderFeature(<PricingPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Mbegu' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose the package that fits your farm' }),
    ).toBeVisible();
    expect(screen.getByText('KES 500.00 / month')).toBeInTheDocument();
    expect(screen.getByText('KES 1,500.00 / month')).toBeInTheDocument();
    expect(screen.getByText('1 Farms')).toBeInTheDocument();
    expect(screen.getByText('Unlimited Farms')).toBeInTheDocument();
    expect(screen.getByText('Point of sale')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start your 14-day trial' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Choose Mavuno' })).toHaveAttribute('href', '/register');

    fireEvent.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(screen.getByText('KES 5,000.00 / year')).toBeInTheDocument();
    expect(screen.getByText('Not offered yearly')).toBeInTheDocument();
    // The FAQ stays.
    expect(screen.getByRole('heading', { name: 'Questions about paying' })).toBeInTheDocument();
  });

  it('says plainly that Shamba is free while no package is offered', async () => {
    answer({ data: [] });
    renderFeature(<PricingPage />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/packages', expect.anything()));
    expect(screen.getByRole('heading', { level: 1, name: 'Free while in early access' })).toBeInTheDocument();
    expect(screen.getByText(/No package is offered yet/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/KES\s?\d/);
  });
});
