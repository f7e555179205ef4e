// Edit (PUT, details only) and Delete of an item, each with its Idempotency-Key, refreshing every
// inventory query afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { deleteInventoryItem, updateInventoryItem } from '@/shared/api/inventory';
import type { InventoryItem, UpdateInventoryItemInput } from '@/shared/contracts/inventory';
import { useApi } from '@/web/lib/api';
import { inventoryKeys } from './query-keys';
import { useSubmissionKey } from './submission-key';
import { applyItemUpdate } from './use-stock-action';

export type ItemUpdate = z.input<typeof UpdateInventoryItemInput>;

export function useUpdateItem(item: InventoryItem) {
  const api = useApi();
  const client = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (input: ItemUpdate) =>
      updateInventoryItem(api, item.farm_id, item.id, input, { idempotencyKey: submission.keyFor(input) }),
    onSuccess: async (result) => {
      submission.reset();
      applyItemUpdate(client, result.item);
      await client.invalidateQueries({ queryKey: inventoryKeys.all });
    },
  });
}

export function useDeleteItem(item: InventoryItem) {
  const api = useApi();
  const client = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: () =>
      deleteInventoryItem(api, item.farm_id, item.id, { idempotencyKey: submission.keyFor(item.id) }),
    onSuccess: async () => {
      submission.reset();
      await client.invalidateQueries({ queryKey: inventoryKeys.all });
    },
  });
}
