// Public page (docs/product/web-app.md).
export { PrivacyPage as Component } from '@/web/features/marketing/pages/privacy-page';
