// The farmer dashboard of one farm (docs/product/dashboard.md).
import { FarmDashboardResponseSchema, type FarmDashboard } from '@/shared/contracts/farm-dashboard';
import type { ApiClient } from './client';

export type { FarmDashboard };

export const DASHBOARD_LOAD_ERROR = 'Failed to load the dashboard';

export async function getFarmDashboard(
  api: ApiClient,
  farmId: string,
  signal?: AbortSignal,
): Promise<FarmDashboard> {
  const body = await api.get(`/api/farms/${encodeURIComponent(farmId)}/dashboard`, {
    signal,
    schema: FarmDashboardResponseSchema,
    parseErrorMessage: DASHBOARD_LOAD_ERROR,
  });
  return body.data;
}
