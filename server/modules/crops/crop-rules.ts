// The crops module's rules as plain functions (docs/product/crops.md): yield against plan, the hourly cost of a
// person's pay, and which status changes a crop allows.
import type { CropStatus } from '@/shared/contracts/farm-work-enums';
import { fromCents, toCents } from '@/server/modules/inventory/stock-quantity';
import { CROP_MESSAGES } from './crop-messages';

/** The harvests added up in the yield unit; those in another unit are left out. Null without a yield unit. */
export function harvestedTotal(
  list: { quantity: string; unit: string }[],
  yieldUnit: string | null,
): string | null {
  if (!yieldUnit) return null;
  const cents = list.filter((h) => h.unit === yieldUnit).reduce((sum, h) => sum + toCents(h.quantity), 0);
  return fromCents(cents);
}

/** Harvested as a percent of the expected yield, one decimal; null when either is missing or the plan is 0. */
export function yieldVsPlan(total: string | null, expected: string | null): number | null {
  if (total === null || expected === null || toCents(expected) === 0) return null;
  return Math.round((toCents(total) / toCents(expected)) * 1000) / 10;
}

/**
 * Working hours in one pay period, to turn a day, week or month of pay into an hourly rate: 8 hours a day,
 * 5 days a week, 22 working days a month (docs/product/crops.md "Costs").
 */
export const HOURS_PER_PERIOD = { hour: 1, day: 8, week: 40, month: 176 } as const;
export type PayPeriod = keyof typeof HOURS_PER_PERIOD;
/** A common multiple of every period's hours, so labour adds up in whole numbers until the final rounding. */
const SCALE = 1760;

/**
 * Labour in minor units: each piece of work is hours × (pay rate ÷ hours in its period). Work with no hours, or
 * by someone without a pay rate, costs nothing here. Exact until the one rounding at the end.
 */
export function labourMinor(
  work: { hours: string; payRate: string | null; payPeriod: string | null }[],
): number {
  let scaled = 0;
  for (const w of work) {
    if (w.payRate === null || w.payPeriod === null || !(w.payPeriod in HOURS_PER_PERIOD)) continue;
    const perPeriod = HOURS_PER_PERIOD[w.payPeriod as PayPeriod];
    // hours in hundredths × rate in minor units ÷ 100 → minor units; scaled by SCALE ÷ perPeriod.
    scaled += toCents(w.hours) * toCents(w.payRate) * (SCALE / perPeriod);
  }
  return Math.round(scaled / (SCALE * 100));
}

/** Why a status change is refused, or null when it is allowed. */
export function statusChangeProblem(change: {
  to: CropStatus;
  from: CropStatus;
  harvestCount: number;
  notes: string | null | undefined;
}): { field: string; message: string } | null {
  if (change.to === change.from) return null;
  if (change.to === 'harvested' && change.harvestCount === 0) {
    return { field: 'status', message: CROP_MESSAGES.harvestedNeedsHarvest };
  }
  if (change.to === 'failed' && !change.notes?.trim()) {
    return { field: 'notes', message: CROP_MESSAGES.failedNeedsNote };
  }
  if (change.to === 'planned' && change.harvestCount > 0) {
    return { field: 'status', message: CROP_MESSAGES.plannedAfterHarvest };
  }
  return null;
}
