// /admin/notifications: every user's delivery log, and the browser-notification broadcast.
export { AdminNotificationsPage as Component } from '@/web/features/notifications/pages/admin-notifications-page';
