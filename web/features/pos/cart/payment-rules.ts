// How the till turns what the cashier entered into the sale's payments (docs/product/point-of-sale.md "Paying"):
// M-Pesa first (an exact amount with its code), cash covers the rest (what was handed over, change due), and an
// unpaid remainder is credit: only for a named customer and when the farm offers it.
import { changeDue } from '@/shared/money/arithmetic';
import { MPESA_CODE_PATTERN, type PaymentMethod } from '@/shared/contracts/money-enums';
import type { PosSaleInput } from '@/shared/api/pos';

export interface PayEntry {
  /** Cash handed over, minor units (0: none). */
  cashTenderedMinor: number;
  /** M-Pesa amount, minor units (0: none). */
  mpesaMinor: number;
  mpesaCode: string;
  /** Leave what is not paid as credit on the customer's account. */
  onCredit: boolean;
}

export type PayProblem =
  | 'mpesaCodeInvalid'
  | 'mpesaAboveTotal'
  | 'shortPaid'
  | 'creditNeedsCustomer'
  | 'creditNotOffered'
  | 'methodNotOffered';

export interface PayPlan {
  payments: PosSaleInput['payments'];
  paidMinor: number;
  changeMinor: number;
  /** Left as credit. */
  remainderMinor: number;
  problem: PayProblem | null;
}

export const normalizeMpesaCode = (code: string) => code.trim().toUpperCase();

export function payPlan(
  totalMinor: number,
  entry: PayEntry,
  context: { offered: readonly PaymentMethod[]; hasCustomer: boolean },
): PayPlan {
  const payments: PayPlan['payments'] = [];
  let problem: PayProblem | null = null;
  const code = normalizeMpesaCode(entry.mpesaCode);
  const mpesa = Math.max(0, entry.mpesaMinor);
  if (mpesa > 0) {
    if (!context.offered.includes('mpesa')) problem ??= 'methodNotOffered';
    if (!MPESA_CODE_PATTERN.test(code)) problem ??= 'mpesaCodeInvalid';
    if (mpesa > totalMinor) problem ??= 'mpesaAboveTotal';
    payments.push({ method: 'mpesa', amount_minor: Math.min(mpesa, totalMinor), reference: code });
  }
  const dueAfterMpesa = Math.max(0, totalMinor - mpesa);
  const tendered = Math.max(0, entry.cashTenderedMinor);
  let changeMinor = 0;
  if (tendered > 0 && dueAfterMpesa > 0) {
    if (!context.offered.includes('cash')) problem ??= 'methodNotOffered';
    const amount = Math.min(tendered, dueAfterMpesa);
    changeMinor = changeDue(tendered, dueAfterMpesa) ?? 0;
    payments.push({ method: 'cash', amount_minor: amount, tendered_minor: tendered });
  }
  const paidMinor = payments.reduce((sum, p) => sum + p.amount_minor, 0);
  const remainderMinor = Math.max(0, totalMinor - paidMinor);
  if (remainderMinor > 0) {
    if (!entry.onCredit) problem ??= 'shortPaid';
    else if (!context.offered.includes('credit')) problem ??= 'creditNotOffered';
    else if (!context.hasCustomer) problem ??= 'creditNeedsCustomer';
  }
  return { payments, paidMinor, changeMinor, remainderMinor, problem };
}
