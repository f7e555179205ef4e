// The farm's cash book (docs/product/cash-book.md): a page of entries with the running balance, the period's
// figures, and the CSV download of the same filters.
import {
  CashBookPageSchema,
  CashBookSummarySchema,
  type CashBookFilter,
  type CashBookPage,
  type CashBookQuery,
  type CashBookSummary,
  type CashEntry,
} from '@/shared/contracts/transactions';
import type { ApiClient } from './client';

export type { CashBookFilter, CashBookPage, CashBookQuery, CashBookSummary, CashEntry };

export const CASH_BOOK_LOAD_ERROR = 'Failed to load the cash book';

const bookPath = (farmId: string, rest = '') =>
  `/api/farms/${encodeURIComponent(farmId)}/transactions${rest}`;

/** Filters left empty are not sent. */
const paramsOf = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''));

export async function listCashBook(
  api: ApiClient,
  farmId: string,
  query: CashBookQuery = {},
  signal?: AbortSignal,
): Promise<CashBookPage> {
  return api.get(bookPath(farmId), {
    params: paramsOf(query),
    signal,
    schema: CashBookPageSchema,
    parseErrorMessage: CASH_BOOK_LOAD_ERROR,
  });
}

export async function getCashBookSummary(
  api: ApiClient,
  farmId: string,
  filter: CashBookFilter = {},
  signal?: AbortSignal,
): Promise<CashBookSummary> {
  const body = await api.get(bookPath(farmId, '/summary'), {
    params: paramsOf(filter),
    signal,
    schema: CashBookSummarySchema,
  });
  return body.data;
}

export async function downloadCashBookCsv(api: ApiClient, farmId: string, filter: CashBookFilter = {}) {
  return api.get<Blob>(bookPath(farmId, '/export.csv'), { params: paramsOf(filter), responseType: 'blob' });
}
