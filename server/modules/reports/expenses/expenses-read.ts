// The expenses report's one read (docs/product/reports.md "Expenses report"): a single pass over the period's
// expenses through their (farm, day) index, grouped five ways at once with grouping sets, so a large farm or all
// of a user's farms still answer with one aggregate query.
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

export type ExpenseDimension = 'category' | 'supplier' | 'crop' | 'field' | 'month' | 'all';

export interface ExpenseGroupRow {
  dimension: ExpenseDimension;
  id: string | null;
  name: string | null;
  count: number;
  total: number;
  tax: number;
}

export async function expenseGroups(
  db: Database,
  farmIds: string[],
  from: string,
  to: string,
): Promise<ExpenseGroupRow[]> {
  const farms = sql.join(
    farmIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select
      case
        when grouping(e.category_id) = 0 then 'category'
        when grouping(e.supplier_id) = 0 then 'supplier'
        when grouping(e.crop_id) = 0 then 'crop'
        when grouping(e.field_id) = 0 then 'field'
        when grouping(to_char(e.spent_on, 'YYYY-MM')) = 0 then 'month'
        else 'all'
      end as dimension,
      coalesce(e.category_id::text, e.supplier_id::text, e.crop_id::text, e.field_id::text,
        to_char(e.spent_on, 'YYYY-MM')) as id,
      coalesce(c.name, s.name, cr.name || ' (' || cr.season || ')', f.name) as name,
      count(*)::int as count,
      sum(e.amount_minor)::text as total,
      sum(e.tax_minor)::text as tax
    from expenses e
      join expense_categories c on c.id = e.category_id
      left join suppliers s on s.id = e.supplier_id
      left join crops cr on cr.id = e.crop_id
      left join fields f on f.id = e.field_id
    where e.farm_id in (${farms}) and e.spent_on >= ${from}::date and e.spent_on <= ${to}::date
    group by grouping sets (
      (e.category_id, c.name),
      (e.supplier_id, s.name),
      (e.crop_id, cr.name, cr.season),
      (e.field_id, f.name),
      (to_char(e.spent_on, 'YYYY-MM')),
      ()
    )`);
  return (
    result as unknown as { rows: (Omit<ExpenseGroupRow, 'total' | 'tax'> & { total: string; tax: string })[] }
  ).rows.map((r) => ({ ...r, count: Number(r.count), total: Number(r.total), tax: Number(r.tax) }));
}
