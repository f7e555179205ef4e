// Changing a sale that came back short of stock (docs/product/point-of-sale.md "Needs attention"): new quantities
// (0 removes the line), totals with shared/money and payments fitted to them. A sale with no line left cannot be
// sent; the cashier discards it instead.
import { lineAmounts, saleTotals } from '@/shared/money/arithmetic';
import type { PosTaxRate, PosSaleInput } from '@/shared/api/pos';
import { fitPayments } from './reprice';

export function withQuantities(
  input: PosSaleInput,
  quantities: Record<string, number>,
  taxRates: readonly PosTaxRate[],
): PosSaleInput | null {
  const lines = input.lines
    .map((line) => ({ ...line, quantity: quantities[line.item_id] ?? Number(line.quantity) }))
    .filter((line) => line.quantity > 0);
  if (lines.length === 0) return null;
  const totals = saleTotals(
    lines.map((line) => {
      const rate = taxRates.find((r) => r.id === line.tax_rate_id);
      return lineAmounts({
        quantity: line.quantity,
        unitPriceMinor: Number(line.unit_price_minor),
        discountMinor: Number(line.discount_minor ?? 0),
        taxBasisPoints: rate?.basis_points ?? 0,
        taxInclusive: rate?.inclusive ?? false,
      });
    }),
  );
  return { ...input, lines, payments: fitPayments(input.payments ?? [], totals.totalMinor) };
}

/** Did the cashier change anything? Unchanged content keeps its key; changed content is a new request. */
export const sameQuantities = (input: PosSaleInput, quantities: Record<string, number>) =>
  input.lines.every((line) => (quantities[line.item_id] ?? Number(line.quantity)) === Number(line.quantity));
