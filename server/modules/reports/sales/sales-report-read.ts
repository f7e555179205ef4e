// The sales report's figures, each an aggregate in SQL over the scope's farms (docs/product/reports.md "Sales
// report"). Sales count on the farm's day they were sold (sales_farm_sold_idx answers the range); payments and
// refunds on the day the money moved; invoices by days past due on the anchor farm's today.
import { sql } from 'drizzle-orm';
import { PAYMENT_METHODS, type PaymentMethod } from '@/shared/contracts/money-enums';
import {
  AGING_BUCKETS,
  OLDEST_INVOICES_SHOWN,
  SALES_LIST_LIMIT,
  type AgingBucket,
  type SalesReport,
} from '@/shared/contracts/reports-sales';
import type { Database } from '@/server/db/client';
import type { ResolvedScope } from '../report-scope';
import { bucketsOf, inFarms, rowsOf, withinPeriod } from '../inventory/inventory-report-sql';

const OWING = sql`('unpaid', 'part_paid')`;
/** What a sale still owes: its total less what was paid, plus what was given back of it. */
const OWED = sql`greatest(s.total_minor - s.paid_minor + s.refunded_minor, 0)`;

type Money = string | null;
const n = (value: Money | number | undefined) => Number(value ?? 0);

export async function salesByPeriod(db: Database, scope: ResolvedScope) {
  const { bucket, keys } = bucketsOf(scope.from, scope.to);
  // Grouped by the farm's day in SQL, by month here: a date cast is far cheaper per row than to_char.
  const keyOf = (day: string) => (bucket === 'day' ? day : day.slice(0, 7));
  const [soldRows, moneyRows, returnRows] = await Promise.all([
    db.execute(sql`
      select (s.sold_at at time zone f.timezone)::date::text as bucket, count(*)::int as sales,
        sum(s.total_minor)::text as revenue
      from sales s join farms f on f.id = s.farm_id
      where ${await withinPeriod(db, scope, sql`s.farm_id`, sql`s.sold_at`)}
      group by 1`),
    db.execute(sql`
      select (p.received_at at time zone f.timezone)::date::text as bucket, p.method, p.kind,
        count(*)::int as payments, sum(p.amount_minor)::text as amount
      from sale_payments p join farms f on f.id = p.farm_id
      where ${await withinPeriod(db, scope, sql`p.farm_id`, sql`p.received_at`)}
      group by 1, 2, 3`),
    db.execute(sql`
      select count(*)::int as returns
      from sale_returns r join farms f on f.id = r.farm_id
      where ${await withinPeriod(db, scope, sql`r.farm_id`, sql`r.created_at`)}`),
  ]);
  const sold = rowsOf<{ bucket: string; sales: number; revenue: Money }>(soldRows).map((r) => ({
    ...r,
    bucket: keyOf(r.bucket),
  }));
  const money = rowsOf<{
    bucket: string;
    method: PaymentMethod;
    kind: string;
    payments: number;
    amount: Money;
  }>(moneyRows).map((r) => ({ ...r, bucket: keyOf(r.bucket) }));
  const refundsIn = (rows: typeof money) => rows.filter((r) => r.kind === 'refund');
  const sum = <T>(rows: T[], of: (row: T) => number) => rows.reduce((total, row) => total + of(row), 0);
  const revenue = sum(sold, (r) => n(r.revenue));
  const refunds = sum(refundsIn(money), (r) => n(r.amount));
  return {
    totals: {
      sales: sum(sold, (r) => r.sales),
      revenue_minor: revenue,
      paid_minor: sum(
        money.filter((r) => r.kind === 'payment'),
        (r) => n(r.amount),
      ),
      refunds_minor: refunds,
      net_minor: revenue - refunds,
    },
    by_method: PAYMENT_METHODS.filter((m) => m !== 'credit').map((method) => ({
      method,
      paid_minor: sum(
        money.filter((r) => r.method === method && r.kind === 'payment'),
        (r) => n(r.amount),
      ),
      refunded_minor: sum(
        money.filter((r) => r.method === method && r.kind === 'refund'),
        (r) => n(r.amount),
      ),
    })),
    bucket,
    series: keys.map((key) => {
      const rows = sold.filter((r) => r.bucket === key);
      return {
        bucket: key,
        sales: sum(rows, (r) => r.sales),
        revenue_minor: sum(rows, (r) => n(r.revenue)),
        refunds_minor: sum(
          refundsIn(money).filter((r) => r.bucket === key),
          (r) => n(r.amount),
        ),
      };
    }),
    refunds: {
      returns: rowsOf<{ returns: number }>(returnRows)[0]?.returns ?? 0,
      refunds: sum(refundsIn(money), (r) => r.payments),
      amount_minor: refunds,
    },
  } satisfies Partial<SalesReport>;
}

