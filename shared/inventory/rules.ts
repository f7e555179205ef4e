// Inventory rules shared by the web app, the extension, the widgets and the server. Plain functions: no React,
// no DOM, so the extension's worker and the server can run them.
import {
  CATEGORIES_BY_TYPE,
  USAGE_THRESHOLDS,
  type FarmInputStatus,
  type ItemStatus,
  type ItemType,
} from '@/shared/contracts/inventory-enums';

export type UsageColour = 'green' | 'yellow' | 'red';

/** docs/product/inventory.md: usage percentage is utilization divided by capacity; null when no capacity is set. */
export function usagePercent(utilization: number, capacity: number): number | null {
  if (!(capacity > 0)) return null;
  return Math.max(0, (utilization / capacity) * 100);
}

/** docs/product/inventory.md Storage location: 90 percent or more is red, 70 or more is yellow, below 70 is green. */
export function usageColour(utilization: number, capacity: number): UsageColour {
  const percent = usagePercent(utilization, capacity) ?? 0;
  if (percent >= USAGE_THRESHOLDS.danger) return 'red';
  if (percent >= USAGE_THRESHOLDS.warning) return 'yellow';
  return 'green';
}

/** docs/product/inventory.md: the category choices for an item type. */
export function categoriesFor(type: ItemType): readonly string[] {
  return CATEGORIES_BY_TYPE[type];
}

type Stocked = { item_type: ItemType; quantity: string | number };

/** docs/product/inventory.md: Consume is offered for input or product items with quantity above 0. */
export function canConsume(item: Stocked): boolean {
  return item.item_type !== 'equipment' && Number(item.quantity) > 0;
}

/** docs/product/inventory.md: Transfer is offered for any item with quantity above 0. */
export function canTransfer(item: Stocked): boolean {
  return Number(item.quantity) > 0;
}

/** Harvests come in as products (the ledger's "harvest in"); inputs and equipment arrive with Receive. */
export function canHarvest(item: Stocked): boolean {
  return item.item_type === 'product';
}

/** The ledger's "sale out": products only, and only what is there. */
export function canSell(item: Stocked): boolean {
  return item.item_type === 'product' && Number(item.quantity) > 0;
}

/** docs/product/inventory.md: a product whose category contains "crop" is highlighted as harvested crop. */
export function isHarvestedCrop(item: { item_type: ItemType; category: string }): boolean {
  return item.item_type === 'product' && item.category.toLowerCase().includes('crop');
}

export type StatusInputs = {
  quantity: number;
  reorderLevel: number | null;
  maxLevel: number | null;
  expiryDate: string | null;
  /** Today as YYYY-MM-DD in the farm's calendar. */
  today: string;
};

/**
 * The server computes status: depleted at 0, expired past the expiry date, low below the reorder
 * level, excess above the maximum level, otherwise normal. Depleted wins over expired: there is nothing left
 * to throw away.
 */
export function computeItemStatus({
  quantity,
  reorderLevel,
  maxLevel,
  expiryDate,
  today,
}: StatusInputs): ItemStatus {
  if (quantity <= 0) return 'depleted';
  if (expiryDate && expiryDate < today) return 'expired';
  if (reorderLevel != null && quantity < reorderLevel) return 'low';
  if (maxLevel != null && quantity > maxLevel) return 'excess';
  return 'normal';
}

/**
 * docs/product/inventory.md Farm input status: available (green), low, depleted, expired. An input in stock that is neither low
 * nor expired is available, whether its level is normal or above the maximum (decision 014).
 */
export function farmInputStatus(status: ItemStatus): FarmInputStatus {
  return status === 'normal' || status === 'excess' ? 'available' : status;
}

/** docs/product/inventory.md Farm input status colours (also used for item status badges). */
export const STATUS_BADGE: Record<ItemStatus, 'success' | 'warning' | 'danger' | 'default' | 'info'> = {
  normal: 'success',
  available: 'success',
  low: 'warning',
  excess: 'info',
  depleted: 'danger',
  expired: 'default',
};
