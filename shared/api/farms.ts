// Farm fetchers (docs/product/farms.md Farms at /api/farms; docs/architecture.md "The API"). docs/product/farms.md: farm responses may carry stray text
// around the JSON like the login answer, and a body without usable JSON fails with "Failed to parse farm response".
import { z } from 'zod';
import { FarmDeleteResponseSchema, FarmInput, FarmSchema, type Farm } from '@/shared/contracts/farms';
import type { ApiClient } from './client';
import { ApiRequestError } from './errors';
import { FARM_PARSE_ERROR } from './extract-json';
import { validInput } from './input';
import { readItem, readList } from './response';

export { FARM_PARSE_ERROR };
export type { Farm, FarmInput };
export type FarmStatusFilter = 'active' | 'archived' | 'all';
export type FarmDeleteResult = z.infer<typeof FarmDeleteResponseSchema>;

const farmPath = (farmId: string) => `/api/farms/${encodeURIComponent(farmId)}`;
const parseConfig = { parseErrorMessage: FARM_PARSE_ERROR };

/** A body that parsed as JSON but is not a farm fails with the docs/product/farms.md message, as an ApiRequestError. */
function asFarmError(error: unknown): never {
  if (error instanceof ApiRequestError) throw error;
  throw new ApiRequestError(FARM_PARSE_ERROR, { code: 'invalid_response', cause: error });
}

/** The user's farms (owned or staff of); active ones unless asked for archived or all. */
export async function listFarms(api: ApiClient, status: FarmStatusFilter = 'active'): Promise<Farm[]> {
  const body = await api.get('/api/farms', { ...parseConfig, params: { status } });
  try {
    return readList(body, FarmSchema, FARM_PARSE_ERROR);
  } catch (error) {
    return asFarmError(error);
  }
}

export async function getFarm(api: ApiClient, farmId: string): Promise<Farm> {
  return readFarm(await api.get(farmPath(farmId), parseConfig));
}

/** Checks the input with the server's own contract first (a bad field throws with fieldErrors, no request). */
export async function createFarm(api: ApiClient, input: FarmInput): Promise<Farm> {
  return readFarm(await api.post('/api/farms', validInput(FarmInput, input), parseConfig));
}

export async function updateFarm(api: ApiClient, farmId: string, input: FarmInput): Promise<Farm> {
  return readFarm(await api.put(farmPath(farmId), validInput(FarmInput, input), parseConfig));
}

/** A farm holding stock or history is archived, not destroyed; `outcome` and `message` say which. */
export async function deleteFarm(api: ApiClient, farmId: string): Promise<FarmDeleteResult> {
  return api.delete(farmPath(farmId), { ...parseConfig, schema: FarmDeleteResponseSchema });
}

export async function restoreFarm(api: ApiClient, farmId: string): Promise<Farm> {
  return readFarm(await api.post(`${farmPath(farmId)}/restore`, undefined, parseConfig));
}

function readFarm(body: unknown): Farm {
  try {
    return readItem(body, FarmSchema, FARM_PARSE_ERROR);
  } catch (error) {
    return asFarmError(error);
  }
}
