// What financial settings writes put in the farm's activity log (docs/product/activity-log.md): module finances.
import type { Database } from '@/server/db/client';
import { recordActivity, type ActivityActor } from '@/server/modules/activity/record';
import { rowSnapshot } from '@/server/modules/activity/snapshot';
import type { TaxRateRow } from './tax-rates';

type Executor = Pick<Database, 'insert'>;
type TaxRateAction = 'create' | 'edit' | 'delete' | 'archive';

const VERB: Record<TaxRateAction, string> = {
  create: 'Added',
  edit: 'Edited',
  delete: 'Deleted',
  archive: 'Archived',
};

export async function recordTaxRateActivity(
  tx: Executor,
  actor: ActivityActor,
  action: TaxRateAction,
  before: TaxRateRow | null,
  after: TaxRateRow | null,
  at: Date,
) {
  const rate = (after ?? before)!;
  await recordActivity(tx, {
    farmId: rate.farmId,
    actor,
    module: 'finances',
    action,
    recordType: 'tax_rate',
    recordId: rate.id,
    summary: `${VERB[action]} tax rate ${rate.name}`,
    before: before && rowSnapshot(before),
    after: after && rowSnapshot(after),
    at,
  });
}

/** The settings as they were and became: currency, fiscal year start and methods, in the API's words. */
export interface SettingsSnapshot {
  currency: string;
  fiscal_year_start_month: number;
  payment_methods: string[];
}

export async function recordSettingsActivity(
  tx: Executor,
  actor: ActivityActor,
  farmId: string,
  before: SettingsSnapshot,
  after: SettingsSnapshot,
  at: Date,
) {
  await recordActivity(tx, {
    farmId,
    actor,
    module: 'finances',
    action: 'edit',
    recordType: 'financial_settings',
    recordId: farmId,
    summary: 'Edited the financial settings',
    before,
    after,
    at,
  });
}
