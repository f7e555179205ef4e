// /admin/notifications/system-monitor: the e-mail and SMS outbox, deliveries per channel, realtime state.
export { SystemMonitorPage as Component } from '@/web/features/notifications/pages/system-monitor-page';
