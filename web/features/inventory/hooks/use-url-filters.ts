// docs/product/inventory.md filters live in the query string, so a reload, the back button or a shared link keeps them; the
// page number too. Values that are not a type or status are ignored rather than sent.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ITEM_STATUSES, ITEM_TYPES, type ItemStatus, type ItemType } from '@/shared/contracts/inventory';
import { EMPTY_FILTERS, type InventoryFilters } from '@/shared/inventory/filters';
import { categoriesFor } from '@/shared/inventory/rules';

export type FilterKey = keyof typeof EMPTY_FILTERS;
const FILTER_KEYS = Object.keys(EMPTY_FILTERS) as FilterKey[];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  value && (list as readonly string[]).includes(value) ? (value as T) : '';

/** The filters and page an address asks for: read by the screen below, and by the route to fetch the list early. */
export function filtersFromParams(
  params: URLSearchParams,
  { fixedType, statuses = ITEM_STATUSES }: { fixedType?: ItemType; statuses?: readonly ItemStatus[] } = {},
): { filters: InventoryFilters; page: number } {
  return {
    filters: {
      type: fixedType ?? oneOf<ItemType>(ITEM_TYPES, params.get('type')),
      category: params.get('category') ?? '',
      location_id: params.get('location_id') ?? '',
      status: oneOf<ItemStatus>(statuses, params.get('status')),
      search: params.get('search') ?? '',
    },
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

export function useUrlFilters({
  fixedType,
  statuses = ITEM_STATUSES,
}: {
  fixedType?: ItemType;
  /** The statuses the screen filters by (farm inputs: docs/product/inventory.md four); any other in the address is ignored. */
  statuses?: readonly ItemStatus[];
} = {}) {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<InventoryFilters>(
    () => filtersFromParams(params, { fixedType, statuses }).filters,
    [params, fixedType, statuses],
  );
  const page = filtersFromParams(params).page;

  const setFilter = useCallback(
    (key: FilterKey, value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value.trim()) next.set(key, value);
          else next.delete(key);
          // A category that the new type does not have would match nothing.
          const category = next.get('category');
          if (key === 'type' && value && category && !categoriesFor(value as ItemType).includes(category))
            next.delete('category');
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** Reset clears every filter and the page, and keeps anything else (an open item). */
  const reset = useCallback(
    () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const key of [...FILTER_KEYS, 'page']) next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (n: number) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (n > 1) next.set('page', String(n));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  // The fixed type of a screen (farm inputs) is not a filter the farmer switched on.
  const visible = fixedType ? { ...filters, type: '' as const } : filters;
  return { filters, visible, page, setFilter, reset, setPage };
}
