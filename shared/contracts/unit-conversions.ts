// Which item units a storage location's capacity unit can count, and how many capacity units one item unit is
// (docs/decisions/004-storage-utilization.md). The server builds the usage query from this table, and a unit
// missing from a capacity unit's row is "not counted" there, said on the screen, never silently left out or
// added as if it were the same unit. Area units (sq ft, sq m) count no stock: the farmer records the space used.
import type { UNITS } from './inventory';
import type { CAPACITY_UNITS } from './storage-locations';

type ItemUnit = (typeof UNITS)[number];
type CapacityUnit = (typeof CAPACITY_UNITS)[number];

/** Per capacity unit measured in stock: item unit → how many capacity units one of it is (exact decimals). */
export const UNIT_CONVERSIONS = {
  kg: { kg: '1', g: '0.001' },
  tons: { kg: '0.001', g: '0.000001' },
  liters: { L: '1', mL: '0.001' },
} as const satisfies Partial<Record<CapacityUnit, Partial<Record<ItemUnit, string>>>>;

export type MeasuredCapacityUnit = keyof typeof UNIT_CONVERSIONS;
export const MEASURED_CAPACITY_UNITS = Object.keys(UNIT_CONVERSIONS) as MeasuredCapacityUnit[];

export const isMeasuredCapacityUnit = (unit: string): unit is MeasuredCapacityUnit =>
  Object.hasOwn(UNIT_CONVERSIONS, unit);

/** The factor from an item unit to a capacity unit, or null when the stock cannot be counted there. */
export function conversionFactor(itemUnit: string, capacityUnit: string): string | null {
  if (!isMeasuredCapacityUnit(capacityUnit)) return null;
  const row: Record<string, string> = UNIT_CONVERSIONS[capacityUnit];
  const key = Object.keys(row).find((u) => u.toLowerCase() === itemUnit.toLowerCase());
  return key === undefined ? null : row[key]!;
}
