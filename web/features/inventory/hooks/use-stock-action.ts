// One stock change (consume, receive, transfer, adjust) as a mutation: one Idempotency-Key per submission
//, the row updated from the answer at once, then every inventory query refreshed (lists, the
// item's history, the dashboard, the locations' usage).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { InventoryItem, InventoryPage } from '@/shared/contracts/inventory';
import type { MovementResult } from '@/shared/contracts/stock-movements';
import { moveStock, type StockAction, type StockActionInput } from '@/shared/api/stock';
import { serverSuccessMessage } from '@/shared/api/form-errors';
import { useApi } from '@/web/lib/api';
import { inventoryText } from '../i18n';
import { inventoryKeys } from './query-keys';
import { useSubmissionKey } from './submission-key';

/** Puts the changed item into every cached page and detail that holds it, before the refetch lands. */
export function applyItemUpdate(client: QueryClient, item: InventoryItem) {
  client.setQueriesData<InventoryPage>({ queryKey: inventoryKeys.all }, (page) =>
    page && Array.isArray(page.data) && 'meta' in page
      ? { ...page, data: page.data.map((row) => (row.id === item.id ? { ...row, ...item } : row)) }
      : page,
  );
  client.setQueryData(inventoryKeys.item(item.farm_id, item.id), item);
}

export function useStockAction<A extends StockAction>(item: InventoryItem, action: A, onDone?: () => void) {
  const api = useApi();
  const client = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (input: StockActionInput<A>) =>
      moveStock(api, item.farm_id, item.id, action, input, { idempotencyKey: submission.keyFor(input) }),
    onSuccess: async (result: MovementResult) => {
      submission.reset();
      applyItemUpdate(client, result.item);
      toast.success(serverSuccessMessage(result.message, inventoryText.t('stockUpdated')));
      onDone?.();
      await client.invalidateQueries({ queryKey: inventoryKeys.all });
    },
  });
}
