// Money arithmetic for sales, shared by the server (which stores the figures) and the point of sale (which shows
// them before the sale is sent), so the cart and the receipt always agree. Amounts are integer minor units (cents,
// two decimals for every currency, shared/settings/format.ts); quantities have two decimals; tax rates are basis
// points (1600 is 16%). Rounding is half away from zero, once per line (docs/decisions/039).

export interface LineInput {
  /** Quantity with up to two decimals (2.5 kg). */
  quantity: number;
  unitPriceMinor: number;
  /** An amount off the line, in minor units, at most the line's gross. */
  discountMinor?: number;
  taxBasisPoints?: number;
  /** True: the price already includes the tax (tax is taken out); false: the tax is added on top. */
  taxInclusive?: boolean;
}

export interface LineAmounts {
  /** quantity × unit price, rounded. */
  grossMinor: number;
  discountMinor: number;
  /** What the line is worth before tax. */
  netMinor: number;
  taxMinor: number;
  /** What the buyer pays for the line. */
  totalMinor: number;
}

export interface SaleTotals {
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
}

export class MoneyRuleError extends Error {}

/** `numerator / denominator` rounded half away from zero, in exact integer arithmetic. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (n * 2n + d) / (d * 2n);
  return negative ? -rounded : rounded;
}

/** A quantity as hundredths (2.5 → 250), refusing more than two decimals. */
export function quantityHundredths(quantity: number): bigint {
  const hundredths = Math.round(quantity * 100);
  if (!Number.isFinite(quantity) || Math.abs(quantity * 100 - hundredths) > 1e-6) {
    throw new MoneyRuleError('A quantity has at most two decimals.');
  }
  return BigInt(hundredths);
}

const toNumber = (value: bigint) => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new MoneyRuleError('That amount is too large.');
  return Number(value);
};

export function lineAmounts(line: LineInput): LineAmounts {
  if (!Number.isSafeInteger(line.unitPriceMinor) || line.unitPriceMinor < 0) {
    throw new MoneyRuleError('A unit price is a whole number of cents, zero or more.');
  }
  const discount = line.discountMinor ?? 0;
  const basisPoints = line.taxBasisPoints ?? 0;
  if (!Number.isSafeInteger(discount) || discount < 0) {
    throw new MoneyRuleError('A discount is a whole number of cents, zero or more.');
  }
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) {
    throw new MoneyRuleError('A tax rate is between 0 and 100 percent.');
  }
  const gross = divideRounded(quantityHundredths(line.quantity) * BigInt(line.unitPriceMinor), 100n);
  if (BigInt(discount) > gross) throw new MoneyRuleError('A discount cannot be more than the line is worth.');
  const afterDiscount = gross - BigInt(discount);
  const bp = BigInt(basisPoints);
  let net: bigint;
  let tax: bigint;
  if (line.taxInclusive) {
    net = divideRounded(afterDiscount * 10_000n, 10_000n + bp);
    tax = afterDiscount - net;
  } else {
    net = afterDiscount;
    tax = divideRounded(afterDiscount * bp, 10_000n);
  }
  return {
    grossMinor: toNumber(gross),
    discountMinor: discount,
    netMinor: toNumber(net),
    taxMinor: toNumber(tax),
    totalMinor: toNumber(net + tax),
  };
}

/** The sale's figures: the sums of its lines' (each line rounded on its own, as the receipt prints them). */
export function saleTotals(lines: readonly LineAmounts[]): SaleTotals {
  return lines.reduce<SaleTotals>(
    (sum, line) => ({
      subtotalMinor: sum.subtotalMinor + line.grossMinor,
      discountMinor: sum.discountMinor + line.discountMinor,
      taxMinor: sum.taxMinor + line.taxMinor,
      totalMinor: sum.totalMinor + line.totalMinor,
    }),
    { subtotalMinor: 0, discountMinor: 0, taxMinor: 0, totalMinor: 0 },
  );
}

export type PaymentStatus = 'paid' | 'part_paid' | 'unpaid' | 'refunded';

/**
 * A sale's status from what it is worth and what was paid and refunded: refunded once everything paid was given
 * back (and something was), paid once the total is covered, part paid with something short of it.
 */
export function paymentStatus(totalMinor: number, paidMinor: number, refundedMinor = 0): PaymentStatus {
  if (refundedMinor > 0 && refundedMinor >= paidMinor) return 'refunded';
  const kept = paidMinor - refundedMinor;
  if (kept >= totalMinor) return 'paid';
  return kept > 0 ? 'part_paid' : 'unpaid';
}

/** Cash handed over minus what is due; null when it does not cover it. */
export function changeDue(tenderedMinor: number, dueMinor: number): number | null {
  return tenderedMinor >= dueMinor ? tenderedMinor - dueMinor : null;
}

/**
 * "1,234.5" or "1234.50" → 123450 minor units; null when it is not an amount with at most two decimals. What the
 * farmer types in an amount box, whatever the digit grouping.
 */
export function parseAmount(text: string): number | null {
  const cleaned = text.trim().replace(/[\s,_]/g, '');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 123450 → "1234.50": an amount for an input box (the display format is shared/settings/format.ts formatMoney). */
export function amountText(minorUnits: number): string {
  const sign = minorUnits < 0 ? '-' : '';
  const abs = Math.abs(minorUnits);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
