// GET /api/admin/farmers/:id (docs/product/admin-farmers.md "A farmer's page"): the account, its farms, this
// month's usage against its package's limits, its subscription and payments, and what administrators did to it.
import { sql } from 'drizzle-orm';
import { PACKAGE_LIMITS } from '@/shared/contracts/platform-enums';
import type { FarmerDetail } from '@/shared/contracts/admin-farmers';
import type { ServerContext } from '@/server/context';
import { HttpError } from '@/server/lib/http-error';
import { entitlementsFor } from '@/server/modules/entitlements/guards';
import { usageOf } from '@/server/modules/entitlements/usage';
import { ROW_COLUMNS, ROW_JOINS, toFarmerRow } from './farmer-list';

export const FARMER_NOT_FOUND = 'This account does not exist.';
const PAYMENTS_SHOWN = 20;
const HISTORY_SHOWN = 20;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
type When = Date | string | null;

/** The account's row as the list shows it, plus what its page adds; 404 for a superadmin or an unknown id. */
export async function farmerAccount(ctx: Pick<ServerContext, 'db'>, id: string) {
  const [row] = rowsOf<Parameters<typeof toFarmerRow>[0] & { suspended_reason: string | null }>(
    await ctx.db.execute(sql`
      select ${ROW_COLUMNS}, u.suspended_reason
      from users u ${ROW_JOINS}
      where u.id = ${id} and u.user_type <> 'superadmin'`),
  );
  if (!row) throw new HttpError(404, FARMER_NOT_FOUND, { code: 'not_found' });
  return {
    ...toFarmerRow(row),
    email_verified_at: iso(row.email_verified_at),
    phone_verified_at: iso(row.phone_verified_at),
    suspended_at: iso(row.suspended_at),
    suspended_reason: row.suspended_reason,
  };
}

export async function farmerDetail(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  id: string,
): Promise<FarmerDetail> {
  const account = await farmerAccount(ctx, id);
  const now = ctx.clock.now();
  const [farms, subscription, payments, history, entitled, used] = await Promise.all([
    ctx.db.execute(sql`
      select f.id, f.name, f.location,
        (select count(*)::int from inventory_items i where i.farm_id = f.id) as items_count
      from farms f where f.owner_id = ${id} order by f.created_at, f.id`),
    ctx.db.execute(sql`
      select s.package_id, p.name as package_name, s.status, s.interval, s.currency, s.current_period_end,
        s.trial_ends_at, s.cancel_at_period_end
      from subscriptions s join packages p on p.id = s.package_id where s.user_id = ${id}`),
    ctx.db.execute(sql`
      select sp.id, p.name as package_name, sp.provider, sp.status, sp.amount_minor, sp.currency,
        sp.receipt_number, sp.failure_reason, sp.created_at, sp.completed_at
      from subscription_payments sp left join packages p on p.id = sp.package_id
      where sp.user_id = ${id} order by sp.created_at desc, sp.id desc limit ${PAYMENTS_SHOWN}`),
    ctx.db.execute(sql`
      select id, actor_name, action, summary, details, created_at from platform_audit_log
      where target_type = 'user' and target_id = ${id}
      order by created_at desc, id desc limit ${HISTORY_SHOWN}`),
    entitlementsFor(ctx, id),
    Promise.all(PACKAGE_LIMITS.map((limit) => usageOf(ctx.db, id, limit, now))),
  ]);
  const [sub] = rowsOf<{
    package_id: string;
    package_name: string;
    status: NonNullable<FarmerDetail['subscription']>['status'];
    interval: string;
    currency: string;
    current_period_end: When;
    trial_ends_at: When;
    cancel_at_period_end: boolean;
  }>(subscription);
  return {
    account,
    farms: rowsOf<{ id: string; name: string; location: string | null; items_count: number }>(farms).map(
      (f) => ({ ...f, items_count: Number(f.items_count) }),
    ),
    usage: PACKAGE_LIMITS.map((limit, i) => ({ limit, used: used[i] ?? 0, allowed: entitled.limits[limit] })),
    entitled_package: entitled.package?.name ?? null,
    subscription: sub
      ? {
          ...sub,
          current_period_end: iso(sub.current_period_end),
          trial_ends_at: iso(sub.trial_ends_at),
        }
      : null,
    payments: rowsOf<{
      id: string;
      package_name: string | null;
      provider: string;
      status: string;
      amount_minor: number | string;
      currency: string;
      receipt_number: string | null;
      failure_reason: string | null;
      created_at: When;
      completed_at: When;
    }>(payments).map((p) => ({
      ...p,
      amount_minor: Number(p.amount_minor),
      created_at: iso(p.created_at)!,
      completed_at: iso(p.completed_at),
    })),
    history: rowsOf<{
      id: number | string;
      actor_name: string | null;
      action: string;
      summary: string;
      details: Record<string, unknown> | null;
      created_at: When;
    }>(history).map((h) => ({ ...h, id: Number(h.id), created_at: iso(h.created_at)! })),
  };
}
