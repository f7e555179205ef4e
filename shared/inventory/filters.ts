// SPEC §2.5 inventory filters and §5 Inventory filtering, as plain functions for every surface.
import type { InventoryItem, ItemStatus, ItemType } from '../contracts/inventory';

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

/** The Active badge and Reset button appear when any filter is on (SPEC §2.5). */
export function filtersActive(filters: InventoryFilters): boolean {
  return Object.values(filters).some((value) => typeof value === 'string' && value.trim() !== '');
}

/** SPEC §2.5: "Showing N of M items". */
export function showingLine(shown: number, total: number): string {
  return `Showing ${shown} of ${total} items`;
}

/** SPEC §5: search matches name, category or supplier, case-insensitively (for lists held in memory). */
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

/** Only the filters that are set, for a query string. */
export function filtersToQuery(filters: InventoryFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}
