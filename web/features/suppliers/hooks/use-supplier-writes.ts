// Supplier writes with toasts; a failure toast carries the server's message (docs/product/suppliers.md style of the storage
// toasts) or asks to try again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { createSupplier, deleteSupplier, updateSupplier, type SupplierInput } from '@/shared/api/suppliers';
import { useApi } from '@/web/lib/api';
import { supplierKeys } from '../supplier-keys';

export const SUPPLIER_ADDED = 'Supplier added';
export const SUPPLIER_UPDATED = 'Supplier updated';
export const SUPPLIER_DELETED = 'Supplier deleted';
export const FALLBACK_DETAIL = 'Please try again or contact support.';

export const failureDetail = (error: unknown) =>
  error instanceof Error && error.message ? error.message : FALLBACK_DETAIL;

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['inventory'] }),
    ]);
}

export function useSaveSupplier() {
  const api = useApi();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SupplierInput }) =>
      id ? updateSupplier(api, id, input) : createSupplier(api, input),
    onSuccess: async (_, { id }) => {
      toast.success(id ? SUPPLIER_UPDATED : SUPPLIER_ADDED);
      await refresh();
    },
    onError: (error) => toast.error(`Failed to save the supplier: ${failureDetail(error)}`),
  });
}

export function useDeleteSupplier() {
  const api = useApi();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSupplier(api, id),
    onSuccess: async (_, id) => {
      toast.success(SUPPLIER_DELETED);
      queryClient.removeQueries({ queryKey: supplierKeys.detail(id) });
      await refresh();
    },
    onError: (error) => toast.error(`Failed to delete the supplier: ${failureDetail(error)}`),
  });
}
