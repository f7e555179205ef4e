// The admin dashboard's figures (docs/product/administration.md "Dashboard"), one aggregate query per group.
// "Farmers" are every account but platform staff; "active" means a sign-in used in the last 30 days
// (access_tokens.last_used_at), and a farm is active when one of its members was.
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { queryRows } from '@/server/modules/inventory/inventory-sql';
import type { AdminDashboard } from '@/shared/contracts/admin-dashboard';

const n = (value: unknown) => Number(value ?? 0);

export function monthStartOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export async function dashboardFigures(db: Database, now: Date): Promise<AdminDashboard> {
  const monthStart = monthStartOf(now).toISOString();
  const activeSince = new Date(now.getTime() - 30 * 86_400_000).toISOString();

  const [people] = await queryRows<Record<string, unknown>>(
    db,
    sql`select
      count(*) as total,
      count(*) filter (where u.created_at >= ${monthStart}::timestamptz) as new_this_month,
      count(*) filter (where exists (
        select 1 from access_tokens t where t.user_id = u.id and t.last_used_at >= ${activeSince}::timestamptz
      )) as active
    from users u where lower(u.user_type) <> 'superadmin'`,
  );
  const [farmCounts] = await queryRows<Record<string, unknown>>(
    db,
    sql`select
      count(*) as total,
      count(*) filter (where f.created_at >= ${monthStart}::timestamptz) as new_this_month,
      count(*) filter (where exists (
        select 1 from access_tokens t
        where t.last_used_at >= ${activeSince}::timestamptz
          and (t.user_id = f.owner_id or t.user_id in (select m.user_id from farm_members m where m.farm_id = f.id))
      )) as active
    from farms f where f.status = 'active'`,
  );
  const byPackage = await queryRows<Record<string, unknown>>(
    db,
    sql`select p.id, p.name, count(s.id) as count
      from subscriptions s join packages p on p.id = s.package_id
      group by p.id, p.name order by count(s.id) desc, p.name`,
  );
  const byStatus = await queryRows<Record<string, unknown>>(
    db,
    sql`select status, count(*) as count from subscriptions group by status order by status`,
  );
  const revenue = await queryRows<Record<string, unknown>>(
    db,
    sql`select currency, sum(amount_minor) as amount, count(*) as payments from subscription_payments
      where status = 'succeeded' and coalesce(completed_at, created_at) >= ${monthStart}::timestamptz
      group by currency order by currency`,
  );
  const channels = await queryRows<Record<string, unknown>>(
    db,
    sql`select channel,
        count(*) filter (where status = 'sent') as sent,
        count(*) filter (where status = 'failed') as failed
      from notification_deliveries where created_at >= ${monthStart}::timestamptz
      group by channel order by channel`,
  );
  const [sms] = await queryRows<Record<string, unknown>>(
    db,
    sql`select
        count(*) filter (where status in ('sent', 'delivered')) as sent,
        count(*) filter (where status = 'logged') as logged_only,
        count(*) filter (where status in ('failed', 'undelivered')) as failed
      from outbox_messages where channel = 'sms' and created_at >= ${monthStart}::timestamptz`,
  );
  const [ai] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(*) as requests, coalesce(sum(cost_micro_usd), 0) as cost
      from ai_requests where created_at >= ${monthStart}::timestamptz`,
  );

  return {
    month_start: monthStart,
    farmers: {
      total: n(people?.total),
      new_this_month: n(people?.new_this_month),
      active_30_days: n(people?.active),
    },
    farms: {
      total: n(farmCounts?.total),
      new_this_month: n(farmCounts?.new_this_month),
      active_30_days: n(farmCounts?.active),
    },
    subscriptions_by_package: byPackage.map((r) => ({
      package_id: String(r.id),
      package_name: String(r.name),
      count: n(r.count),
    })),
    subscriptions_by_status: byStatus.map((r) => ({ status: String(r.status), count: n(r.count) })),
    revenue_this_month: revenue.map((r) => ({
      currency: String(r.currency),
      amount_minor: n(r.amount),
      payments: n(r.payments),
    })),
    notifications_by_channel: channels.map((r) => ({
      channel: String(r.channel),
      sent: n(r.sent),
      failed: n(r.failed),
    })),
    sms_this_month: { sent: n(sms?.sent), logged_only: n(sms?.logged_only), failed: n(sms?.failed) },
    ai_this_month: { requests: n(ai?.requests), cost_micro_usd: n(ai?.cost) },
  };
}
