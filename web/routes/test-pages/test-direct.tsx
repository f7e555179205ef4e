// Developer test page (docs/product/web-app.md; no guard, docs/product/web-app.md).
export { TestDirectPage as Component } from '@/web/features/notifications/test-pages/test-direct-page';
