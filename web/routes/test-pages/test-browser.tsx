// Developer test page (docs/product/web-app.md; no guard, docs/product/web-app.md).
export { TestBrowserPage as Component } from '@/web/features/notifications/test-pages/test-browser-page';
