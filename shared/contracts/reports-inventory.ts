// The inventory report's figures (docs/product/reports.md "Inventory report"): what the stock is worth now, by
// type and by storage location; the period's movements in and out by kind; stock that does not move; stock that
// expires; and what the counts found missing or extra. Money in minor units of the scope's currency; quantities
// numeric text as the ledger keeps them (two decimals).
import { z } from 'zod';
import { ITEM_TYPES } from './inventory-enums';
import { MOVEMENT_TYPES } from './stock-movements';

const minor = z.number().int();
const quantity = z.string();

/** Stock that sat still: no quantity left it in this many days before today. */
export const SLOW_MOVING_DAYS = 90;
/** Stock whose expiry date falls within this many days from today. */
export const EXPIRING_WITHIN_DAYS = 30;
/** How many items each list on the report names (the totals cover them all). */
export const REPORT_LIST_LIMIT = 50;

const ItemRef = z.object({
  item_id: z.string(),
  name: z.string(),
  farm_name: z.string(),
  item_type: z.enum(ITEM_TYPES),
  unit: z.string(),
});

export const InventoryReportSchema = z.object({
  /** Today's stock: the period does not change it. */
  valuation: z.object({
    items: z.number().int(),
    value_minor: minor,
    by_type: z.array(
      z.object({ item_type: z.enum(ITEM_TYPES), items: z.number().int(), value_minor: minor }),
    ),
    by_location: z.array(
      z.object({
        location_id: z.string(),
        name: z.string(),
        farm_name: z.string(),
        items: z.number().int(),
        value_minor: minor,
      }),
    ),
  }),
  movements: z.object({
    in_value_minor: minor,
    out_value_minor: minor,
    /** One row per kind, item type and direction (an adjustment can go either way). */
    by_kind: z.array(
      z.object({
        kind: z.enum(MOVEMENT_TYPES),
        item_type: z.enum(ITEM_TYPES),
        direction: z.enum(['in', 'out']),
        movements: z.number().int(),
        quantity,
        value_minor: minor,
      }),
    ),
    /** Days when the period is 62 days or shorter, months otherwise; every bucket present. */
    bucket: z.enum(['day', 'month']),
    series: z.array(z.object({ bucket: z.string(), in_value_minor: minor, out_value_minor: minor })),
  }),
  slow_moving: z.object({
    days: z.number().int(),
    items: z.number().int(),
    value_minor: minor,
    list: z.array(
      ItemRef.extend({
        quantity,
        /** The last day stock left the item (null: never), and the last day of any movement. */
        last_out_on: z.string().nullable(),
        last_movement_on: z.string().nullable(),
        value_minor: minor,
      }),
    ),
  }),
  expiring: z.object({
    within_days: z.number().int(),
    expired_items: z.number().int(),
    expired_value_minor: minor,
    expiring_items: z.number().int(),
    expiring_value_minor: minor,
    list: z.array(
      ItemRef.extend({ quantity, expiry_date: z.string(), expired: z.boolean(), value_minor: minor }),
    ),
  }),
  /** Count adjustments in the period: what was found missing (lost) or extra (gained), per item. */
  shrinkage: z.object({
    adjustments: z.number().int(),
    lost_value_minor: minor,
    gained_value_minor: minor,
    list: z.array(
      ItemRef.extend({
        adjustments: z.number().int(),
        quantity_lost: quantity,
        quantity_gained: quantity,
        lost_value_minor: minor,
        gained_value_minor: minor,
      }),
    ),
  }),
});
export type InventoryReport = z.infer<typeof InventoryReportSchema>;
