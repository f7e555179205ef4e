// The farmers administration's fetchers (docs/product/admin-farmers.md): one page of accounts, one account, and
// the four actions. Answers are parsed with the contracts the server answers with.
import {
  FarmerActionResponseSchema,
  FarmerDetailResponseSchema,
  FarmerPageSchema,
  SuspendFarmerInput,
  type FarmerActionResponse,
  type FarmerDetail,
  type FarmerListQuery,
  type FarmerPage,
  type FarmerRow,
} from '@/shared/contracts/admin-farmers';
import type { ApiClient } from './client';
import { validInput } from './input';

export type { FarmerDetail, FarmerListQuery, FarmerPage, FarmerRow };

export const FARMERS_LOAD_ERROR = 'Failed to load the accounts';
export const FARMER_LOAD_ERROR = 'Failed to load the account';

export type FarmerAction = 'suspend' | 'reactivate' | 'resend-verification' | 'password-reset';

const farmerPath = (id: string) => `/api/admin/farmers/${encodeURIComponent(id)}`;

/** Filters left empty are not sent, so the server reads them as "any". */
const presentParams = (query: FarmerListQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

export async function listFarmers(
  api: ApiClient,
  query: FarmerListQuery = {},
  signal?: AbortSignal,
): Promise<FarmerPage> {
  return api.get('/api/admin/farmers', {
    params: presentParams(query),
    signal,
    schema: FarmerPageSchema,
    parseErrorMessage: FARMERS_LOAD_ERROR,
  });
}

export async function getFarmer(api: ApiClient, id: string): Promise<FarmerDetail> {
  const body = await api.get(farmerPath(id), {
    schema: FarmerDetailResponseSchema,
    parseErrorMessage: FARMER_LOAD_ERROR,
  });
  return body.data;
}

/** One of the account actions; a suspension carries its reason. */
export async function actOnFarmer(
  api: ApiClient,
  id: string,
  action: FarmerAction,
  reason?: string,
): Promise<FarmerActionResponse> {
  const body = action === 'suspend' ? validInput(SuspendFarmerInput, { reason: reason ?? '' }) : {};
  return api.post(`${farmerPath(id)}/${action}`, body, { schema: FarmerActionResponseSchema });
}
