// docs/product/point-of-sale.md: the cart's steps and figures (shared/money, so they equal the server's), and how
// what the cashier enters becomes payments (M-Pesa, cash with change, credit only for a named customer).
import { describe, expect, it } from 'vitest';
import { makeItem } from '../testing/fixtures';
import {
  addItem,
  cartFigures,
  parseQuantity,
  removeLine,
  stepQuantity,
  toSaleLines,
  type CartLine,
} from './cart-rules';
import { payPlan } from './payment-rules';

const eggs = makeItem();
const maize = makeItem({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Maize',
  unit: 'kg',
  sale_price_minor: 5_050,
});
const VAT = { id: 'vat', name: 'VAT', basis_points: 1600, inclusive: false };
const VAT_IN = { id: 'vat-in', name: 'VAT incl.', basis_points: 1600, inclusive: true };

describe('the cart', () => {
  it('adds an item once and steps its quantity, never below 1 by the − key', () => {
    let lines = addItem([], eggs);
    lines = addItem(lines, eggs);
    expect(lines).toEqual([
      expect.objectContaining({ itemId: eggs.id, quantity: 2, unitPriceMinor: 45_000 }),
    ]);
    lines = stepQuantity(stepQuantity(lines, eggs.id, -1), eggs.id, -1);
    expect(lines[0]!.quantity).toBe(1);
    expect(removeLine(lines, eggs.id)).toEqual([]);
  });

  it.each([
    ['2.5', 2.5],
    ['0,75', 0.75],
    ['3', 3],
    ['0', null],
    ['1.234', null],
    ['-1', null],
    ['abc', null],
  ])('reads the quantity %s as %s', (text, expected) => {
    expect(parseQuantity(text)).toBe(expected);
  });

  it.each<{ name: string; lines: Partial<CartLine>[]; total: number; tax: number; subtotal: number }>([
    { name: 'one tray', lines: [{ quantity: 1 }], subtotal: 45_000, tax: 0, total: 45_000 },
    {
      name: '2.5 kg of maize at 50.50, rounded half away from zero',
      lines: [{ itemId: maize.id, quantity: 2.5, unitPriceMinor: 5_050 }],
      subtotal: 12_625,
      tax: 0,
      total: 12_625,
    },
    {
      name: 'VAT added on top after a discount',
      lines: [{ quantity: 2, discountMinor: 10_000, taxRateId: 'vat' }],
      subtotal: 90_000,
      tax: 12_800,
      total: 92_800,
    },
    {
      name: 'VAT inside the price',
      lines: [{ quantity: 1, taxRateId: 'vat-in' }],
      subtotal: 45_000,
      tax: 6_207,
      total: 45_000,
    },
  ])('totals $name', ({ lines, subtotal, tax, total }) => {
    const cart = lines.map((l) => ({ ...addItem([], eggs)[0]!, ...l }));
    const figures = cartFigures(cart, [VAT, VAT_IN]);
    expect(figures.totals).toMatchObject({ subtotalMinor: subtotal, taxMinor: tax, totalMinor: total });
    expect(figures.invalidItemId).toBeNull();
  });

  it('names the line whose discount is more than it is worth', () => {
    const cart = [{ ...addItem([], eggs)[0]!, discountMinor: 50_000 }];
    expect(cartFigures(cart, []).invalidItemId).toBe(eggs.id);
  });

  it('sends the lines as the sales contract takes them', () => {
    expect(toSaleLines(addItem([], maize))).toEqual([
      { item_id: maize.id, quantity: 1, unit_price_minor: 5_050, discount_minor: 0, tax_rate_id: null },
    ]);
  });
});

const ALL = ['cash', 'mpesa', 'bank_transfer', 'card', 'credit'] as const;
const entry = { cashTenderedMinor: 0, mpesaMinor: 0, mpesaCode: '', onCredit: false };

describe('payPlan', () => {
  it('cash: the amount is the total, what was handed over stays, change due is the difference', () => {
    const plan = payPlan(
      92_800,
      { ...entry, cashTenderedMinor: 100_000 },
      { offered: ALL, hasCustomer: false },
    );
    expect(plan).toMatchObject({ changeMinor: 7_200, remainderMinor: 0, problem: null });
    expect(plan.payments).toEqual([{ method: 'cash', amount_minor: 92_800, tendered_minor: 100_000 }]);
  });

  it('M-Pesa and cash together: M-Pesa first, cash covers the rest', () => {
    const plan = payPlan(
      92_800,
      { ...entry, mpesaMinor: 50_000, mpesaCode: ' qjk4h7z2pl ', cashTenderedMinor: 50_000 },
      { offered: ALL, hasCustomer: false },
    );
    expect(plan.payments).toEqual([
      { method: 'mpesa', amount_minor: 50_000, reference: 'QJK4H7Z2PL' },
      { method: 'cash', amount_minor: 42_800, tendered_minor: 50_000 },
    ]);
    expect(plan.changeMinor).toBe(7_200);
  });

  it.each([
    ['a bad M-Pesa code', { mpesaMinor: 92_800, mpesaCode: 'ABC' }, ALL, false, 'mpesaCodeInvalid'],
    [
      'M-Pesa above the total',
      { mpesaMinor: 99_000, mpesaCode: 'QJK4H7Z2PL' },
      ALL,
      false,
      'mpesaAboveTotal',
    ],
    ['too little cash', { cashTenderedMinor: 50_000 }, ALL, false, 'shortPaid'],
    [
      'credit for a walk-in',
      { cashTenderedMinor: 50_000, onCredit: true },
      ALL,
      false,
      'creditNeedsCustomer',
    ],
    ['credit not offered', { onCredit: true }, ['cash', 'mpesa'], true, 'creditNotOffered'],
    ['cash not offered', { cashTenderedMinor: 92_800 }, ['mpesa'], false, 'methodNotOffered'],
    ['credit for a customer', { cashTenderedMinor: 50_000, onCredit: true }, ALL, true, null],
  ] as const)('%s', (_name, change, offered, hasCustomer, problem) => {
    expect(payPlan(92_800, { ...entry, ...change }, { offered, hasCustomer }).problem).toBe(problem);
  });
});
