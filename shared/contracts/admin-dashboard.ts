// The admin dashboard's figures (docs/product/administration.md "Dashboard"): people and farms, subscriptions,
// revenue, notification deliveries, SMS and AI spend, each for the current calendar month (UTC) where it says so.
import { z } from 'zod';

const count = z.number().int();

export const AdminDashboardSchema = z.object({
  month_start: z.string(),
  farmers: z.object({ total: count, new_this_month: count, active_30_days: count }),
  farms: z.object({ total: count, new_this_month: count, active_30_days: count }),
  subscriptions_by_package: z.array(z.object({ package_id: z.string(), package_name: z.string(), count })),
  subscriptions_by_status: z.array(z.object({ status: z.string(), count })),
  revenue_this_month: z.array(
    z.object({ currency: z.string(), amount_minor: z.number().int(), payments: count }),
  ),
  notifications_by_channel: z.array(z.object({ channel: z.string(), sent: count, failed: count })),
  sms_this_month: z.object({ sent: count, logged_only: count, failed: count }),
  ai_this_month: z.object({ requests: count, cost_micro_usd: z.number().int() }),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;
export const AdminDashboardResponseSchema = z.object({ data: AdminDashboardSchema });
