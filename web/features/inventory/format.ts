// How inventory values read on screen.
import type { ItemStatus, ItemType } from '@/shared/contracts/inventory';

/** "12.50" → "12.5", "1200" → "1,200": stock as a person reads it. */
export function formatQuantity(quantity: string | number): string {
  const n = Number(quantity);
  return Number.isFinite(n) ? n.toLocaleString('en-KE', { maximumFractionDigits: 2 }) : String(quantity);
}

/** A signed change: "+5", "-2.5". */
export function formatChange(change: string | number): string {
  const n = Number(change);
  return n > 0 ? `+${formatQuantity(n)}` : formatQuantity(n);
}

export const TYPE_LABELS: Record<ItemType, string> = {
  input: 'Input',
  equipment: 'Equipment',
  product: 'Product',
};

export const STATUS_LABELS: Record<ItemStatus, string> = {
  normal: 'Normal',
  low: 'Low',
  excess: 'Excess',
  available: 'Available',
  depleted: 'Depleted',
  expired: 'Expired',
};
