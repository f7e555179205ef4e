// Public page (docs/product/web-app.md).
export { FeaturesPage as Component } from '@/web/features/marketing/pages/features-page';
