// The farm activity log's fetchers (docs/product/activity-log.md): one page of entries, newest first, and the people
// who appear in it. Both parse the answer with the contract the server answers with.
import {
  ActivityPageSchema,
  ActivityPeopleSchema,
  type ActivityEntry,
  type ActivityPage,
  type ActivityPerson,
  type ActivityQuery,
} from '@/shared/contracts/activity-log';
import type { ApiClient } from './client';

export type { ActivityEntry, ActivityPage, ActivityPerson, ActivityQuery };

export const ACTIVITY_LOAD_ERROR = 'Failed to load the activity log';

const activitiesPath = (farmId: string) => `/api/farms/${encodeURIComponent(farmId)}/activities`;

/** Filters left empty are not sent, so the server reads them as "any". */
const presentParams = (query: ActivityQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

export async function listActivities(
  api: ApiClient,
  farmId: string,
  query: ActivityQuery = {},
  signal?: AbortSignal,
): Promise<ActivityPage> {
  return api.get(activitiesPath(farmId), {
    params: presentParams(query),
    signal,
    schema: ActivityPageSchema,
    parseErrorMessage: ACTIVITY_LOAD_ERROR,
  });
}

export async function listActivityPeople(api: ApiClient, farmId: string): Promise<ActivityPerson[]> {
  const body = await api.get(`${activitiesPath(farmId)}/people`, {
    schema: ActivityPeopleSchema,
    parseErrorMessage: ACTIVITY_LOAD_ERROR,
  });
  return body.data;
}
