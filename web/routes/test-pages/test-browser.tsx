// Developer test page (SPEC §2.12; no guard, SPEC §6).
export { TestBrowserPage as Component } from '@/web/features/notifications/test-pages/test-browser-page';
