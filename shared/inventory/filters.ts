// docs/product/inventory.md Inventory filtering, as plain functions for every surface.
import type { InventoryItem, ItemStatus, ItemType } from '../contracts/inventory';
import { AVAILABLE_STATUSES } from '@/shared/contracts/inventory-enums';
import { inventoryLabelsText } from './i18n';

export type InventoryFilters = {
  type?: ItemType | '';
  category?: string;
  location_id?: string;
  status?: ItemStatus | '';
  search?: string;
};

export const EMPTY_FILTERS: InventoryFilters = {
  type: '',
  category: '',
  location_id: '',
  status: '',
  search: '',
};

/** The Active badge and Reset button appear when any filter is on (docs/product/inventory.md). */
export function filtersActive(filters: InventoryFilters): boolean {
  return Object.values(filters).some((value) => typeof value === 'string' && value.trim() !== '');
}

/**
 * docs/product/inventory.md: "Showing N of M items". N is every item that matches the filters (on all pages), M every item in the
 * screen's scope with no filter on (the farm, one location, the farm's inputs): decision 014. Which rows are on
 * this page is the pager's to say.
 */
export function showingLine(matching: number, inScope: number): string {
  return inventoryLabelsText.t('showingLine', { matching, inScope });
}

/** docs/product/inventory.md: search matches name, category or supplier, case-insensitively (for lists held in memory). */
export function matchesSearch(
  item: Pick<InventoryItem, 'name' | 'category' | 'supplier'>,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [item.name, item.category, item.supplier ?? ''].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/**
 * The Status filter for lists held in memory, as the server applies it: "available" is every item in stock
 * and not expired (decision 014), any other status matches itself, no status matches all.
 */
export function matchesStatus(item: Pick<InventoryItem, 'status'>, status: ItemStatus | '' = ''): boolean {
  if (!status) return true;
  if (status === 'available') return (AVAILABLE_STATUSES as readonly ItemStatus[]).includes(item.status);
  return item.status === status;
}

/** Only the filters that are set, for a query string. */
export function filtersToQuery(filters: InventoryFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}
