// The till's cart as plain rules (docs/product/point-of-sale.md): lines, quantity steps and the figures, computed
// ONLY with shared/money (docs/decisions/039) so the cart shows to the cent what the server will store.
import { lineAmounts, saleTotals, type LineAmounts, type SaleTotals } from '@/shared/money/arithmetic';
import type { PosItem, PosTaxRate, PosSaleInput } from '@/shared/api/pos';

export interface CartLine {
  itemId: string;
  name: string;
  unit: string;
  /** What the till last knew was in stock, as a number (for the warning, not a limit: the server decides). */
  available: number;
  quantity: number;
  unitPriceMinor: number;
  discountMinor: number;
  taxRateId: string | null;
}

export const lineFromItem = (item: PosItem): CartLine => ({
  itemId: item.id,
  name: item.name,
  unit: item.unit,
  available: Number(item.quantity),
  quantity: 1,
  unitPriceMinor: item.sale_price_minor ?? 0,
  discountMinor: 0,
  taxRateId: null,
});

/** Adds one of the item, or one more to its line. */
export function addItem(lines: readonly CartLine[], item: PosItem): CartLine[] {
  const at = lines.findIndex((l) => l.itemId === item.id);
  if (at < 0) return [...lines, lineFromItem(item)];
  return lines.map((l, i) => (i === at ? { ...l, quantity: roundQuantity(l.quantity + 1) } : l));
}

/** Two decimals at most (kilograms), as the server takes them. */
export const roundQuantity = (q: number) => Math.round(q * 100) / 100;

/** +1 / −1 from the quantity (a line never steps below 1 by the button; removing is its own action). */
export function stepQuantity(lines: readonly CartLine[], itemId: string, step: 1 | -1): CartLine[] {
  return lines.map((l) =>
    l.itemId === itemId
      ? { ...l, quantity: roundQuantity(Math.max(step < 0 ? 1 : 0, l.quantity + step)) }
      : l,
  );
}

export function setLine(lines: readonly CartLine[], itemId: string, change: Partial<CartLine>): CartLine[] {
  return lines.map((l) => (l.itemId === itemId ? { ...l, ...change } : l));
}

export const removeLine = (lines: readonly CartLine[], itemId: string) =>
  lines.filter((l) => l.itemId !== itemId);

/** "2.5" → 2.5; null unless a positive quantity with at most two decimals. */
export function parseQuantity(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 && value <= 1e9 ? value : null;
}

export interface CartFigures {
  lines: LineAmounts[];
  totals: SaleTotals;
  /** The first line whose figures cannot be computed (a discount above the line's worth), or null. */
  invalidItemId: string | null;
}

export function cartFigures(lines: readonly CartLine[], taxRates: readonly PosTaxRate[]): CartFigures {
  let invalidItemId: string | null = null;
  const amounts = lines.map((line) => {
    const rate = taxRates.find((r) => r.id === line.taxRateId);
    try {
      return lineAmounts({
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        discountMinor: line.discountMinor,
        taxBasisPoints: rate?.basis_points ?? 0,
        taxInclusive: rate?.inclusive ?? false,
      });
    } catch {
      invalidItemId ??= line.itemId;
      return { grossMinor: 0, discountMinor: 0, netMinor: 0, taxMinor: 0, totalMinor: 0 };
    }
  });
  return { lines: amounts, totals: saleTotals(amounts), invalidItemId };
}

export const toSaleLines = (lines: readonly CartLine[]): PosSaleInput['lines'] =>
  lines.map((l) => ({
    item_id: l.itemId,
    quantity: l.quantity,
    unit_price_minor: l.unitPriceMinor,
    discount_minor: l.discountMinor,
    tax_rate_id: l.taxRateId,
  }));
