// A farm's sales (docs/product/sales.md): the filtered, paged list with its totals, the period's figures for the
// finances area, one sale, and the writes: a sale, a later payment, a return or refund. Every write carries an
// Idempotency-Key (pass the same one when retrying one submission: it applies once). Inputs are checked with the
// contract the server uses, so a bad amount fails here as a 422 would.
import {
  SaleAddPaymentInput,
  SaleCreateInput,
  SaleDetailResponseSchema,
  SalePageSchema,
  SalePeriodResponseSchema,
  SaleResponseSchema,
  SaleReturnInput,
  type Sale,
  type SaleListQuery,
  type SalePage,
  type SalePeriod,
  type SaleSummary,
  type SaleSummaryQuery,
} from '@/shared/contracts/sales';
import { IDEMPOTENCY_KEY_HEADER } from '@/shared/contracts/inventory-enums';
import type { ApiClient } from './client';
import { newIdempotencyKey } from './idempotency-key';
import { validInput } from './input';

export type { Sale, SaleListQuery, SalePage, SalePeriod, SaleSummary, SaleSummaryQuery };
export type { SaleAddPaymentInput, SaleCreateInput, SaleReturnInput } from '@/shared/contracts/sales';

export const SALES_LOAD_ERROR = 'Failed to load the sales';
export const SALE_LOAD_ERROR = 'Failed to load the sale';

const salesPath = (farmId: string, ...rest: string[]) =>
  ['/api/farms', farmId, 'sales', ...rest]
    .map((part, i) => (i === 0 ? part : encodeURIComponent(part)))
    .join('/');

/** Filters left empty are not sent. */
const paramsOf = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''));

export async function listSales(
  api: ApiClient,
  farmId: string,
  query: SaleListQuery = {},
  signal?: AbortSignal,
): Promise<SalePage> {
  return api.get(salesPath(farmId), {
    params: paramsOf(query),
    signal,
    schema: SalePageSchema,
    parseErrorMessage: SALES_LOAD_ERROR,
  });
}

export async function getSalePeriod(
  api: ApiClient,
  farmId: string,
  query: SaleSummaryQuery = {},
  signal?: AbortSignal,
): Promise<SalePeriod> {
  const body = await api.get(salesPath(farmId, 'summary'), {
    params: paramsOf(query),
    signal,
    schema: SalePeriodResponseSchema,
    parseErrorMessage: SALES_LOAD_ERROR,
  });
  return body.data;
}

export async function getSale(
  api: ApiClient,
  farmId: string,
  saleId: string,
  signal?: AbortSignal,
): Promise<Sale> {
  const body = await api.get(salesPath(farmId, saleId), {
    signal,
    schema: SaleDetailResponseSchema,
    parseErrorMessage: SALE_LOAD_ERROR,
  });
  return body.data;
}

export interface SaleWriteResult {
  message: string;
  sale: Sale;
}

const keyed = (idempotencyKey: string) => ({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });

export async function createSale(
  api: ApiClient,
  farmId: string,
  input: SaleCreateInput,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<SaleWriteResult> {
  const body = await api.post(salesPath(farmId), validInput(SaleCreateInput, input), {
    schema: SaleResponseSchema,
    headers: keyed(idempotencyKey),
  });
  return { message: body.message, sale: body.data };
}

export async function addSalePayment(
  api: ApiClient,
  farmId: string,
  saleId: string,
  input: SaleAddPaymentInput,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<SaleWriteResult> {
  const body = await api.post(salesPath(farmId, saleId, 'payments'), validInput(SaleAddPaymentInput, input), {
    schema: SaleResponseSchema,
    headers: keyed(idempotencyKey),
  });
  return { message: body.message, sale: body.data };
}

export async function recordSaleReturn(
  api: ApiClient,
  farmId: string,
  saleId: string,
  input: SaleReturnInput,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<SaleWriteResult> {
  const body = await api.post(salesPath(farmId, saleId, 'returns'), validInput(SaleReturnInput, input), {
    schema: SaleResponseSchema,
    headers: keyed(idempotencyKey),
  });
  return { message: body.message, sale: body.data };
}
