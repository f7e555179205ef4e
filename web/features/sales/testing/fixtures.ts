// Answers the sales screens' tests are given, shaped by the contracts (parsed by the real fetchers).
import type { PosCatalogue } from '@/shared/api/pos';
import type { Sale, SalePage, SaleSummary } from '@/shared/api/sales';

export const ITEM_ID = '22222222-2222-4222-8222-000000000001';
export const BEANS_ID = '22222222-2222-4222-8222-000000000002';
export const VAT_ID = '33333333-3333-4333-8333-000000000001';
export const CUSTOMER_ID = '44444444-4444-4444-8444-000000000001';
export const SALE_ID = '11111111-1111-4111-8111-000000000001';

export const catalogue = (): { data: PosCatalogue } => ({
  data: {
    revision: '1',
    currency: 'KES',
    payment_methods: ['cash', 'mpesa', 'credit'],
    tax_rates: [{ id: VAT_ID, name: 'VAT', basis_points: 1600, inclusive: false }],
    items: [
      {
        id: ITEM_ID,
        name: 'Maize',
        item_type: 'product',
        category: 'Grains',
        unit: 'kg',
        quantity: '100.00',
        sale_price_minor: 5_000,
        sku: 'MZ-1',
        location_name: 'Main store',
      },
      {
        id: BEANS_ID,
        name: 'Beans',
        item_type: 'product',
        category: 'Grains',
        unit: 'kg',
        quantity: '5.00',
        sale_price_minor: null,
        sku: null,
        location_name: 'Main store',
      },
    ],
  },
});

export const customersPage = () => ({
  data: [
    {
      id: CUSTOMER_ID,
      farm_id: 'f1',
      name: 'Wanjiku Stores',
      phone: null,
      email: null,
      tax_id: null,
      credit_limit_minor: null,
      notes: null,
      archived: false,
      balance_minor: 0,
      open_sales: 0,
      last_sale_at: null,
      created_at: '2026-11-01T08:00:00.000Z',
      updated_at: '2026-11-01T08:00:00.000Z',
    },
  ],
  meta: { page: 1, per_page: 100, total: 1, unfiltered_total: 1 },
});

export function makeSale(overrides: Partial<Sale> = {}): Sale {
  return {
    id: SALE_ID,
    receipt_number: 17,
    farm_id: 'f1',
    customer_id: null,
    customer_name: null,
    status: 'paid',
    channel: 'manual',
    currency: 'KES',
    subtotal_minor: 10_000,
    discount_minor: 0,
    tax_minor: 1_600,
    total_minor: 11_600,
    paid_minor: 11_600,
    refunded_minor: 0,
    balance_minor: 0,
    change_minor: 0,
    note: null,
    sold_at: '2026-11-24T09:00:00.000Z',
    created_at: '2026-11-24T09:00:00.000Z',
    created_by_name: 'Amina',
    lines: [],
    payments: [],
    invoice: null,
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<SaleSummary> = {}): SaleSummary {
  const { lines: _l, payments: _p, invoice: _i, change_minor: _c, created_by_name: _n, ...rest } = makeSale();
  return { ...rest, line_count: 1, items_text: 'Maize', invoice_number_text: null, ...overrides };
}

export const salePage = (data: SaleSummary[]): SalePage => ({
  data,
  meta: { total: data.length, page: 1, per_page: 25 },
  totals: {
    total_minor: data.reduce((s, x) => s + x.total_minor, 0),
    paid_minor: data.reduce((s, x) => s + x.paid_minor - x.refunded_minor, 0),
    balance_minor: data.reduce((s, x) => s + x.balance_minor, 0),
  },
  currency: 'KES',
});
