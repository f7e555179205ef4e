// Developer test page (docs/product/notifications.md; no guard, docs/product/notifications.md).
export { TestNotificationsPage as Component } from '@/web/features/notifications/test-pages/test-notifications-page';