/** Lines grouped by what the receipt calls them (name and unit), across the scope's farms. */
export async function salesByProduct(db: Database, scope: ResolvedScope): Promise<SalesReport['by_product']> {
  const rows = rowsOf<{
    name: string;
    unit: string;
    sold: string;
    returned: string;
    net: string;
    revenue: Money;
  }>(
    await db.execute(sql`
      select min(l.description) as name, l.unit, sum(l.quantity)::text as sold,
        sum(l.returned_quantity)::text as returned, sum(l.quantity - l.returned_quantity)::text as net,
        sum(l.total_minor)::text as revenue
      from sales s join farms f on f.id = s.farm_id join sale_lines l on l.sale_id = s.id
      where ${await withinPeriod(db, scope, sql`s.farm_id`, sql`s.sold_at`)}
      group by lower(l.description), l.unit
      order by sum(l.total_minor) desc, 1
      limit ${SALES_LIST_LIMIT}`),
  );
  return rows.map((r) => ({
    name: r.name,
    unit: r.unit,
    quantity_sold: r.sold,
    quantity_returned: r.returned,
    quantity_net: r.net,
    revenue_minor: n(r.revenue),
  }));
}

export async function salesByCustomer(db: Database, scope: ResolvedScope) {
  const rows = rowsOf<{
    customer_id: string | null;
    name: string | null;
    sales: number;
    revenue: Money;
    owed: Money;
  }>(
    await db.execute(sql`
      select s.customer_id, min(c.name) as name, count(*)::int as sales, sum(s.total_minor)::text as revenue,
        coalesce(sum(${OWED}) filter (where s.status in ${OWING}), 0)::text as owed
      from sales s join farms f on f.id = s.farm_id left join customers c on c.id = s.customer_id
      where ${await withinPeriod(db, scope, sql`s.farm_id`, sql`s.sold_at`)}
      group by s.customer_id
      order by (s.customer_id is null) desc, sum(s.total_minor) desc, 2
      limit ${SALES_LIST_LIMIT + 1}`),
  );
  const walkIn = rows[0]?.customer_id === null ? rows.shift()! : undefined;
  return {
    by_customer: rows.slice(0, SALES_LIST_LIMIT).map((r) => ({
      customer_id: r.customer_id!,
      name: r.name ?? '',
      sales: r.sales,
      revenue_minor: n(r.revenue),
      owed_minor: n(r.owed),
    })),
    walk_in: { sales: walkIn?.sales ?? 0, revenue_minor: n(walkIn?.revenue), owed_minor: n(walkIn?.owed) },
  };
}

export async function invoiceAging(db: Database, scope: ResolvedScope): Promise<SalesReport['aging']> {
  const late = sql`(${scope.today}::date - i.due_on)`;
  const bucket = sql`case when ${late} <= 0 then 'not_due' when ${late} <= 30 then 'days_1_30'
    when ${late} <= 60 then 'days_31_60' when ${late} <= 90 then 'days_61_90' else 'over_90' end`;
  const owing = sql`from sales s join invoices i on i.sale_id = s.id join farms f on f.id = s.farm_id
    left join customers c on c.id = s.customer_id
    where ${inFarms(sql`s.farm_id`, scope.farmIds)} and s.status in ${OWING} and i.voided_at is null
      and ${OWED} > 0`;
  const [bucketRows, oldestRows] = await Promise.all([
    db.execute(
      sql`select ${bucket} as bucket, count(*)::int as invoices, sum(${OWED})::text as owed ${owing} group by 1`,
    ),
    db.execute(sql`
      select i.id as invoice_id, i.number_text as number, f.name as farm_name,
        coalesce(i.buyer->>'name', c.name, s.customer_name) as customer, i.due_on::text as due_on,
        greatest(${late}, 0)::int as days_overdue, ${OWED}::text as owed
      ${owing}
      order by i.due_on, i.number, i.id
      limit ${OLDEST_INVOICES_SHOWN}`),
  ]);
  const buckets = rowsOf<{ bucket: AgingBucket; invoices: number; owed: Money }>(bucketRows);
  return {
    as_of: scope.today,
    buckets: AGING_BUCKETS.map((name) => {
      const row = buckets.find((r) => r.bucket === name);
      return { bucket: name, invoices: row?.invoices ?? 0, owed_minor: n(row?.owed) };
    }),
    oldest: rowsOf<{
      invoice_id: string;
      number: string;
      farm_name: string;
      customer: string | null;
      due_on: string;
      days_overdue: number;
      owed: Money;
    }>(oldestRows).map(({ owed, ...r }) => ({ ...r, owed_minor: n(owed) })),
  };
}
