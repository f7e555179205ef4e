// A farm's customers (docs/product/customers.md): the searched, paged list with what each owes, one customer, their
// sales, and the writes. Inputs are checked with the contract the server uses, so a bad phone number fails here
// as a 422 would.
import {
  CustomerDeleteResponseSchema,
  CustomerDetailResponseSchema,
  CustomerInput,
  CustomerPageSchema,
  CustomerPatchInput,
  CustomerResponseSchema,
  CustomerSalesPageSchema,
  type Customer,
  type CustomerListQuery,
  type CustomerPage,
  type CustomerSale,
  type CustomerSalesPage,
} from '@/shared/contracts/customers';
import type { ApiClient } from './client';
import { validInput } from './input';

export type {
  Customer,
  CustomerInput,
  CustomerListQuery,
  CustomerPage,
  CustomerPatchInput,
  CustomerSale,
  CustomerSalesPage,
};

const customersPath = (farmId: string, ...rest: string[]) =>
  ['/api/farms', farmId, 'customers', ...rest]
    .map((part, i) => (i === 0 ? part : encodeURIComponent(part)))
    .join('/');

/** Empty filters are not sent. */
function listParams(query: CustomerListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (query.q?.trim()) params.q = query.q.trim();
  if (query.include_archived === 'true') params.include_archived = 'true';
  if (query.page !== undefined) params.page = Number(query.page);
  if (query.per_page !== undefined) params.per_page = Number(query.per_page);
  return params;
}

/** GET /api/farms/{farmId}/customers: by name, 25 a page by default. */
export async function listCustomers(
  api: ApiClient,
  farmId: string,
  query: CustomerListQuery = {},
  signal?: AbortSignal,
): Promise<CustomerPage> {
  return api.get(customersPath(farmId), { params: listParams(query), schema: CustomerPageSchema, signal });
}

export async function getCustomer(
  api: ApiClient,
  farmId: string,
  customerId: string,
  signal?: AbortSignal,
): Promise<Customer> {
  const body = await api.get(customersPath(farmId, customerId), {
    schema: CustomerDetailResponseSchema,
    signal,
  });
  return body.data;
}

/** Their sales, newest first. */
export async function listCustomerSales(
  api: ApiClient,
  farmId: string,
  customerId: string,
  page = 1,
  signal?: AbortSignal,
): Promise<CustomerSalesPage> {
  return api.get(customersPath(farmId, customerId, 'sales'), {
    params: { page },
    schema: CustomerSalesPageSchema,
    signal,
  });
}

export async function createCustomer(api: ApiClient, farmId: string, input: CustomerInput) {
  return api.post(customersPath(farmId), validInput(CustomerInput, input), {
    schema: CustomerResponseSchema,
  });
}

export async function updateCustomer(
  api: ApiClient,
  farmId: string,
  customerId: string,
  input: CustomerPatchInput,
) {
  return api.patch(customersPath(farmId, customerId), validInput(CustomerPatchInput, input), {
    schema: CustomerResponseSchema,
  });
}

/** Deleted, or archived when they have sales: `outcome` says which. */
export async function deleteCustomer(api: ApiClient, farmId: string, customerId: string) {
  return api.delete(customersPath(farmId, customerId), { schema: CustomerDeleteResponseSchema });
}
