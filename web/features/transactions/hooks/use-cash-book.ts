// Cash-book queries (docs/product/cash-book.md): a page of entries and the period's figures for the same filters.
// Writes elsewhere (sales, expenses, contributions) refresh the ['cash-book'] keys.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getCashBookSummary,
  listCashBook,
  type CashBookFilter,
  type CashBookQuery,
} from '@/shared/api/transactions';
import { getUserSettings } from '@/shared/api/settings';
import { DEFAULT_USER_SETTINGS } from '@/shared/contracts/settings';
import { formatDate, formatMoney } from '@/shared/settings/format';
import { useApi } from '@/web/lib/api';

export function useCashBookPage(farmId: string, query: CashBookQuery) {
  const api = useApi();
  return useQuery({
    queryKey: ['cash-book', farmId, 'page', query],
    queryFn: ({ signal }) => listCashBook(api, farmId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCashBookSummary(farmId: string, filter: CashBookFilter) {
  const api = useApi();
  return useQuery({
    queryKey: ['cash-book', farmId, 'summary', filter],
    queryFn: ({ signal }) => getCashBookSummary(api, farmId, filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** Days in the person's own date format (docs/product/settings.md); money in the book's currency. */
export function useDisplay() {
  const api = useApi();
  const { data } = useQuery({ queryKey: ['user-settings'], queryFn: () => getUserSettings(api) });
  const settings = data?.settings ?? DEFAULT_USER_SETTINGS;
  return {
    day: (day: string) => formatDate(day, settings.date_format),
    money: (minor: number, currency: string) => formatMoney(minor, currency),
  };
}
