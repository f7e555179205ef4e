// Developer test page (SPEC §2.12; no guard, SPEC §6).
export { TestNotificationsPage as Component } from '@/web/features/notifications/test-pages/test-notifications-page';
