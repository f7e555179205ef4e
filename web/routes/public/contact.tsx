// Public page (docs/product/web-app.md).
export { ContactPage as Component } from '@/web/features/marketing/pages/contact-page';
