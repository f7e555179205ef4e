// /farmer/notifications/admin: the state of the user's own channels, and a test notification.
export { ChannelsPage as Component } from '@/web/features/notifications/pages/channels-page';
