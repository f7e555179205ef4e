// GET /api/admin/farmers (docs/product/admin-farmers.md "The list"): one page of accounts and a capped count.
// Fast at 100,000 accounts because: the search runs on the trigram index of the lowercased name, e-mail and phone
// (users_search_trgm_idx, the same expression as below); the page is chosen first, in an inner query that touches
// only users (and subscriptions when a package filter asks), and the per-row figures (farms, last activity,
// package) are read for the page's rows only; the count stops at FARMER_COUNT_CAP.
import { sql, type SQL } from 'drizzle-orm';
import {
  FARMER_COUNT_CAP,
  type FarmerListQuerySchema,
  type FarmerPage,
  type FarmerRow,
  type FarmerStatus,
} from '@/shared/contracts/admin-farmers';
import type { SubscriptionStatus } from '@/shared/contracts/platform-enums';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';

type Query = z.output<typeof FarmerListQuerySchema>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The searched text: must stay the expression of users_search_trgm_idx (migration 0013). */
export const SEARCH_TEXT = sql.raw(`lower(u.name || ' ' || u.email || ' ' || coalesce(u.phone_number, ''))`);

const dayAfter = (isoDay: string) => {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
};

const searchCondition = (text: string) => sql`${SEARCH_TEXT} like ${`%${escapeLike(text.toLowerCase())}%`}`;

/** The WHERE clause of the list, on `users u` (and `subscriptions s` only through EXISTS). */
function conditions(q: Query, { search = true } = {}): SQL {
  const parts: SQL[] = [sql`u.user_type <> 'superadmin'`];
  if (q.q && search) parts.push(searchCondition(q.q));
  if (q.type) parts.push(sql`u.user_type = ${q.type}`);
  if (q.status === 'suspended') parts.push(sql`u.suspended_at is not null`);
  if (q.status === 'active')
    parts.push(
      sql`u.suspended_at is null and (u.email_verified_at is not null or u.phone_verified_at is not null)`,
    );
  if (q.status === 'unverified')
    parts.push(sql`u.suspended_at is null and u.email_verified_at is null and u.phone_verified_at is null`);
  if (q.package === 'none')
    parts.push(sql`not exists (select 1 from subscriptions s where s.user_id = u.id)`);
  else if (q.package)
    parts.push(
      sql`exists (select 1 from subscriptions s where s.user_id = u.id and s.package_id = ${q.package})`,
    );
  // Sign-up days are calendar days in UTC: the to date is included whole.
  if (q.signed_up_from) parts.push(sql`u.created_at >= ${`${q.signed_up_from}T00:00:00Z`}::timestamptz`);
  if (q.signed_up_to) parts.push(sql`u.created_at < ${dayAfter(q.signed_up_to)}::timestamptz`);
  return sql.join(parts, sql` and `);
}

export function statusOf(row: {
  suspended_at: unknown;
  email_verified_at: unknown;
  phone_verified_at: unknown;
}): FarmerStatus {
  if (row.suspended_at) return 'suspended';
  return row.email_verified_at || row.phone_verified_at ? 'active' : 'unverified';
}

interface RawRow {
  id: string;
  name: string;
  email: string;
  phone_number: string | null;
  user_type: string;
  suspended_at: Date | string | null;
  email_verified_at: Date | string | null;
  phone_verified_at: Date | string | null;
  created_at: Date | string;
  package_id: string | null;
  package_name: string | null;
  subscription_status: string | null;
  farms_count: number;
  last_active_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toFarmerRow(row: RawRow): FarmerRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phone_number,
    user_type: row.user_type,
    status: statusOf(row),
    package_id: row.package_id,
    package_name: row.package_name,
    subscription_status: row.subscription_status as SubscriptionStatus | null,
    farms_count: Number(row.farms_count),
    created_at: iso(row.created_at)!,
    last_active_at: iso(row.last_active_at),
  };
}

/** The columns of a row, given the page's `u` (users) rows: package, farms and last activity for those only. */
export const ROW_COLUMNS = sql`u.id, u.name, u.email, u.phone_number, u.user_type, u.suspended_at,
  u.email_verified_at, u.phone_verified_at, u.created_at,
  s.package_id, p.name as package_name, s.status as subscription_status,
  (select count(*)::int from farms f where f.owner_id = u.id) as farms_count,
  (select max(t.last_used_at) from access_tokens t where t.user_id = u.id) as last_active_at`;
export const ROW_JOINS = sql`left join subscriptions s on s.user_id = u.id left join packages p on p.id = s.package_id`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type Plan = 'walk' | 'gather' | 'bounded-walk';
/** How far a bounded walk reads along the sort order before it gives way to a gather. */
const WALK_ROWS = 3_000;

