// Pricing is honest on purpose: there is no payment integration yet, so no prices and no checkout
// (docs/decisions/002). When billing ships, replace `price` and the notes here.
export type Plan = {
  id: string;
  name: string;
  price: string;
  audience: string;
  points: readonly string[];
  cta: { label: string; to: 'register' | 'contact' };
  highlighted?: boolean;
};

export const PLANS: readonly Plan[] = [
  {
    id: 'early-access',
    name: 'Early access',
    price: 'Free while in early access',
    audience: 'Farmers and individuals trying Shamba today.',
    points: [
      'Everything that is available now, at no cost',
      'Each new capability as soon as it leaves development',
      'No card or mobile-money number needed',
      'A copy of your data whenever you ask for it',
    ],
    cta: { label: 'Get started', to: 'register' },
    highlighted: true,
  },
  {
    id: 'farm',
    name: 'Farm',
    price: 'Price to be announced',
    audience: 'Commercial farms with staff, several stores and daily sales.',
    points: [
      'Staff with farm roles and permissions',
      'SMS alerts and the farm point of sale',
      'Reports across all your farms',
      'Announced before any charge, with notice to early-access users',
    ],
    cta: { label: 'Ask about this plan', to: 'contact' },
  },
  {
    id: 'organisation',
    name: 'Organisation',
    price: 'Price to be announced',
    audience: 'Co-operatives, out-grower schemes and NGOs working with many farmers.',
    points: [
      'An organisation dashboard over member farms',
      'Organisation reports',
      'Embeddable widgets for your own website',
      'Help with onboarding your members',
    ],
    cta: { label: 'Talk to us', to: 'contact' },
  },
];

export const PRICING_FAQ = [
  {
    q: 'Do I pay anything now?',
    a: 'No. Shamba is free while in early access. Payments are not switched on: there is no way to be charged.',
  },
  {
    q: 'What happens when paid plans start?',
    a: 'We will announce prices in the app and by e-mail before anything changes. You can take a copy of your data and leave at any time.',
  },
  {
    q: 'Which payment methods will you accept?',
    a: 'Mobile money and cards are planned. The payment integration is not live yet.',
  },
  {
    q: 'What does "In development" mean on the features page?',
    a: 'We are building it now. It is not usable yet; the label changes to "Available now" the day it ships.',
  },
] as const;
