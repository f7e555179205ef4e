// The sales routes for the authorization matrix (matrix-samples.ts spreads them in).
import { customers } from '@/server/db/schema/sales';
import type { Caller, MatrixRequest, MatrixWorld } from './matrix-world';

type Sample = (w: MatrixWorld, caller: Caller) => Promise<MatrixRequest> | MatrixRequest;

const salesUrl = (w: MatrixWorld, rest = '') => `/api/farms/${w.farm.farmId}/sales${rest}`;

/** A sale of 2 of a new item at 100.00 each, paid in cash by a walk-in. */
const paidSale = async (w: MatrixWorld) => ({
  lines: [{ item_id: await w.item(), quantity: 2, unit_price_minor: 10_000 }],
  payments: [{ method: 'cash', amount_minor: 20_000 }],
});

/** An owner-made sale to a named customer on credit (nothing paid yet). */
async function creditSale(w: MatrixWorld) {
  const [customer] = await w.t.db
    .insert(customers)
    .values({ farmId: w.farm.farmId, name: `Buyer ${w.unique()}` })
    .returning({ id: customers.id });
  return w.post(salesUrl(w), {
    customer_id: customer!.id,
    lines: [{ item_id: await w.item(), quantity: 1, unit_price_minor: 50_000 }],
  });
}

export const SALES_MATRIX_SAMPLES: Record<string, Sample> = {
  'GET /api/farms/:farmId/sales': (w) => ({ method: 'GET', url: salesUrl(w) }),
  'GET /api/farms/:farmId/sales/summary': (w) => ({ method: 'GET', url: salesUrl(w, '/summary') }),
  'GET /api/farms/:farmId/sales/:saleId': async (w) => ({
    method: 'GET',
    url: salesUrl(w, `/${await w.post(salesUrl(w), await paidSale(w))}`),
  }),
  'POST /api/farms/:farmId/sales': async (w) => ({
    method: 'POST',
    url: salesUrl(w),
    payload: await paidSale(w),
  }),
  'POST /api/farms/:farmId/sales/:saleId/payments': async (w) => ({
    method: 'POST',
    url: salesUrl(w, `/${await creditSale(w)}/payments`),
    payload: { method: 'cash', amount_minor: 10_000 },
  }),
  'POST /api/farms/:farmId/sales/:saleId/returns': async (w) => {
    const saleId = await w.post(salesUrl(w), await paidSale(w));
    const detail = await w.as(w.callers.owner, { method: 'GET', url: salesUrl(w, `/${saleId}`) });
    const lineId = (detail.json() as { data: { lines: { id: string }[] } }).data.lines[0]!.id;
    return {
      method: 'POST',
      url: salesUrl(w, `/${saleId}/returns`),
      payload: {
        lines: [{ sale_line_id: lineId, quantity: 1 }],
        refund: { method: 'cash', amount_minor: 10_000 },
      },
    };
  },
};
