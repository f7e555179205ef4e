// /pricing is built from the packages an administrator offers (docs/product/packages.md "Pricing page"), read
// with plain fetch like the published content so the public pages load no API client. While no package is
// offered (or the server cannot be reached) the page says plainly that Shamba is free: the PLANS below, whose
// texts are keys of the marketing pages' catalogue (pages/i18n/en.json).
import { useEffect, useState } from 'react';
import { PublicPackageListSchema, type PublicPackage } from '@/shared/contracts/packages';
import type { BillingInterval } from '@/shared/contracts/platform-enums';
import type { MarketingPagesTextKey as TextKey } from '../pages/i18n';

export type PricingState = { status: 'loading' } | { status: 'ready'; packages: PublicPackage[] };

/** The offered packages; an answer that cannot be read counts as none offered. */
export function usePricingPackages(): PricingState {
  const [state, setState] = useState<PricingState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    const settle = (packages: PublicPackage[]) => current && setState({ status: 'ready', packages });
    fetch('/api/packages', { headers: { accept: 'application/json' } })
      .then(async (res) => {
        const parsed = PublicPackageListSchema.safeParse(res.ok ? await res.json() : null);
        settle(parsed.success ? parsed.data.data : []);
      })
      .catch(() => settle([]));
    return () => {
      current = false;
    };
  }, []);
  return state;
}

/** The price shown for the interval: the first currency in KES, USD, then any; null when none is offered. */
export function displayPrice(pkg: PublicPackage, interval: BillingInterval) {
  const prices = pkg.prices.filter((price) => price.interval === interval);
  return (
    prices.find((price) => price.currency === 'KES') ??
    prices.find((price) => price.currency === 'USD') ??
    prices[0] ??
    null
  );
}

/** Whether the package costs nothing at all (no price in any currency). */
export const isFreePackage = (pkg: PublicPackage) => pkg.prices.length === 0;

/** The interval to show first: yearly only when no package has a monthly price. */
export const firstInterval = (packages: PublicPackage[]): BillingInterval =>
  packages.some((pkg) => pkg.prices.some((price) => price.interval === 'month')) ||
  !packages.some((pkg) => pkg.prices.some((price) => price.interval === 'year'))
    ? 'month'
    : 'year';

export type Plan = {
  id: string;
  name: TextKey;
  price: TextKey;
  audience: TextKey;
  points: readonly TextKey[];
  cta: { label: TextKey; to: 'register' | 'contact' };
  highlighted?: boolean;
};

export const PLANS: readonly Plan[] = [
  {
    id: 'early-access',
    name: 'planEarlyAccessName',
    price: 'freeWhileInEarlyAccess2',
    audience: 'planEarlyAccessAudience',
    points: [
      'planEarlyAccessPoint1',
      'planEarlyAccessPoint2',
      'planEarlyAccessPoint3',
      'planEarlyAccessPoint4',
    ],
    cta: { label: 'planEarlyAccessCta', to: 'register' },
    highlighted: true,
  },
  {
    id: 'farm',
    name: 'planFarmName',
    price: 'planPriceToBeAnnounced',
    audience: 'planFarmAudience',
    points: ['planFarmPoint1', 'planFarmPoint2', 'planFarmPoint3', 'planFarmPoint4'],
    cta: { label: 'planFarmCta', to: 'contact' },
  },
  {
    id: 'organisation',
    name: 'planOrganisationName',
    price: 'planPriceToBeAnnounced',
    audience: 'planOrganisationAudience',
    points: [
      'planOrganisationPoint1',
      'planOrganisationPoint2',
      'planOrganisationPoint3',
      'planOrganisationPoint4',
    ],
    cta: { label: 'planOrganisationCta', to: 'contact' },
  },
];

export const PRICING_FAQ: readonly { q: TextKey; a: TextKey }[] = [
  {
    q: 'faq1Question',
    a: 'faq1Answer',
  },
  {
    q: 'faq2Question',
    a: 'faq2Answer',
  },
  {
    q: 'faq3Question',
    a: 'faq3Answer',
  },
  {
    q: 'faq4Question',
    a: 'faq4Answer',
  },
];
