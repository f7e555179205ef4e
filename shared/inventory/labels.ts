// How the inventory's values read on screen, in the current language (docs/decisions/022), for every surface that
// shows items: the web app, the extension and the widgets. shared/contracts keeps the values (types, statuses,
// categories, units, capacity units); their words live in the catalogue of shared/inventory/i18n, keyed by value
// here. A value the catalogue does not know (an older category typed by hand) reads as it is. Location types,
// security levels and movements, which only the web app shows, are in app-labels.ts (docs/decisions/020).
import type { ItemStatus, ItemType } from '@/shared/contracts/inventory-enums';
import { formatNumber } from '@/shared/i18n/format';
import { inventoryLabelsText } from './i18n';

type Key = (typeof inventoryLabelsText.keys)[number];
const t = inventoryLabelsText.t;

const TYPE_KEYS: Record<ItemType, Key> = {
  input: 'typeInput',
  equipment: 'typeEquipment',
  product: 'typeProduct',
};

const STATUS_KEYS: Record<ItemStatus, Key> = {
  normal: 'statusNormal',
  low: 'statusLow',
  excess: 'statusExcess',
  available: 'statusAvailable',
  depleted: 'statusDepleted',
  expired: 'statusExpired',
};

/** Every category of CATEGORIES_BY_TYPE (shared/contracts/inventory-enums.ts). */
const CATEGORY_KEYS: Record<string, Key> = {
  Seeds: 'categorySeeds',
  Fertilizer: 'categoryFertilizer',
  Pesticide: 'categoryPesticide',
  Herbicide: 'categoryHerbicide',
  Fungicide: 'categoryFungicide',
  Other: 'categoryOther',
  Machinery: 'categoryMachinery',
  Tools: 'categoryTools',
  Irrigation: 'categoryIrrigation',
  Processing: 'categoryProcessing',
  Storage: 'categoryStorage',
  Grains: 'categoryGrains',
  Vegetables: 'categoryVegetables',
  Fruits: 'categoryFruits',
  Processed: 'categoryProcessed',
};

/** The item units (shared/contracts/inventory.ts UNITS); symbols stay symbols, words follow the count. */
const UNIT_KEYS: Record<string, Key> = {
  kg: 'unitKg',
  g: 'unitG',
  L: 'unitL',
  mL: 'unitMl',
  pieces: 'unitPieces',
  bags: 'unitBags',
  bottles: 'unitBottles',
  boxes: 'unitBoxes',
  packets: 'unitPackets',
};

/** The storage locations' capacity units (shared/contracts/storage-locations.ts CAPACITY_UNITS). */
const CAPACITY_UNIT_KEYS: Record<string, Key> = {
  'sq ft': 'capacitySqFt',
  'sq m': 'capacitySqM',
  tons: 'capacityTons',
  kg: 'capacityKg',
  liters: 'capacityLiters',
};

const known = (keys: Record<string, Key>, value: string, values?: Record<string, unknown>) => {
  const key = Object.hasOwn(keys, value) ? keys[value] : undefined;
  return key ? t(key, values) : value;
};

/** "Input", "Equipment", "Product". */
export const typeLabel = (type: ItemType): string => t(TYPE_KEYS[type]);
/** "Normal", "Low", "Excess", "Available", "Depleted", "Expired". */
export const statusLabel = (status: ItemStatus): string => t(STATUS_KEYS[status]);
/** "Seeds" → "Mbegu" in Kiswahili; a category outside the list reads as typed. */
export const categoryLabel = (category: string): string => known(CATEGORY_KEYS, category);
/** A unit as a word or symbol; `count` picks the singular or plural where the language has one. */
export const unitLabel = (unit: string, count = 2): string => known(UNIT_KEYS, unit, { count });
export const capacityUnitLabel = (unit: string): string => known(CAPACITY_UNIT_KEYS, unit);

/** Label maps keyed by value whose texts follow the current language (each read asks the catalogue). */
export function liveLabels<V extends string>(
  values: readonly V[],
  label: (value: V) => string,
): Record<V, string> {
  const labels = {} as Record<V, string>;
  for (const value of values)
    Object.defineProperty(labels, value, { enumerable: true, get: () => label(value) });
  return labels;
}

export const TYPE_LABELS: Record<ItemType, string> = liveLabels(
  Object.keys(TYPE_KEYS) as ItemType[],
  typeLabel,
);
export const STATUS_LABELS: Record<ItemStatus, string> = liveLabels(
  Object.keys(STATUS_KEYS) as ItemStatus[],
  statusLabel,
);

/** "12.50" → "12.5", "1200" → "1,200": stock as a person reads it, in the language's locale. */
export function formatQuantity(quantity: string | number): string {
  const n = Number(quantity);
  return Number.isFinite(n) ? formatNumber(n, { maximumFractionDigits: 2 }) : String(quantity);
}

/** "12.5 kg", "3 bags"; in Kiswahili the unit comes first ("mifuko 3"). */
export function formatStock(quantity: string | number, unit: string): string {
  const n = Number(quantity);
  return t('quantityWithUnit', {
    quantity: formatQuantity(quantity),
    unit: unitLabel(unit, Number.isFinite(n) ? n : 2),
  });
}

/** A signed change with its unit: "+5 kg", "-2.5 bags". */
export function formatStockChange(change: string | number, unit: string): string {
  const n = Number(change);
  return t('quantityWithUnit', {
    quantity: n > 0 ? `+${formatQuantity(n)}` : formatQuantity(change),
    unit: unitLabel(unit, Number.isFinite(n) ? Math.abs(n) : 2),
  });
}

/** "1,200 sq ft" of a storage location's capacity (or figure in use). */
export function formatCapacity(amount: string | number, unit: string): string {
  return t('quantityWithUnit', { quantity: formatQuantity(amount), unit: capacityUnitLabel(unit) });
}
