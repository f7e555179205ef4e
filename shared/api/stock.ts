// The stock ledger calls: consume, receive, transfer, count adjustment, harvest and sale on one
// item, each answering the item after the change and the movements written; an item's history and the farm's
// movements. A 409 `insufficient_stock` carries the server's message (what is actually there).
import type { z } from 'zod';
import {
  AdjustInput,
  ConsumeInput,
  HarvestInput,
  INSUFFICIENT_STOCK_CODE,
  MOVEMENT_TYPES,
  MovementPageSchema,
  MovementResultSchema,
  ReceiveInput,
  SaleInput,
  StockMovementSchema,
  TransferInput,
  type MovementResult,
  type MovementType,
} from '@/shared/contracts/stock-movements';
import { movementLabel } from '@/shared/inventory/app-labels';
import { liveLabels } from '@/shared/inventory/labels';
import type { ApiClient } from './client';
import { isApiRequestError } from './errors';
import { validInput } from './input';
import { itemPath, writeConfig, type WriteOptions } from './inventory';
import { readList } from './response';

export type MovementPage = z.infer<typeof MovementPageSchema>;

const ACTIONS = {
  consume: ConsumeInput,
  receive: ReceiveInput,
  transfer: TransferInput,
  adjust: AdjustInput,
  harvest: HarvestInput,
  sale: SaleInput,
} as const;
export type StockAction = keyof typeof ACTIONS;
export type StockActionInput<A extends StockAction> = z.input<(typeof ACTIONS)[A]>;

/** The input checked as moveStock checks it, without sending (the extension queues actions taken offline). */
export function checkStockInput<A extends StockAction>(action: A, input: StockActionInput<A>): unknown {
  return validInput(ACTIONS[action], input);
}

/** POST /api/farms/{farmId}/inventory/{itemId}/{action}. */
export async function moveStock<A extends StockAction>(
  api: ApiClient,
  farmId: string,
  itemId: string,
  action: A,
  input: StockActionInput<A>,
  options?: WriteOptions,
): Promise<MovementResult> {
  const body = checkStockInput(action, input);
  const result = await api.post(
    `${itemPath(farmId, itemId)}/${action}`,
    body,
    writeConfig(options, MovementResultSchema),
  );
  if (!result.success) throw new Error(result.message || 'The stock change was not recorded');
  return result;
}

type Call<A extends StockAction> = (
  api: ApiClient,
  farmId: string,
  itemId: string,
  input: StockActionInput<A>,
  options?: WriteOptions,
) => Promise<MovementResult>;
const bind =
  <A extends StockAction>(action: A): Call<A> =>
  (api, farmId, itemId, input, options) =>
    moveStock(api, farmId, itemId, action, input, options);

export const consumeStock = bind('consume');
export const receiveStock = bind('receive');
export const transferStock = bind('transfer');
export const adjustStock = bind('adjust');
export const harvestStock = bind('harvest');
export const recordSale = bind('sale');

/** A consume or transfer asked for more than is there (HTTP 409, code insufficient_stock). */
export const isInsufficientStock = (error: unknown): boolean =>
  isApiRequestError(error) && error.status === 409 && error.code === INSUFFICIENT_STOCK_CODE;

/** A paged answer, or a bare/wrapped list read as one page (docs/product/inventory.md variants). */
function readMovementPage(body: unknown): MovementPage {
  const paged = MovementPageSchema.safeParse(body);
  if (paged.success) return paged.data;
  const data = readList(body, StockMovementSchema);
  const n = data.length;
  return { data, meta: { page: 1, per_page: Math.max(n, 1), total: n, unfiltered_total: n } };
}

export interface MovementQuery {
  page?: number;
  per_page?: number;
  type?: MovementType;
  item_id?: string;
}

/** GET …/{itemId}/movements, newest first. */
export async function listItemMovements(
  api: ApiClient,
  farmId: string,
  itemId: string,
  query: Omit<MovementQuery, 'item_id'> = {},
): Promise<MovementPage> {
  return readMovementPage(await api.get(`${itemPath(farmId, itemId)}/movements`, { params: { ...query } }));
}

/** GET /api/farms/{farmId}/stock-movements, newest first. */
export async function listFarmMovements(
  api: ApiClient,
  farmId: string,
  query: MovementQuery = {},
): Promise<MovementPage> {
  return readMovementPage(
    await api.get(`/api/farms/${encodeURIComponent(farmId)}/stock-movements`, { params: { ...query } }),
  );
}

/** How the history names each movement type ("Received", "Consumed", …), in the current language. */
export const MOVEMENT_LABELS: Record<MovementType, string> = liveLabels(MOVEMENT_TYPES, movementLabel);
