// The delivery logs ( monitor pages): the user's own, or every user's for a superadmin, and the outbox.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  listAllDeliveries,
  listMyDeliveries,
  listOutbox,
  type DeliveryQuery,
  type OutboxQuery,
} from '@/shared/api/notification-diagnostics';
import { useApi } from '@/web/lib/api';
import { notificationKeys } from '../lib/query-keys';

/** The monitors refresh on their own: they are watched while something is being sent. */
const MONITOR_REFRESH_MS = 15_000;

export function useDeliveries(scope: 'mine' | 'all', query: DeliveryQuery) {
  const api = useApi();
  return useQuery({
    queryKey: notificationKeys.deliveries(scope, query),
    queryFn: () => (scope === 'mine' ? listMyDeliveries(api, query) : listAllDeliveries(api, query)),
    placeholderData: keepPreviousData,
    refetchInterval: MONITOR_REFRESH_MS,
  });
}

export function useOutbox(query: OutboxQuery) {
  const api = useApi();
  return useQuery({
    queryKey: notificationKeys.outbox(query),
    queryFn: () => listOutbox(api, query),
    placeholderData: keepPreviousData,
    refetchInterval: MONITOR_REFRESH_MS,
  });
}
