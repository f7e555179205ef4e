// What a farm's financial settings read as (docs/product/financial-settings.md): the farm's own currency column,
// its settings row or the defaults (January, every method), and its tax rates. Other modules ask
// `farmMoneySettings` for the currency and the methods offered.
import { eq } from 'drizzle-orm';
import type { FinancialSettings } from '@/shared/contracts/financial-settings';
import { PAYMENT_METHODS, type PaymentMethod } from '@/shared/contracts/money-enums';
import type { Database } from '@/server/db/client';
import { farmFinancialSettings } from '@/server/db/schema/finances';
import { farms } from '@/server/db/schema/farms';
import { farmNotFound } from '@/server/modules/farms/farm-access';
import { taxRatesOfFarm } from './tax-rates';

type Executor = Pick<Database, 'select'>;

export interface FarmMoneySettings {
  currency: string;
  /** In PAYMENT_METHODS order. */
  paymentMethods: PaymentMethod[];
  fiscalYearStartMonth: number;
}

/** Stored methods in the one order, unknown ones dropped (the row is only written through the contract). */
const offered = (stored: readonly string[]): PaymentMethod[] =>
  PAYMENT_METHODS.filter((method) => stored.includes(method));

export async function farmMoneySettings(db: Executor, farmId: string): Promise<FarmMoneySettings> {
  const [row] = await db
    .select({
      currency: farms.currency,
      fiscalYearStartMonth: farmFinancialSettings.fiscalYearStartMonth,
      paymentMethods: farmFinancialSettings.paymentMethods,
    })
    .from(farms)
    .leftJoin(farmFinancialSettings, eq(farmFinancialSettings.farmId, farms.id))
    .where(eq(farms.id, farmId));
  if (!row) throw farmNotFound();
  return {
    currency: row.currency,
    paymentMethods: row.paymentMethods ? offered(row.paymentMethods) : [...PAYMENT_METHODS],
    fiscalYearStartMonth: row.fiscalYearStartMonth ?? 1,
  };
}

export async function readFinancialSettings(db: Executor, farmId: string): Promise<FinancialSettings> {
  // One after the other: `db` may be a transaction, which runs one query at a time.
  const settings = await farmMoneySettings(db, farmId);
  const taxRates = await taxRatesOfFarm(db, farmId);
  return {
    farm_id: farmId,
    currency: settings.currency as FinancialSettings['currency'],
    fiscal_year_start_month: settings.fiscalYearStartMonth,
    payment_methods: settings.paymentMethods,
    tax_rates: taxRates,
  };
}
