// Builders for the till's unit tests: a catalogue item, a queued sale's input, a saved sale, and the errors the
// sales endpoint answers with (no answer; a short-stock 409; a 422).
import { ApiRequestError, NETWORK_ERROR } from '@/shared/api/errors';
import type { PosItem, PosSaleInput, Sale } from '@/shared/api/pos';
import { INSUFFICIENT_STOCK_CODE } from '@/shared/contracts/stock-movements';

export const makeItem = (overrides: Partial<PosItem> = {}): PosItem => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Eggs (tray)',
  item_type: 'product',
  category: 'Other',
  unit: 'boxes',
  quantity: '40.00',
  sale_price_minor: 45_000,
  sku: 'EGG-TRAY-30',
  location_name: 'Main store',
  ...overrides,
});

export const makeSaleInput = (overrides: Partial<PosSaleInput> = {}): PosSaleInput => ({
  customer_id: null,
  channel: 'pos',
  sold_at: '2026-11-24T08:00:00.000Z',
  lines: [
    { item_id: makeItem().id, quantity: 2, unit_price_minor: 45_000, discount_minor: 0, tax_rate_id: null },
  ],
  payments: [{ method: 'cash', amount_minor: 90_000, tendered_minor: 100_000 }],
  ...overrides,
});

export const makeSale = (overrides: Partial<Sale> = {}): Sale => ({
  id: 'sale-1',
  receipt_number: 101,
  farm_id: 'farm-1',
  customer_id: null,
  customer_name: null,
  status: 'paid',
  channel: 'pos',
  currency: 'KES',
  subtotal_minor: 90_000,
  discount_minor: 0,
  tax_minor: 0,
  total_minor: 90_000,
  paid_minor: 90_000,
  refunded_minor: 0,
  balance_minor: 0,
  change_minor: 10_000,
  note: null,
  sold_at: '2026-11-24T08:00:00.000Z',
  created_at: '2026-11-24T08:00:01.000Z',
  created_by_name: 'Wanjiru',
  lines: [],
  payments: [],
  invoice: null,
  ...overrides,
});

export const networkError = () => new ApiRequestError(NETWORK_ERROR, { code: 'ERR_NETWORK' });

export const stockConflictError = (available = '1.00', requested = '2') =>
  new ApiRequestError('Not enough Eggs (tray) in stock: 1.00 boxes left.', {
    status: 409,
    code: INSUFFICIENT_STOCK_CODE,
    cause: {
      response: {
        data: JSON.stringify({
          message: 'Not enough Eggs (tray) in stock: 1.00 boxes left.',
          code: INSUFFICIENT_STOCK_CODE,
          details: { item_id: makeItem().id, item_name: 'Eggs (tray)', available, requested },
        }),
      },
    },
  });

export const refusedError = (message = 'Choose a customer of this farm from the list.') =>
  new ApiRequestError(message, { status: 422, code: 'validation_failed' });
