// One namespace for every inventory query, so a stock change refreshes lists, the item, its history and the
// dashboard at once (invalidate ['inventory']).
import type { ListQuery } from '@/shared/api/inventory';

export const inventoryKeys = {
  all: ['inventory'] as const,
  farm: (farmId: string) => ['inventory', 'farm', farmId] as const,
  list: (farmId: string, query: ListQuery) => ['inventory', 'farm', farmId, 'list', query] as const,
  item: (farmId: string, itemId: string) => ['inventory', 'farm', farmId, 'item', itemId] as const,
  movements: (farmId: string, itemId: string, page: number) =>
    ['inventory', 'farm', farmId, 'movements', itemId, page] as const,
  summary: (farmId: string) => ['inventory', 'farm', farmId, 'summary'] as const,
  locations: (farmId: string) => ['inventory', 'farm', farmId, 'locations'] as const,
  suppliers: (farmId: string) => ['inventory', 'farm', farmId, 'suppliers'] as const,
  allItems: (query: ListQuery) => ['inventory', 'all', 'list', query] as const,
  allLocations: ['inventory', 'all', 'locations'] as const,
  farms: ['inventory', 'all', 'farms'] as const,
};
