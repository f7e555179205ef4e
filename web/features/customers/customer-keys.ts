// Query keys of the customers feature. Writes refresh the whole ['customers'] tree: an archive changes the list
// and the customer's page.
import type { CustomerListQuery } from '@/shared/api/customers';

export const customerKeys = {
  all: ['customers'] as const,
  list: (farmId: string, query: CustomerListQuery) => ['customers', 'list', farmId, query] as const,
  customer: (farmId: string, customerId: string) => ['customers', 'customer', farmId, customerId] as const,
  sales: (farmId: string, customerId: string, page: number) =>
    ['customers', 'sales', farmId, customerId, page] as const,
};
