// Public page (docs/product/web-app.md).
export { TermsPage as Component } from '@/web/features/marketing/pages/terms-page';
