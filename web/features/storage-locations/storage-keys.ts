// Query keys of the storage-locations feature. Writes also refresh ['inventory'], where the inventory feature
// keeps its own copy of a farm's locations for selects and filters.
export const storageKeys = {
  all: ['storage-locations'] as const,
  list: (farmId: string) => ['storage-locations', 'list', farmId] as const,
  detail: (locationId: string, farmId?: string) =>
    ['storage-locations', 'detail', farmId ?? 'any', locationId] as const,
};
