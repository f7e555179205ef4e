// The point of sale's calls (docs/product/point-of-sale.md): the till's catalogue and code lookup, the sale (the
// sales module's POST with channel 'pos' and an Idempotency-Key the offline queue keeps across retries), the
// customer search, and the receipt's PDF link and SMS. What each answer is parsed with is the server's contract.
import { z } from 'zod';
import {
  PosCatalogueSchema,
  PosLookupQuerySchema,
  PosLookupResponseSchema,
  type PosCatalogue,
  type PosItem,
  type PosTaxRate,
} from '@/shared/contracts/pos';
import {
  SaleCreateInput,
  SaleResponseSchema,
  SaleStockConflictSchema,
  type Sale,
  type SalePaymentMethod,
  type SaleStockConflict,
} from '@/shared/contracts/sales';
import { CustomerPageSchema, type Customer } from '@/shared/contracts/customers';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contracts/inventory-enums';
import { INSUFFICIENT_STOCK_CODE } from '@/shared/contracts/stock-movements';
import type { ApiClient } from './client';
import { ApiRequestError, NETWORK_ERROR } from './errors';
import { extractJson } from './extract-json';
import { validInput } from './input';

export type { Customer, PosCatalogue, PosItem, PosTaxRate, Sale, SaleStockConflict };

/** One line the till sends: numbers as the cart holds them (the contract checks them before sending). */
export interface PosSaleLine {
  item_id: string;
  quantity: number;
  unit_price_minor: number;
  discount_minor: number;
  tax_rate_id: string | null;
}
export interface PosPayment {
  method: SalePaymentMethod;
  amount_minor: number;
  tendered_minor?: number | null;
  reference?: string | null;
}
/** The sale as the till builds and queues it (SaleCreateInput with the till's fields typed). */
export interface PosSaleInput {
  customer_id: string | null;
  channel: 'pos';
  sold_at: string;
  lines: PosSaleLine[];
  payments: PosPayment[];
}

const farmPath = (farmId: string, ...rest: string[]) =>
  ['/api/farms', farmId, ...rest].map((part, i) => (i === 0 ? part : encodeURIComponent(part))).join('/');

export async function getPosCatalogue(
  api: ApiClient,
  farmId: string,
  signal?: AbortSignal,
): Promise<PosCatalogue> {
  const body = await api.get(farmPath(farmId, 'pos', 'catalogue'), { schema: PosCatalogueSchema, signal });
  return body.data;
}

export async function lookupPosCode(api: ApiClient, farmId: string, code: string): Promise<PosItem> {
  const body = await api.get(farmPath(farmId, 'pos', 'lookup'), {
    params: validInput(PosLookupQuerySchema, { code }),
    schema: PosLookupResponseSchema,
  });
  return body.data;
}

/** A sale from the till; the same key on every retry of the same content, so it applies once. */
export async function createPosSale(
  api: ApiClient,
  farmId: string,
  input: PosSaleInput,
  idempotencyKey: string,
): Promise<Sale> {
  const body = await api.post(
    farmPath(farmId, 'sales'),
    validInput(SaleCreateInput, { ...input, channel: 'pos' }),
    {
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      schema: SaleResponseSchema,
    },
  );
  return body.data;
}

export async function searchCustomers(api: ApiClient, farmId: string, q: string, signal?: AbortSignal) {
  const body = await api.get(farmPath(farmId, 'customers'), {
    params: { q: q.trim() || undefined, per_page: 20 },
    schema: CustomerPageSchema,
    signal,
  });
  return body.data.filter((c) => !c.archived);
}

/** The receipt as a PDF, made on the server (opened in a new tab, so it is shared or saved from there). */
export const receiptPdfPath = (farmId: string, saleId: string) =>
  farmPath(farmId, 'sales', saleId, 'receipt.pdf');

export async function sendReceiptSms(api: ApiClient, farmId: string, saleId: string, phone: string) {
  return api.post(
    farmPath(farmId, 'sales', saleId, 'receipt', 'sms'),
    { phone: phone.trim() },
    {
      schema: z.object({ message: z.string() }).passthrough(),
    },
  );
}

/** No answer came back (offline, refused, dropped): the sale may be queued and sent again with its key. */
export const isNetworkFailure = (error: unknown) =>
  error instanceof ApiRequestError && error.status === undefined && error.message === NETWORK_ERROR;

/** The short-stock 409 of a sale, with which item ran out and how much is left; null for any other error. */
export function stockConflictOf(error: unknown): SaleStockConflict | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409 || error.code !== INSUFFICIENT_STOCK_CODE) {
    return null;
  }
  const response = (error.cause as { response?: { data?: unknown } } | undefined)?.response;
  try {
    const body = extractJson(response?.data) as { details?: unknown };
    const parsed = SaleStockConflictSchema.safeParse(body?.details);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
