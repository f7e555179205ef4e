// How inventory values read on screen, for every surface that shows items (web app, widgets, extension).
import type { ItemStatus, ItemType } from '@/shared/contracts/inventory';

/** "12.50" → "12.5", "1200" → "1,200": stock as a person reads it. */
export function formatQuantity(quantity: string | number): string {
  const n = Number(quantity);
  return Number.isFinite(n) ? n.toLocaleString('en-KE', { maximumFractionDigits: 2 }) : String(quantity);
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

/** Decision 004: stock cannot be converted to floor area, so for these the space in use is typed by hand. */
export const AREA_UNITS: readonly string[] = ['sq ft', 'sq m'];
export const isAreaUnit = (unit: string) => AREA_UNITS.includes(unit);

/** "1,250.5" from the decimal string the API sends. */
export function formatAmount(value: string | number): string {
  const amount = Number(value);
  return Number.isFinite(amount)
    ? amount.toLocaleString(undefined, { maximumFractionDigits: 2 })
    : String(value);
}
