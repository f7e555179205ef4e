// Query keys of the suppliers feature. Writes also refresh ['inventory'], where the add-item form keeps its own
// copy of a farm's suppliers.
export const supplierKeys = {
  all: ['suppliers'] as const,
  list: (farmId: string) => ['suppliers', 'list', farmId] as const,
  detail: (supplierId: string) => ['suppliers', 'detail', supplierId] as const,
};
