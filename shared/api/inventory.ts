// Inventory items (docs/product/inventory.md Inventory and suppliers): the farm's paged, filtered list, the list
// across the user's farms, one item, and the item writes. Every write may carry an Idempotency-Key so a retried
// submission applies once.
import { z } from 'zod';
import {
  CreateInventoryItemInput,
  InventoryItemResponseSchema,
  InventoryItemSchema,
  InventoryPageSchema,
  UpdateInventoryItemInput,
  type AllInventoryQuery,
  type InventoryItem,
  type InventoryPage,
  type InventoryQuery,
} from '@/shared/contracts/inventory';
import { MessageResponseSchema } from '@/shared/contracts/errors';
import { StorageLocationSchema, type StorageLocation } from '@/shared/contracts/storage-locations';
import { InventorySummarySchema, type InventorySummary } from '@/shared/contracts/stock-movements';
import { filtersToQuery, type InventoryFilters } from '@/shared/inventory/filters';
import type { ApiClient, RequestConfig } from './client';
import { validInput } from './input';
import { readItem, readList } from './response';

// docs/product/inventory.md Inventory, word for word.
export const INVENTORY_FETCH_ERROR = 'Failed to fetch data';
export const INVENTORY_FORM_DATA_ERROR = 'Failed to load form data. Please try again.';
export const INVENTORY_ADD_ERROR = 'Failed to add inventory item';
export const INVENTORY_ADDED = 'Inventory item added successfully';
export const FARM_INPUTS_FETCH_ERROR = 'Failed to fetch farm inputs';
export const FARM_ID_REQUIRED = 'Farm ID is required';
/** docs/product/inventory.md toast, without its "Using mock data for demonstration" tail (docs/decisions/002 and 005). */
export const loadErrorToast = (message: string) => `Error loading data: ${message}`;

/** docs/product/inventory.md paging: 25 rows a page, the contract's default. */
export const INVENTORY_PAGE_SIZE = 25;

export interface WriteOptions {
  /** One per submitted form, reused when the same submission is retried. */
  idempotencyKey?: string;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function writeConfig<T>(options: WriteOptions = {}, schema?: z.ZodType<T>): RequestConfig<T> {
  return {
    schema,
    headers: options.idempotencyKey ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey } : undefined,
  };
}

export type ListQuery = InventoryFilters & Pick<InventoryQuery, 'page' | 'per_page' | 'sort'>;

function listParams(query: ListQuery & { farm_id?: string }): Record<string, unknown> {
  const { page, per_page, sort, farm_id, ...filters } = query;
  return { ...filtersToQuery(filters), page, per_page: per_page ?? INVENTORY_PAGE_SIZE, sort, farm_id };
}

/** The paged answer; a bare or wrapped list (docs/product/inventory.md variants) reads as one page holding all of it. */
export function readInventoryPage(body: unknown): InventoryPage {
  const paged = InventoryPageSchema.safeParse(body);
  if (paged.success) return paged.data;
  const data = readList(body, InventoryItemSchema);
  const n = data.length;
  return { data, meta: { page: 1, per_page: Math.max(n, 1), total: n, unfiltered_total: n } };
}

const farmPath = (farmId: string) => `/api/farms/${encodeURIComponent(farmId)}/inventory`;
export const itemPath = (farmId: string, itemId: string) =>
  `${farmPath(farmId)}/${encodeURIComponent(itemId)}`;

/** GET /api/farms/{farmId}/inventory: filters, search and paging on the server. */
export async function listInventory(
  api: ApiClient,
  farmId: string,
  query: ListQuery = {},
): Promise<InventoryPage> {
  return readInventoryPage(await api.get(farmPath(farmId), { params: listParams(query) }));
}

/** GET /api/inventory/items: every item of the user's farms, each with farm_name. */
export async function listAllInventory(
  api: ApiClient,
  query: ListQuery & Pick<AllInventoryQuery, 'farm_id'> = {},
): Promise<InventoryPage> {
  return readInventoryPage(await api.get('/api/inventory/items', { params: listParams(query) }));
}

/**
 * GET /api/inventory/storage-locations without farm_id: the locations of every farm the user may read, for the
 * Location filter of the all-items list (shared/api/storage-locations.ts lists one farm's).
 */
export async function listLocationsAcrossFarms(api: ApiClient): Promise<StorageLocation[]> {
  return readList(
    await api.get('/api/inventory/storage-locations'),
    StorageLocationSchema,
    INVENTORY_FETCH_ERROR,
  );
}

export async function getInventoryItem(
  api: ApiClient,
  farmId: string,
  itemId: string,
): Promise<InventoryItem> {
  return readItem(await api.get(itemPath(farmId, itemId)), InventoryItemSchema);
}

/** GET /api/farms/{farmId}/inventory/summary: the inventory dashboard. */
export async function getInventorySummary(api: ApiClient, farmId: string): Promise<InventorySummary> {
  return readItem(await api.get(`${farmPath(farmId)}/summary`), InventorySummarySchema);
}

/** The create input without farm_id, per item type (Omit on the union would drop the type-specific fields). */
export type NewItemInput = CreateInventoryItemInput extends infer T
  ? T extends unknown
    ? Omit<T, 'farm_id'>
    : never
  : never;

export interface ItemWriteResult {
  message: string;
  item: InventoryItem;
}

/** docs/product/inventory.md: the answer "reads success and message"; success false carries the reason. */
function readWrite(body: z.infer<typeof InventoryItemResponseSchema>, fallback: string): ItemWriteResult {
  if (!body.success) throw new Error(body.message || fallback);
  return { message: body.message, item: body.data };
}

/** POST /api/farms/{farmId}/inventory. Without a farm id it fails with docs/product/inventory.md "Farm ID is required". */
export async function createInventoryItem(
  api: ApiClient,
  farmId: string | undefined,
  input: NewItemInput,
  options?: WriteOptions,
): Promise<ItemWriteResult> {
  const body = validInput(CreateInventoryItemInput, { ...input, farm_id: farmId ?? '' });
  const answer = await api.post(
    farmPath(body.farm_id),
    body,
    writeConfig(options, InventoryItemResponseSchema),
  );
  return readWrite(answer, INVENTORY_ADD_ERROR);
}

/** PUT …/{itemId}: details only; the quantity changes only through movements (shared/api/stock.ts). */
export async function updateInventoryItem(
  api: ApiClient,
  farmId: string,
  itemId: string,
  input: z.input<typeof UpdateInventoryItemInput>,
  options?: WriteOptions,
): Promise<ItemWriteResult> {
  const body = validInput(UpdateInventoryItemInput, input);
  const answer = await api.put(
    itemPath(farmId, itemId),
    body,
    writeConfig(options, InventoryItemResponseSchema),
  );
  return readWrite(answer, 'Failed to update inventory item');
}

/** DELETE …/{itemId}; a refused delete (stock or history) is an error carrying the server's message. */
export async function deleteInventoryItem(
  api: ApiClient,
  farmId: string,
  itemId: string,
  options?: WriteOptions,
): Promise<string> {
  const answer = await api.delete(itemPath(farmId, itemId), writeConfig(options, MessageResponseSchema));
  if (!answer.success) throw new Error(answer.message || 'Failed to delete inventory item');
  return answer.message;
}
