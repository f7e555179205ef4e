// Storage location fetchers (docs/product/storage-locations.md storage calls). Writes send `location_type` and the
// conditions as serialized text (docs/product/storage-locations.md "On save the payload uses location_type and the conditions as
// serialized text") and read status success and message; lists tolerate the docs/product/storage-locations.md variants.
import {
  StorageConditionsSchema,
  StorageLocationInput,
  StorageLocationSchema,
  type StorageLocation,
} from '@/shared/contracts/storage-locations';
import { z } from 'zod';
import type { ApiClient } from './client';
import { ApiRequestError } from './errors';
import { validInput } from './input';
import { readItem, readList } from './response';

export type { StorageLocation, StorageLocationInput };

/** docs/product/storage-locations.md Storage locations. */
export const STORAGE_LOAD_ERROR = 'Failed to load storage locations. Please try again later.';
export const STORAGE_SAVE_ERROR = 'Failed to add or update location';
export const STORAGE_DELETE_ERROR = 'Failed to delete location';
export const STORAGE_FALLBACK_DETAIL = 'Please try again or contact support.';

const BASE = '/api/inventory/storage-locations';
const locationPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

const WriteAnswer = z.object({
  status: z.string().optional(),
  success: z.boolean().optional(),
  message: z.string().optional(),
  data: StorageLocationSchema.optional(),
});

export interface StorageWriteResult {
  message: string;
  location?: StorageLocation;
}

/** GET /api/inventory/storage-locations?farm_id= (docs/product/storage-locations.md): one farm's locations, by name. */
export async function listStorageLocations(api: ApiClient, farmId: string): Promise<StorageLocation[]> {
  const body = await api.get(BASE, { params: { farm_id: farmId } });
  return readList(body, StorageLocationSchema, STORAGE_LOAD_ERROR);
}

/** GET /api/farms/{farmId}/storage-locations (docs/product/storage-locations.md): the same list under the farm. */
export async function listFarmStorageLocations(api: ApiClient, farmId: string): Promise<StorageLocation[]> {
  const body = await api.get(`/api/farms/${encodeURIComponent(farmId)}/storage-locations`);
  return readList(body, StorageLocationSchema, STORAGE_LOAD_ERROR);
}

/** One location; with `farmId` through the farm-scoped path, so a location of another farm is not found. */
export async function getStorageLocation(
  api: ApiClient,
  locationId: string,
  farmId?: string,
): Promise<StorageLocation> {
  const url = farmId
    ? `/api/farms/${encodeURIComponent(farmId)}/storage-locations/${encodeURIComponent(locationId)}`
    : locationPath(locationId);
  return readItem(await api.get(url), StorageLocationSchema, STORAGE_LOAD_ERROR);
}

/**
 * The wire payload: checked with the server's contract (bad fields throw with fieldErrors before any request),
 * conditions always as JSON text.
 */
export function toStorageLocationPayload(input: StorageLocationInput) {
  const checked = validInput(StorageLocationInput, input);
  const conditions = checked.conditions
    ? StorageConditionsSchema.partial().parse(checked.conditions)
    : undefined;
  return { ...checked, conditions: conditions ? JSON.stringify(conditions) : undefined };
}

export async function createStorageLocation(
  api: ApiClient,
  input: StorageLocationInput,
): Promise<StorageWriteResult> {
  return readWrite(await api.post(BASE, toStorageLocationPayload(input)), STORAGE_SAVE_ERROR);
}

export async function updateStorageLocation(
  api: ApiClient,
  locationId: string,
  input: StorageLocationInput,
): Promise<StorageWriteResult> {
  return readWrite(
    await api.put(locationPath(locationId), toStorageLocationPayload(input)),
    STORAGE_SAVE_ERROR,
  );
}

/** A location that still holds stock is refused with 409 and the server's message (an ApiRequestError). */
export async function deleteStorageLocation(api: ApiClient, locationId: string): Promise<StorageWriteResult> {
  return readWrite(await api.delete(locationPath(locationId)), STORAGE_DELETE_ERROR);
}

/** docs/product/storage-locations.md "Each storage write reads status success and message"; anything else is a failure. */
function readWrite(body: unknown, failure: string): StorageWriteResult {
  // An empty answer (204) is a success without a message.
  if (body === null) return { message: '' };
  const parsed = WriteAnswer.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(failure, { code: 'invalid_response', cause: parsed.error });
  const { status, success, message, data } = parsed.data;
  if (status !== 'success' && success !== true)
    throw new ApiRequestError(message || failure, { code: 'write_failed' });
  return { message: message ?? '', location: data };
}
