// The farm's log, page after page ("Load more"): keyset pages by id, newest first, under the filters chosen.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { listActivities, listActivityPeople } from '@/shared/api/activity-log';
import type { ActivityQuery } from '@/shared/contracts/activity-log';
import { useApi } from '@/web/lib/api';
import { activityKeys } from '../activity-keys';

export const ACTIVITY_PAGE_SIZE = 25;

/** The filters a person sets on the screen; the time zone is the browser's. */
export type ActivityFilters = Pick<ActivityQuery, 'person' | 'module' | 'from' | 'to'>;

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function useActivities(farmId: string, filters: ActivityFilters) {
  const api = useApi();
  const query: ActivityQuery = { ...filters, tz: browserTimeZone(), limit: ACTIVITY_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: activityKeys.pages(farmId, query),
    queryFn: ({ pageParam, signal }) =>
      listActivities(api, farmId, { ...query, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: 0,
  });
}

export function useActivityPeople(farmId: string) {
  const api = useApi();
  return useQuery({ queryKey: activityKeys.people(farmId), queryFn: () => listActivityPeople(api, farmId) });
}
