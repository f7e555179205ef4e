// One page of the full notification log (docs/product/notifications.md GET /api/notification-logs) for /farmer/notifications.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listNotificationLogs, type NotificationLogQuery } from '@/shared/api/notifications';
import { toNotificationView } from '@/shared/notifications/notification-view';
import { useApi } from '@/web/lib/api';
import { notificationKeys } from '../lib/query-keys';

export const PAGE_SIZE = 20;

export function useNotificationLogs(query: NotificationLogQuery) {
  const api = useApi();
  return useQuery({
    queryKey: notificationKeys.logs(query),
    queryFn: async () => {
      const page = await listNotificationLogs(api, { per_page: PAGE_SIZE, ...query });
      return { items: page.data.map((n) => toNotificationView(n)), meta: page.meta };
    },
    placeholderData: keepPreviousData,
  });
}
