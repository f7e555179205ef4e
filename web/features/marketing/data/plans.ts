// Pricing is honest on purpose: there is no payment integration yet, so no prices and no checkout
// (docs/decisions/002). When billing ships, replace `price` and the notes here.
// The texts are keys of the marketing pages' catalogue (pages/i18n/en.json).
import type { MarketingPagesTextKey as TextKey } from '../pages/i18n';

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
