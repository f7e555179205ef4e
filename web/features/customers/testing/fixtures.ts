// Customers as the API answers them, for this feature's tests.
import type { Customer, CustomerPage, CustomerSale } from '@/shared/api/customers';

export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 'cus-1',
    farm_id: 'f1',
    name: 'Wanjiku Stores',
    phone: '+254712345678',
    email: 'orders@wanjiku.example',
    tax_id: null,
    credit_limit_minor: 500_000,
    notes: null,
    archived: false,
    balance_minor: 123_450,
    open_sales: 2,
    last_sale_at: '2026-06-10T09:00:00.000Z',
    created_at: '2026-03-01T08:00:00.000Z',
    updated_at: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function makeCustomerPage(
  customers: Customer[] = [makeCustomer()],
  total = customers.length,
): CustomerPage {
  return { data: customers, meta: { page: 1, per_page: 25, total, unfiltered_total: total } };
}

export function makeCustomerSale(overrides: Partial<CustomerSale> = {}): CustomerSale {
  return {
    id: 'sale-1',
    receipt_number: 1042,
    sold_at: '2026-06-10T09:00:00.000Z',
    status: 'part_paid',
    currency: 'KES',
    total_minor: 200_000,
    paid_minor: 76_550,
    refunded_minor: 0,
    balance_minor: 123_450,
    ...overrides,
  };
}
