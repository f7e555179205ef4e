// Supplier writes with toasts; a failure toast carries the server's message (docs/product/suppliers.md style of the storage
// toasts) or asks to try again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { createSupplier, deleteSupplier, updateSupplier, type SupplierInput } from '@/shared/api/suppliers';
import { apiText, localizeApiMessage } from '@/shared/api/i18n';
import { useApi } from '@/web/lib/api';
import { suppliersText } from '../i18n';
import { supplierKeys } from '../supplier-keys';

export const failureDetail = (error: unknown) =>
  error instanceof Error && error.message
    ? localizeApiMessage(error.message)
    : apiText.t('tryAgainOrContactSupport');

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
      toast.success(suppliersText.t(id ? 'supplierUpdated' : 'supplierAdded'));
      await refresh();
    },
    onError: (error) =>
      toast.error(suppliersText.t('failedToSaveSupplier', { reason: failureDetail(error) })),
  });
}

export function useDeleteSupplier() {
  const api = useApi();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSupplier(api, id),
    onSuccess: async (_, id) => {
      toast.success(suppliersText.t('supplierDeleted'));
      queryClient.removeQueries({ queryKey: supplierKeys.detail(id) });
      await refresh();
    },
    onError: (error) =>
      toast.error(suppliersText.t('failedToDeleteSupplier', { reason: failureDetail(error) })),
  });
}
