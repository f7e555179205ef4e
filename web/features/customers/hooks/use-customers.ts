// Customer queries and writes with their toasts (docs/product/customers.md).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  createCustomer,
  deleteCustomer,
  getCustomer,
  listCustomerSales,
  listCustomers,
  updateCustomer,
  type Customer,
  type CustomerInput,
  type CustomerListQuery,
  type CustomerPatchInput,
} from '@/shared/api/customers';
import { failureMessage } from '@/shared/api/form-errors';
import { useApi } from '@/web/lib/api';
import { customerKeys } from '../customer-keys';
import { customersText } from '../i18n';

export function useCustomers(farmId: string, query: CustomerListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: customerKeys.list(farmId, query),
    queryFn: ({ signal }) => listCustomers(api, farmId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(farmId: string, customerId: string) {
  const api = useApi();
  return useQuery({
    queryKey: customerKeys.customer(farmId, customerId),
    queryFn: ({ signal }) => getCustomer(api, farmId, customerId, signal),
  });
}

export function useCustomerSales(farmId: string, customerId: string, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: customerKeys.sales(farmId, customerId, page),
    queryFn: ({ signal }) => listCustomerSales(api, farmId, customerId, page, signal),
    placeholderData: keepPreviousData,
  });
}

type SaveArgs = { id: string; input: CustomerPatchInput } | { id?: undefined; input: CustomerInput };

export function useSaveCustomer(farmId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: SaveArgs) =>
      args.id === undefined
        ? createCustomer(api, farmId, args.input)
        : updateCustomer(api, farmId, args.id, args.input),
    onSuccess: async ({ data }, args) => {
      const key = !args.id
        ? 'customerAdded'
        : (args.input as CustomerPatchInput).archived === false
          ? 'customerRestored'
          : 'customerSaved';
      toast.success(customersText.t(key, { name: data.name }));
      await client.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}

export function useDeleteCustomer(farmId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (customer: Customer) => deleteCustomer(api, farmId, customer.id),
    onSuccess: async ({ outcome }, customer) => {
      toast.success(
        customersText.t(outcome === 'archived' ? 'customerArchived' : 'customerDeleted', {
          name: customer.name,
        }),
      );
      await client.invalidateQueries({ queryKey: customerKeys.all });
    },
    onError: (error) =>
      toast.error(
        customersText.t('couldNotDelete', { reason: failureMessage(error, customersText.t('failedToLoad')) }),
      ),
  });
}
