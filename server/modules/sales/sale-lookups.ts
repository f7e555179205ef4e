// What a sale checks against before it moves anything, read in the sale's transaction: the farm's currency and
// payment methods (financial-settings module), its tax rates (each line names its own, so a refusal names the line)
// and its customers with what they owe (customers module).
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { taxRates } from '@/server/db/schema/finances';
import { customers } from '@/server/db/schema/sales';
import { fieldError } from '@/server/lib/http-error';
import { customerBalance } from '@/server/modules/customers/customer-balance';
import { farmMoneySettings } from '@/server/modules/financial-settings/settings-read';
import { SALE_MESSAGES } from './sale-messages';

export type { FarmMoneySettings as SaleMoneySettings } from '@/server/modules/financial-settings/settings-read';

/** The farm's currency and the methods it offers (every method when Settings → Financial was never saved). */
export const saleMoneySettings = (db: Database, farmId: string) => farmMoneySettings(db, farmId);

export type TaxRateRow = typeof taxRates.$inferSelect;

/** The farm's tax rates named by the lines, each in use (not archived); 422 naming the line otherwise. */
export async function taxRatesFor(
  db: Database,
  farmId: string,
  lines: readonly { tax_rate_id: string | null }[],
): Promise<Map<string, TaxRateRow>> {
  const ids = [...new Set(lines.map((l) => l.tax_rate_id).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.farmId, farmId), inArray(taxRates.id, ids)));
  const found = new Map(rows.map((r) => [r.id, r]));
  lines.forEach((line, index) => {
    if (!line.tax_rate_id) return;
    const rate = found.get(line.tax_rate_id);
    const field = `lines.${index}.tax_rate_id`;
    if (!rate) throw fieldError(field, SALE_MESSAGES.taxRateNotOfFarm);
    if (rate.archivedAt) throw fieldError(field, SALE_MESSAGES.taxRateArchived(rate.name));
  });
  return found;
}

export type CustomerRow = typeof customers.$inferSelect;

/** The farm's customer, not archived; 422 otherwise. */
export async function customerOfFarm(db: Database, farmId: string, customerId: string): Promise<CustomerRow> {
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.farmId, farmId)));
  if (!customer) throw fieldError('customer_id', SALE_MESSAGES.customerNotOfFarm);
  if (customer.archivedAt) throw fieldError('customer_id', SALE_MESSAGES.customerArchived(customer.name));
  return customer;
}

/**
 * What a customer owes (their unpaid and part-paid sales, customers module). The customer's row is locked first,
 * so two credit sales to one customer at once queue and the second sees the first (the credit limit holds).
 */
export async function lockedCustomerBalance(
  db: Database,
  farmId: string,
  customerId: string,
): Promise<number> {
  await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  return (await customerBalance(db, farmId, customerId)).balanceMinor;
}
