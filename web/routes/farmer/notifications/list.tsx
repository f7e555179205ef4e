// /farmer/notifications.
export { NotificationsPage as Component } from '@/web/features/notifications/pages/notifications-page';
