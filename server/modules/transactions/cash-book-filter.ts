// The cash book's filters as SQL (docs/product/cash-book.md "Filters"), shared by the page, the summary and the
// CSV export so the three always agree on which entries a filter means.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CashBookFilterSchema } from '@/shared/contracts/transactions';

export type CashBookFilter = z.output<typeof CashBookFilterSchema>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The conditions on `t` (finance_transactions) beyond the farm; none without filters. */
export function filterSql(f: CashBookFilter): SQL[] {
  const where: SQL[] = [];
  if (f.direction) where.push(sql`t.direction = ${f.direction}`);
  if (f.source) where.push(sql`t.source = ${f.source}`);
  if (f.category) where.push(sql`t.category = ${f.category}`);
  if (f.payment_method) where.push(sql`t.payment_method = ${f.payment_method}`);
  if (f.from) where.push(sql`t.occurred_on >= ${f.from}::date`);
  if (f.to) where.push(sql`t.occurred_on <= ${f.to}::date`);
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    where.push(sql`(t.description ilike ${like} or t.reference ilike ${like})`);
  }
  return where;
}

/** Whether only the period is filtered: the day totals then answer counts and sums without reading entries. */
export const onlyPeriod = (f: CashBookFilter) =>
  !f.direction && !f.source && !f.category && !f.payment_method && !f.q;

export const whereOf = (farmId: string, f: CashBookFilter, extra: SQL[] = []) =>
  sql.join([sql`t.farm_id = ${farmId}`, ...filterSql(f), ...extra], sql` and `);
