// How inventory values read on screen, for every surface that shows items (web app, widgets, extension).
import { formatNumber } from '@/shared/i18n/format';

// The words of the inventory's values (types, statuses, categories, units) live in shared/inventory/labels.ts, in the
// current language; these names stay for the surfaces that import them from here.
export { formatQuantity, STATUS_LABELS, TYPE_LABELS } from '@/shared/inventory/labels';

/** Decision 004: stock cannot be converted to floor area, so for these the space in use is typed by hand. */
export const AREA_UNITS: readonly string[] = ['sq ft', 'sq m'];
export const isAreaUnit = (unit: string) => AREA_UNITS.includes(unit);

/** "1,250.5" from the decimal string the API sends. */
export function formatAmount(value: string | number): string {
  const amount = Number(value);
  return Number.isFinite(amount) ? formatNumber(amount, { maximumFractionDigits: 2 }) : String(value);
}
