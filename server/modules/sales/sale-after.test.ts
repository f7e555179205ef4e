// After a sale (docs/product/sales.md): later payments up to what is owed, returns that put goods back through
// the ledger, refunds up to what was paid, each with its cash-book entry and under the sale's row lock (two
// refunds at once cannot both pass), and the statuses that follow; bad input is a 422 naming the field.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaleResponseSchema, type Sale } from '@/shared/contracts/sales';
import { saleReturns } from '@/server/db/schema/sales';
import { createTestApp, type TestApp } from '@/server/test/app';
import { addMember } from '@/server/modules/inventory/inventory-fixtures';
import {
  addCustomer,
  call,
  cashOf,
  createSaleFarm,
  fieldMessage,
  movementsOf,
  quantityOf,
  sell,
  stocked,
  type SaleFarm,
} from './test-support';

let t: TestApp;
let farm: SaleFarm;
let maize: string;
let buyer: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-24T09:00:00Z'));
  farm = await createSaleFarm(t);
  maize = await stocked(t, farm, 'Maize', 1000);
  buyer = await addCustomer(t, farm, 'Wanjiku Stores');
});
afterAll(() => t.close());

const creditSale = () =>
  sell(t, farm, { customer_id: buyer, lines: [{ item_id: maize, quantity: 4, unit_price_minor: 2_500 }] });
const paidSale = (quantity = 4) =>
  sell(t, farm, {
    lines: [{ item_id: maize, quantity, unit_price_minor: 2_500 }],
    payments: [{ method: 'cash', amount_minor: quantity * 2_500 }],
  });
const pay = (sale: Sale, payload: object, key?: string, token = farm.token) =>
  call(t, token, 'POST', farm.url(`/${sale.id}/payments`), payload, key);
const giveBack = (sale: Sale, payload: object, key?: string, token = farm.token) =>
  call(t, token, 'POST', farm.url(`/${sale.id}/returns`), payload, key);
const saleOf = (res: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return SaleResponseSchema.parse(res.json()).data;
};

