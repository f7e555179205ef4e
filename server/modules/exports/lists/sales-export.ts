// The farm's sales as a file (docs/product/reports.md "Files (CSV, Excel, PDF)"), newest first as the sales list
// reads, with its filters: status, customer, channel, the farm's days from and to, and a receipt number or
// customer name. The balance is what the sale detail shows (sale-detail.ts balanceOf).
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { SaleListQuerySchema } from '@/shared/contracts/sales';
import { codeLabel, exportsText } from '../i18n';
import { countOf, defineListExport, keysetRows, listDocument, PAGE_ROWS } from '../list-export';

type Query = z.output<typeof SaleListQuerySchema>;

interface Row extends Record<string, unknown> {
  at_key: string;
  receipt_number: number;
  day: string;
  customer: string | null;
  status: string;
  total_minor: number;
  paid_minor: number;
  balance_minor: number;
  methods: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(farm: { id: string; timezone: string }, q: Query): SQL {
  const tz = farm.timezone;
  const where: SQL[] = [sql`s.farm_id = ${farm.id}`];
  if (q.status) where.push(sql`s.status = ${q.status}`);
  if (q.customer_id) where.push(sql`s.customer_id::text = ${q.customer_id}`);
  if (q.channel) where.push(sql`s.channel = ${q.channel}`);
  if (q.from) where.push(sql`s.sold_at >= (${q.from}::date)::timestamp at time zone ${tz}`);
  if (q.to) where.push(sql`s.sold_at < (${q.to}::date + 1)::timestamp at time zone ${tz}`);
  if (q.item_id) {
    where.push(
      sql`exists (select 1 from sale_lines sl where sl.sale_id = s.id and sl.item_id::text = ${q.item_id})`,
    );
  }
  const search = q.q?.replace(/^#/, '').trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    where.push(
      /^\d{1,15}$/.test(search)
        ? sql`(s.receipt_number = ${Number(search)} or s.customer_name ilike ${like})`
        : sql`s.customer_name ilike ${like}`,
    );
  }
  return sql.join(where, sql` and `);
}

export const salesExport = defineListExport({
  list: 'sales',
  permission: 'sales.view',
  query: SaleListQuerySchema,
  async document(c, q: Query) {
    const where = whereOf(c.farm, q);
    const rowCount = await countOf(c.db, sql`select count(*) as n from sales s where ${where}`);
    const walkIn = exportsText.tIn(c.lang, 'walkIn');
    const methods = (list: string | null) =>
      list
        ? list
            .split(',')
            .map((m) => codeLabel(c.lang, 'method', m))
            .join(', ')
        : null;
    const rows = keysetRows<Row>(
      c.db,
      (last) => sql`
        select s.sold_at::text as at_key, s.receipt_number::float8 as receipt_number,
               to_char(s.sold_at at time zone ${c.farm.timezone}, 'YYYY-MM-DD') as day,
               coalesce(cu.name, s.customer_name) as customer, s.status,
               s.total_minor::float8 as total_minor, s.paid_minor::float8 as paid_minor,
               greatest(s.total_minor - s.paid_minor + s.refunded_minor, 0)::float8 as balance_minor,
               (select string_agg(distinct p.method, ',') from sale_payments p
                 where p.sale_id = s.id and p.kind = 'payment') as methods
        from sales s
        left join customers cu on cu.id = s.customer_id
        where ${where} ${last ? sql`and (s.sold_at, s.receipt_number) < (${last.at_key}::timestamptz, ${last.receipt_number})` : sql``}
        order by s.sold_at desc, s.receipt_number desc
        limit ${PAGE_ROWS}`,
      (r) => [
        r.receipt_number,
        r.day,
        r.customer ?? walkIn,
        codeLabel(c.lang, 'saleStatus', r.status),
        r.total_minor,
        r.paid_minor,
        r.balance_minor,
        methods(r.methods),
      ],
    );
    return listDocument(
      c,
      'salesTitle',
      [
        ['number', 'integer'],
        ['date', 'date'],
        ['customer', 'text'],
        ['status', 'text'],
        ['total', 'money'],
        ['paid', 'money'],
        ['balance', 'money'],
        ['method', 'text'],
      ],
      rows,
      rowCount,
    );
  },
});
