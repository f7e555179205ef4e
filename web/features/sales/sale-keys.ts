// React Query keys of the sales screens: one root per farm, so a write refreshes every list and sale of it.
import type { SaleListQuery, SaleSummaryQuery } from '@/shared/api/sales';

export const saleKeys = {
  all: (farmId: string) => ['sales', farmId] as const,
  list: (farmId: string, query: SaleListQuery) => ['sales', farmId, 'list', query] as const,
  period: (farmId: string, query: SaleSummaryQuery) => ['sales', farmId, 'period', query] as const,
  detail: (farmId: string, saleId: string) => ['sales', farmId, 'detail', saleId] as const,
  options: (farmId: string) => ['sales', farmId, 'options'] as const,
  customers: (farmId: string) => ['sales', farmId, 'customers'] as const,
};
