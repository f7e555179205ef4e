// Quantities in whole hundredths (numeric(14,2) in the database, docs/architecture.md "Data"): arithmetic on integers,
// never on binary fractions, and the same decimal text the database stores.

/** "12.50", 12.5 → 1250. Inputs have at most two decimals (quantityInput in shared/contracts/common.ts). */
export const toCents = (value: string | number) => Math.round(Number(value) * 100);

/** 1250 → "12.50" */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Money typed in major units (step 0.01) → integer minor units. Every currency of the product is shown with
 *  two decimals (shared/settings/format.ts formatMoney), so a minor unit is a hundredth. */
export const toMinorUnits = (major: number | null | undefined) =>
  major == null ? null : Math.round(major * 100);
