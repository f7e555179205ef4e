// Which stock dialog is open, for any screen that lists items (farm inventory, all items, a location's items,
// the item detail).
import { useCallback, useState } from 'react';
import type { InventoryItem } from '@/shared/contracts/inventory';
import { AdjustDialog } from './adjust-dialog';
import { ConsumeDialog, HarvestDialog, SaleDialog } from './quantity-note-dialog';
import { ReceiveDialog } from './receive-dialog';
import { TransferDialog } from './transfer-dialog';

export type ItemAction = 'consume' | 'transfer' | 'receive' | 'adjust' | 'harvest' | 'sale';
export type OpenAction = { action: ItemAction; item: InventoryItem } | null;

export function useItemActions() {
  const [open, setOpen] = useState<OpenAction>(null);
  const start = useCallback((action: ItemAction, item: InventoryItem) => setOpen({ action, item }), []);
  const close = useCallback(() => setOpen(null), []);
  return { open, start, close };
}

const DIALOGS = {
  consume: ConsumeDialog,
  transfer: TransferDialog,
  receive: ReceiveDialog,
  adjust: AdjustDialog,
  harvest: HarvestDialog,
  sale: SaleDialog,
} as const;

export function ActionDialogs({ open, onClose }: { open: OpenAction; onClose: () => void }) {
  if (!open) return null;
  const Dialog = DIALOGS[open.action];
  return <Dialog key={`${open.action}-${open.item.id}`} item={open.item} onClose={onClose} />;
}