/**
 * The page's statement and the capped count's (exported for the benchmark's look at their plans); the plan is
 * chosen as in docs/decisions/028. `walk`: follow the sort order's index until the page is full (no search).
 * `bounded-walk`: a search matching more than FARMER_COUNT_CAP accounts reads at most WALK_ROWS rows of the sort
 * order, which fills the page when matches are spread out. `gather`: every match through the trigram index,
 * sorted, when they bunch up later in the order ("Kilonzo" sorted by name sits behind 40,000 others; left to
 * itself the planner walks all of them). A search matching fewer is answered by gatheredSearch alone.
 */
export function listStatements(q: Query, plan: Plan = 'walk') {
  const order = q.sort === 'name' ? sql`u.name, u.id` : sql`u.created_at desc, u.id desc`;
  const offset = (q.page - 1) * q.per_page;
  const columns = sql`u.id, u.name, u.email, u.phone_number, u.user_type, u.suspended_at, u.email_verified_at,
    u.phone_verified_at, u.created_at`;
  const pageOf = (rows: SQL) =>
    sql`(select * from ${rows} u order by ${order} limit ${q.per_page} offset ${offset})`;
  const chosen =
    plan === 'gather'
      ? sql`(with matches as materialized (select ${columns} from users u where ${conditions(q)})
          select * from matches u order by ${order} limit ${q.per_page} offset ${offset})`
      : plan === 'bounded-walk' && q.q
        ? pageOf(sql`(select ${columns} from (select ${columns} from users u
            where ${conditions(q, { search: false })} order by ${order} limit ${WALK_ROWS}) u
            where ${searchCondition(q.q)})`)
        : sql`(select ${columns} from users u where ${conditions(q)} order by ${order}
            limit ${q.per_page} offset ${offset})`;
  return {
    page: sql`
      select ${ROW_COLUMNS}
      from ${chosen} u
      ${ROW_JOINS}
      order by ${order}`,
    count: sql`
      select count(*)::int as n from (select 1 from users u where ${conditions(q)} limit ${FARMER_COUNT_CAP + 1}) m`,
  };
}

/**
 * A search's first question, in one statement: its matches up to the cap, gathered through the trigram index, with
 * their count and, when they are not more than the cap, the page sorted from them. Most searches look for one
 * person and are answered here.
 */
function gatheredSearch(q: Query) {
  const orderOf = (alias: string) =>
    sql.raw(q.sort === 'name' ? `${alias}.name, ${alias}.id` : `${alias}.created_at desc, ${alias}.id desc`);
  const offset = (q.page - 1) * q.per_page;
  return sql`
    with m as materialized (
      select u.id, u.name, u.email, u.phone_number, u.user_type, u.suspended_at, u.email_verified_at,
        u.phone_verified_at, u.created_at
      from users u where ${conditions(q)} limit ${FARMER_COUNT_CAP + 1}),
    page as (
      select ${ROW_COLUMNS}
      from (select * from m u order by ${orderOf('u')} limit ${q.per_page} offset ${offset}) u ${ROW_JOINS})
    select (select count(*)::int from m) as n,
      (select coalesce(json_agg(page order by ${orderOf('page')}), '[]'::json) from page) as rows`;
}

export async function listFarmers(db: Database, q: Query): Promise<FarmerPage> {
  const offset = (q.page - 1) * q.per_page;
  const read = async (plan: Plan) => rowsOf<RawRow>(await db.execute(listStatements(q, plan).page));
  let n: number;
  let rows: RawRow[] = [];
  if (q.q) {
    const [first] = rowsOf<{ n: number; rows: RawRow[] | string }>(await db.execute(gatheredSearch(q)));
    n = Number(first?.n ?? 0);
    const gathered = first?.rows ?? [];
    rows = typeof gathered === 'string' ? (JSON.parse(gathered) as RawRow[]) : gathered;
    if (n > FARMER_COUNT_CAP) {
      rows = await read('bounded-walk');
      // Short of a full page while more matches exist: the walk stopped before them.
      if (rows.length < q.per_page) rows = await read('gather');
    }
  } else {
    n = Number(rowsOf<{ n: number }>(await db.execute(listStatements(q).count))[0]?.n ?? 0);
    // Nothing to show (no match, or a page past the end): no second query.
    if (n > offset) rows = await read('walk');
  }
  return {
    data: rows.map(toFarmerRow),
    meta: {
      page: q.page,
      per_page: q.per_page,
      total: Math.min(n, FARMER_COUNT_CAP),
      total_capped: n > FARMER_COUNT_CAP,
    },
  };
}