describe('POST .../sales/{saleId}/payments', () => {
  it('records later payments up to the balance, with the cash book and the status following', async () => {
    const sale = await creditSale();
    expect(sale).toMatchObject({ status: 'unpaid', balance_minor: 10_000 });
    const part = saleOf(
      await pay(sale, { method: 'mpesa', amount_minor: 4_000, reference: 'pay0000001' }, 'pay-1'),
    );
    expect(part).toMatchObject({ status: 'part_paid', paid_minor: 4_000, balance_minor: 6_000 });
    // The same key again answers the same and pays once.
    saleOf(await pay(sale, { method: 'mpesa', amount_minor: 4_000, reference: 'pay0000001' }, 'pay-1'));
    expect(fieldMessage(await pay(sale, { method: 'cash', amount_minor: 6_001 }), 'amount_minor')).toBe(
      'This sale has only KES 60.00 left to pay: lower the payment.',
    );
    const paid = saleOf(await pay(sale, { method: 'cash', amount_minor: 6_000, tendered_minor: 10_000 }));
    expect(paid).toMatchObject({ status: 'paid', paid_minor: 10_000, balance_minor: 0, change_minor: 4_000 });
    const again = await pay(sale, { method: 'cash', amount_minor: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This sale is paid in full.' });
    const cash = (await cashOf(t, farm)).filter((c) => c.saleId === sale.id);
    expect(cash.map((c) => c.amountMinor).sort()).toEqual([4_000, 6_000]);
  });

  it("answers 422 for bad input, 404 for another farm's sale and 403 without sales.edit", async () => {
    const sale = await creditSale();
    expect(fieldMessage(await pay(sale, { method: 'credit', amount_minor: 100 }), 'method')).toBe(
      'Choose how it was paid: cash, M-Pesa, bank transfer or card.',
    );
    expect(fieldMessage(await pay(sale, { method: 'cash', amount_minor: -5 }), 'amount_minor')).toBe(
      'The payment amount must be more than 0.',
    );
    expect(fieldMessage(await pay(sale, { method: 'mpesa', amount_minor: 5 }), 'reference')).toBe(
      'Enter the M-Pesa transaction code: ten letters and digits, like QJK4H7Z2PL.',
    );
    const stranger = await createSaleFarm(t);
    expect(
      (
        await call(t, stranger.token, 'POST', stranger.url(`/${sale.id}/payments`), {
          method: 'cash',
          amount_minor: 5,
        })
      ).statusCode,
    ).toBe(404);
    expect((await pay({ ...sale, id: 'not-a-sale' }, { method: 'cash', amount_minor: 5 })).statusCode).toBe(
      404,
    );
    const worker = await addMember(t, farm.farmId, 'worker');
    const refused = await pay(sale, { method: 'cash', amount_minor: 5 }, undefined, worker.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ missing_permission: 'sales.edit' });
  });
});

describe('POST .../sales/{saleId}/returns', () => {
  it('puts goods back into stock and refunds through the cash book', async () => {
    const before = Number(await quantityOf(t, maize));
    const sale = await paidSale(4);
    const lineId = sale.lines[0]!.id;
    const res = saleOf(
      await giveBack(sale, {
        lines: [{ sale_line_id: lineId, quantity: 1.5 }],
        reason: 'Wet bags',
        refund: { method: 'cash', amount_minor: 3_750 },
      }),
    );
    expect(res).toMatchObject({ status: 'part_paid', refunded_minor: 3_750, balance_minor: 3_750 });
    expect(res.lines[0]!.returned_quantity).toBe('1.50');
    expect(Number(await quantityOf(t, maize))).toBe(before - 4 + 1.5);
    const returns = await movementsOf(t, maize, 'return');
    expect(returns.map((m) => m.quantityChange)).toContain('1.50');
    const refund = (await cashOf(t, farm)).find((c) => c.saleId === sale.id && c.source === 'sale_refund');
    expect(refund).toMatchObject({ direction: 'expense', amountMinor: -3_750, paymentMethod: 'cash' });
    expect((await t.db.select().from(saleReturns).where(eq(saleReturns.saleId, sale.id)))[0]).toMatchObject({
      reason: 'Wet bags',
      refundMinor: 3_750,
    });

    // What is left to return, and what is left to refund, are the limits.
    expect(
      fieldMessage(
        await giveBack(sale, { lines: [{ sale_line_id: lineId, quantity: 2.51 }] }),
        'lines.0.quantity',
      ),
    ).toBe('Only 2.50 kg of Maize can still be returned: lower the quantity.');
    expect(
      fieldMessage(
        await giveBack(sale, { refund: { method: 'cash', amount_minor: 6_251 } }),
        'refund.amount_minor',
      ),
    ).toBe('Only KES 62.50 was paid and not yet refunded: lower the refund.');
    const all = saleOf(
      await giveBack(sale, {
        lines: [{ sale_line_id: lineId, quantity: 2.5 }],
        refund: { method: 'mpesa', amount_minor: 6_250, reference: 'rfnd000001' },
      }),
    );
    expect(all).toMatchObject({ status: 'refunded', refunded_minor: 10_000 });
    expect(all.lines[0]!.returned_quantity).toBe('4.00');
    expect(Number(await quantityOf(t, maize))).toBe(before);
  });

  it('allows a refund without goods back (a price dispute)', async () => {
    const sale = await paidSale(2);
    const res = saleOf(
      await giveBack(sale, { reason: 'Price agreed lower', refund: { method: 'cash', amount_minor: 1_000 } }),
    );
    expect(res).toMatchObject({ status: 'part_paid', refunded_minor: 1_000 });
    expect(res.lines[0]!.returned_quantity).toBe('0.00');
  });

  it('lets only one of two concurrent full refunds pass', async () => {
    const sale = await paidSale(2);
    const answers = await Promise.all([
      giveBack(sale, { refund: { method: 'cash', amount_minor: 5_000 } }),
      giveBack(sale, { refund: { method: 'cash', amount_minor: 5_000 } }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const refunds = (await cashOf(t, farm)).filter((c) => c.saleId === sale.id && c.source === 'sale_refund');
    expect(refunds).toHaveLength(1);
  });

  it('answers 422 for bad input and 403 without sales.edit', async () => {
    const sale = await paidSale(2);
    const other = await paidSale(1);
    expect(fieldMessage(await giveBack(sale, {}), 'lines')).toBe(
      'Choose what was returned, or enter a refund.',
    );
    expect(
      fieldMessage(
        await giveBack(sale, { lines: [{ sale_line_id: other.lines[0]!.id, quantity: 1 }] }),
        'lines.0.sale_line_id',
      ),
    ).toBe('Choose lines of this sale to return.');
    expect(
      fieldMessage(
        await giveBack(sale, { lines: [{ sale_line_id: sale.lines[0]!.id, quantity: 0 }] }),
        'lines.0.quantity',
      ),
    ).toBe('The quantity returned must be more than 0.');
    const line = { sale_line_id: sale.lines[0]!.id, quantity: 1 };
    expect(fieldMessage(await giveBack(sale, { lines: [line, line] }), 'lines')).toBe(
      'Each line of the sale can appear once in a return.',
    );
    expect(
      fieldMessage(
        await giveBack(sale, { refund: { method: 'mpesa', amount_minor: 10 } }),
        'refund.reference',
      ),
    ).toBe('Enter the M-Pesa transaction code: ten letters and digits, like QJK4H7Z2PL.');
    const viewer = await addMember(t, farm.farmId, 'viewer');
    expect((await giveBack(sale, { lines: [line] }, undefined, viewer.token)).statusCode).toBe(403);
    const stranger = await createSaleFarm(t);
    const foreign = await call(t, stranger.token, 'POST', stranger.url(`/${sale.id}/returns`), {
      lines: [line],
    });
    expect(foreign.statusCode).toBe(404);
  });
});
