// Public page (docs/product/web-app.md).
export { AboutPage as Component } from '@/web/features/marketing/pages/about-page';
