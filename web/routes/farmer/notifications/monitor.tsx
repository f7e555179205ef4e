// /farmer/notifications/monitor: the user's own delivery log per channel.
export { DeliveryMonitorPage as Component } from '@/web/features/notifications/pages/delivery-monitor-page';
