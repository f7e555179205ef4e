// Settings: Notifications (channels per type, browser permission, sound).
export { NotificationSettingsPage as Component } from '@/web/features/notifications/pages/notification-settings-page';
