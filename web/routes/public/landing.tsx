// Public page (docs/product/web-app.md).
export { LandingPage as Component } from '@/web/features/marketing/pages/landing-page';
