// One place for the notification query keys, so a live notification or a mark-read updates every view of it.
import type { NotificationLogQuery } from '@/shared/api/notifications';

export const notificationKeys = {
  all: ['notifications'] as const,
  inbox: ['notifications', 'inbox'] as const,
  logs: (query: NotificationLogQuery) => ['notifications', 'logs', query] as const,
  logsAll: ['notifications', 'logs'] as const,
  preferences: ['notifications', 'preferences'] as const,
  deliveries: (scope: 'mine' | 'all', query: object) =>
    ['notifications', 'deliveries', scope, query] as const,
  outbox: (query: object) => ['notifications', 'outbox', query] as const,
  realtimeConfig: ['notifications', 'realtime-config'] as const,
};
