// Query keys of the farms feature. Farm changes also refresh ['inventory'] (the inventory feature lists farms
// for its own filters under that namespace).
import type { FarmStatusFilter } from '@/shared/api/farms';

export const farmKeys = {
  all: ['farms'] as const,
  list: (status: FarmStatusFilter) => ['farms', 'list', status] as const,
  detail: (farmId: string) => ['farms', 'detail', farmId] as const,
};
