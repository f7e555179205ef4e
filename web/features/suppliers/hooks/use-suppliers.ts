// Supplier queries (docs/product/suppliers.md GET /api/suppliers reads the data list; the detail adds items and receipts).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupplier, listSuppliers, type Supplier } from '@/shared/api/suppliers';
import { useApi } from '@/web/lib/api';
import { supplierKeys } from '../supplier-keys';

export function useSuppliers(farmId: string) {
  const api = useApi();
  return useQuery({ queryKey: supplierKeys.list(farmId), queryFn: () => listSuppliers(api, farmId) });
}

export function useSupplier(supplierId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: supplierKeys.detail(supplierId),
    queryFn: () => getSupplier(api, supplierId),
    placeholderData: () =>
      queryClient
        .getQueriesData<Supplier[]>({ queryKey: ['suppliers', 'list'] })
        .flatMap(([, rows]) => rows ?? [])
        .find((row) => row.id === supplierId),
  });
}
