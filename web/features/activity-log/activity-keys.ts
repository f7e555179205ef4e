// Query keys of the activity log. Any farm write may add entries, so the log is read fresh on every visit.
import type { ActivityQuery } from '@/shared/contracts/activity-log';

export const activityKeys = {
  all: ['activity-log'] as const,
  pages: (farmId: string, filters: ActivityQuery) => ['activity-log', 'pages', farmId, filters] as const,
  people: (farmId: string) => ['activity-log', 'people', farmId] as const,
};
