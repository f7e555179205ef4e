// The inventory reads through the query cache. Pages keep the previous page on screen while the next loads,
// so a filter change never flashes an empty table.
import { useEffect } from 'react';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  getInventoryItem,
  getInventorySummary,
  listAllInventory,
  listInventory,
  type ListQuery,
} from '@/shared/api/inventory';
import { apiText, localizeApiMessage } from '@/shared/api/i18n';
import { listItemMovements } from '@/shared/api/stock';
import { api, useApi } from '@/web/lib/api';
import { queryClient } from '@/web/lib/query-client';
import { inventoryKeys } from './query-keys';
import { filtersFromParams } from './use-url-filters';

export const HISTORY_PAGE_SIZE = 20;

export function useFarmInventory(farmId: string, query: ListQuery, { enabled = true } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: inventoryKeys.list(farmId, query),
    queryFn: () => listInventory(api, farmId, query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Starts a farm's list request before its screen mounts (the route's loader), beside the session check rather
 * than after it (docs/decisions/030); the screen's useFarmInventory then finds it in flight or done.
 */
export function prefetchFarmInventory(farmId: string, params: URLSearchParams) {
  const { filters, page } = filtersFromParams(params);
  const query: ListQuery = { ...filters, page };
  void queryClient.prefetchQuery({
    queryKey: inventoryKeys.list(farmId, query),
    queryFn: () => listInventory(api, farmId, query),
  });
}

export function useAllInventory(query: ListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: inventoryKeys.allItems(query),
    queryFn: () => listAllInventory(api, query),
    placeholderData: keepPreviousData,
  });
}

export function useInventoryItem(farmId: string, itemId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: inventoryKeys.item(farmId, itemId ?? ''),
    queryFn: () => getInventoryItem(api, farmId, itemId!),
    enabled: Boolean(itemId),
  });
}

export function useItemMovements(farmId: string, itemId: string, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: inventoryKeys.movements(farmId, itemId, page),
    queryFn: () => listItemMovements(api, farmId, itemId, { page, per_page: HISTORY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useInventorySummary(farmId: string) {
  const api = useApi();
  return useQuery({
    queryKey: inventoryKeys.summary(farmId),
    queryFn: () => getInventorySummary(api, farmId),
  });
}

/**
 * docs/product/inventory.md: a failed load toasts "Error loading data: {message}" — once per failure, not per render, and without
 * the "Using mock data…" tail (docs/decisions/005). A successful load toasts nothing.
 */
export function useLoadErrorToast(query: Pick<UseQueryResult, 'error' | 'errorUpdatedAt'>, id: string) {
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error)
      toast.error(apiText.t('errorLoadingData', { message: localizeApiMessage(error.message) }), { id });
  }, [error, errorUpdatedAt, id]);
}
