// A farm's tax rates as the API answers them, and the lookups other modules use (docs/product/financial-settings.md).
// A rate some sale line names is "used": deleting it archives it, so those sales keep the rate they were sold with.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { percentOf, type TaxRate } from '@/shared/contracts/financial-settings';
import type { Database } from '@/server/db/client';
import { taxRates } from '@/server/db/schema/finances';
import { saleLines } from '@/server/db/schema/sales';
import { HttpError } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import { FINANCIAL_MESSAGES } from './messages';

export type TaxRateRow = typeof taxRates.$inferSelect;
type Executor = Pick<Database, 'select'>;

// Written out in full: drizzle leaves the table name off columns of a one-table select, and a bare "id" inside the
// subquery would be the sale line's.
const usedSql = sql<boolean>`exists (select 1 from sale_lines sl where sl.tax_rate_id = "tax_rates"."id")`;

export function toTaxRate(row: TaxRateRow, used: boolean): TaxRate {
  return {
    id: row.id,
    name: row.name,
    basis_points: row.basisPoints,
    percent: percentOf(row.basisPoints),
    inclusive: row.inclusive,
    archived: row.archivedAt !== null,
    used,
  };
}

/** Active rates first, then archived ones, each by name. */
export async function taxRatesOfFarm(db: Executor, farmId: string): Promise<TaxRate[]> {
  const rows = await db
    .select({ row: taxRates, used: usedSql })
    .from(taxRates)
    .where(eq(taxRates.farmId, farmId))
    .orderBy(sql`${taxRates.archivedAt} is not null`, asc(sql`lower(${taxRates.name})`), asc(taxRates.id));
  return rows.map((r) => toTaxRate(r.row, Boolean(r.used)));
}

export async function taxRateUsed(db: Executor, taxRateId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: saleLines.id })
    .from(saleLines)
    .where(eq(saleLines.taxRateId, taxRateId))
    .limit(1);
  return Boolean(row);
}

/** The farm's rate `taxRateId` when it may be chosen for a new sale (not archived), else null. */
export async function activeTaxRate(
  db: Executor,
  farmId: string,
  taxRateId: string,
): Promise<TaxRateRow | null> {
  if (!isUuid(taxRateId)) return null;
  const [row] = await db
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.id, taxRateId), eq(taxRates.farmId, farmId), isNull(taxRates.archivedAt)));
  return row ?? null;
}

export const taxRateNotFound = () =>
  new HttpError(404, FINANCIAL_MESSAGES.taxRateNotFound, { code: 'tax_rate_not_found' });

/** The farm's rate, archived or not, locked for the write; another farm's rate is the same 404. */
export async function requireTaxRate(tx: Executor, farmId: string, taxRateId: string): Promise<TaxRateRow> {
  if (!isUuid(taxRateId)) throw taxRateNotFound();
  const [row] = await tx
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.id, taxRateId), eq(taxRates.farmId, farmId)))
    .for('update');
  if (!row) throw taxRateNotFound();
  return row;
}
