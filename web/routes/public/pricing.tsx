// Public page (SPEC §2.1).
export { PricingPage as Component } from '@/web/features/marketing/pages/pricing-page';
