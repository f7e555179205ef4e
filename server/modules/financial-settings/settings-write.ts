// Saving Settings → Financial (docs/product/financial-settings.md): the currency is the farm's own column (the
// inventory revision trigger follows it, migration 0005), the fiscal year and methods the settings row, written
// on first save. One transaction with its activity-log entry.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { FinancialSettings, FinancialSettingsPatchInput } from '@/shared/contracts/financial-settings';
import type { Database } from '@/server/db/client';
import { farmFinancialSettings } from '@/server/db/schema/finances';
import { farms } from '@/server/db/schema/farms';
import type { PersonActor } from '@/server/modules/activity/record';
import { recordSettingsActivity, type SettingsSnapshot } from './financial-activity';
import { farmMoneySettings, readFinancialSettings } from './settings-read';

type Patch = z.output<typeof FinancialSettingsPatchInput>;

const snapshotOf = (s: Awaited<ReturnType<typeof farmMoneySettings>>): SettingsSnapshot => ({
  currency: s.currency,
  fiscal_year_start_month: s.fiscalYearStartMonth,
  payment_methods: s.paymentMethods,
});

export async function saveFinancialSettings(
  db: Database,
  actor: PersonActor,
  farmId: string,
  patch: Patch,
  now: Date,
): Promise<FinancialSettings> {
  return db.transaction(async (tx) => {
    // The farm row's lock keeps two saves from interleaving their before and after.
    await tx.select({ id: farms.id }).from(farms).where(eq(farms.id, farmId)).for('update');
    const before = await farmMoneySettings(tx, farmId);
    if (patch.currency !== undefined && patch.currency !== before.currency) {
      await tx.update(farms).set({ currency: patch.currency, updatedAt: now }).where(eq(farms.id, farmId));
    }
    const row = {
      fiscalYearStartMonth: patch.fiscal_year_start_month ?? before.fiscalYearStartMonth,
      paymentMethods: patch.payment_methods ?? before.paymentMethods,
      updatedAt: now,
    };
    await tx
      .insert(farmFinancialSettings)
      .values({ farmId, ...row })
      .onConflictDoUpdate({ target: farmFinancialSettings.farmId, set: row });
    const after = await farmMoneySettings(tx, farmId);
    await recordSettingsActivity(tx, actor, farmId, snapshotOf(before), snapshotOf(after), now);
    return readFinancialSettings(tx, farmId);
  });
}
