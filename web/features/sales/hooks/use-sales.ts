// The sales screens' queries and writes (docs/product/sales.md): the list, the period's figures, one sale, what a
// new sale can be made of (the till's catalogue: items with their sale prices, tax rates, methods offered, the
// currency) and the farm's customers; each write refreshes every sales query of the farm.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listCustomers } from '@/shared/api/customers';
import { getPosCatalogue } from '@/shared/api/pos';
import {
  addSalePayment,
  createSale,
  getSale,
  getSalePeriod,
  listSales,
  recordSaleReturn,
  type SaleAddPaymentInput,
  type SaleCreateInput,
  type SaleListQuery,
  type SaleReturnInput,
  type SaleSummaryQuery,
} from '@/shared/api/sales';
import { useApi } from '@/web/lib/api';
import { saleKeys } from '../sale-keys';

export function useSaleList(farmId: string, query: SaleListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: saleKeys.list(farmId, query),
    queryFn: ({ signal }) => listSales(api, farmId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSalePeriod(farmId: string, query: SaleSummaryQuery) {
  const api = useApi();
  return useQuery({
    queryKey: saleKeys.period(farmId, query),
    queryFn: ({ signal }) => getSalePeriod(api, farmId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSale(farmId: string, saleId: string) {
  const api = useApi();
  return useQuery({
    queryKey: saleKeys.detail(farmId, saleId),
    queryFn: ({ signal }) => getSale(api, farmId, saleId, signal),
    retry: false,
  });
}

export function useSaleOptions(farmId: string) {
  const api = useApi();
  return useQuery({
    queryKey: saleKeys.options(farmId),
    queryFn: ({ signal }) => getPosCatalogue(api, farmId, signal),
  });
}

/** The farm's customers for the pickers, by name (the first 100: the customers page finds the rest). */
export function useCustomerOptions(farmId: string) {
  const api = useApi();
  return useQuery({
    queryKey: saleKeys.customers(farmId),
    queryFn: ({ signal }) => listCustomers(api, farmId, { per_page: 100 }, signal),
    select: (page) => page.data.filter((c) => !c.archived),
  });
}

export function useSaleWrites(farmId: string) {
  const api = useApi();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: saleKeys.all(farmId) });
  return {
    create: useMutation({
      mutationFn: ({ input, key }: { input: SaleCreateInput; key: string }) =>
        createSale(api, farmId, input, key),
      onSuccess: refresh,
    }),
    pay: useMutation({
      mutationFn: ({ saleId, input, key }: { saleId: string; input: SaleAddPaymentInput; key: string }) =>
        addSalePayment(api, farmId, saleId, input, key),
      onSuccess: refresh,
    }),
    giveBack: useMutation({
      mutationFn: ({ saleId, input, key }: { saleId: string; input: SaleReturnInput; key: string }) =>
        recordSaleReturn(api, farmId, saleId, input, key),
      onSuccess: refresh,
    }),
  };
}
