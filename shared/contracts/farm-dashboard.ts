// The farmer dashboard of one farm (docs/product/dashboard.md): its stock, tasks, crops and money today, the
// caller's unread notifications and the farm's latest activity. A block the caller's role may not see (money
// without finances.view, the activity log without staff.view) is null, and the page leaves it out.
import { z } from 'zod';
import { ActivityEntrySchema, type ActivityEntry } from './activity-log';

/** Why an item is on the stock card's short list. */
export const URGENT_STOCK_REASONS = ['out_of_stock', 'low', 'expiring'] as const;
export type UrgentStockReason = (typeof URGENT_STOCK_REASONS)[number];

export const DashboardStockSchema = z.object({
  /** Σ quantity × unit cost, minor units of the farm's currency. */
  value_minor: z.number().int(),
  item_count: z.number().int(),
  low_stock: z.number().int(),
  out_of_stock: z.number().int(),
  /** With stock left and an expiry date within the next 30 days (today included). */
  expiring_soon: z.number().int(),
  /** The five most urgent: low or out (of an item with a reorder level) and expiring, alternately. */
  urgent: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      quantity: z.string(),
      unit: z.string(),
      reason: z.enum(URGENT_STOCK_REASONS),
      expiry_date: z.string().nullable(),
    }),
  ),
});

export const DashboardTasksSchema = z.object({
  /** Open (to do or in progress) and due today, the farm's day. */
  due_today: z.number().int(),
  /** Open and due before today. */
  overdue: z.number().int(),
  /** The next five open tasks due today or later, soonest first. */
  next: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      due_date: z.string(),
      status: z.string(),
      /** The person's or team's name; null when nobody is assigned. */
      assignee_name: z.string().nullable(),
    }),
  ),
});

export const DashboardCropsSchema = z.object({
  total: z.number().int(),
  planned: z.number().int(),
  growing: z.number().int(),
  harvested: z.number().int(),
  failed: z.number().int(),
  /** Growing crops by the stage they are in (null: not started on a stage yet), most crops first. */
  growing_stages: z.array(z.object({ stage: z.string().nullable(), count: z.number().int() })),
});

const MonthMoneySchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  income_minor: z.number().int(),
  expense_minor: z.number().int(),
  profit_minor: z.number().int(),
});

export const DashboardMoneySchema = z.object({
  currency: z.string(),
  this_month: MonthMoneySchema,
  last_month: MonthMoneySchema,
  /** The whole cash book's balance up to today. */
  cash_position_minor: z.number().int(),
});

export const FarmDashboardSchema = z.object({
  farm: z.object({ id: z.string(), name: z.string(), currency: z.string(), timezone: z.string() }),
  /** The farm's today, YYYY-MM-DD. */
  today: z.string(),
  stock: DashboardStockSchema.nullable(),
  tasks: DashboardTasksSchema.nullable(),
  crops: DashboardCropsSchema.nullable(),
  money: DashboardMoneySchema.nullable(),
  /** The caller's own unread notifications (every farm's). */
  notifications: z.object({ unread: z.number().int() }),
  /** The farm's last eight activity-log entries, newest first. */
  activity: z.array(ActivityEntrySchema).nullable(),
});
export type FarmDashboard = z.infer<typeof FarmDashboardSchema>;
export type DashboardStock = z.infer<typeof DashboardStockSchema>;
export type DashboardTasks = z.infer<typeof DashboardTasksSchema>;
export type DashboardCrops = z.infer<typeof DashboardCropsSchema>;
export type DashboardMoney = z.infer<typeof DashboardMoneySchema>;
export type DashboardActivity = ActivityEntry;

export const FarmDashboardResponseSchema = z.object({ data: FarmDashboardSchema });
