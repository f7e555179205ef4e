// Public page (docs/product/web-app.md).
export { PricingPage as Component } from '@/web/features/marketing/pages/pricing-page';
