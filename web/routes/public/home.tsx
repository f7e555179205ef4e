// Public page (docs/product/web-app.md).
export { HomePage as Component } from '@/web/features/marketing/pages/home-page';
