// What soil sample writes put in the farm's activity log (docs/product/activity-log.md).
import type { Database } from '@/server/db/client';
import type { soilSamples } from '@/server/db/schema/fields';
import { recordActivity, type ActivityActor } from '@/server/modules/activity/record';
import { rowSnapshot } from '@/server/modules/activity/snapshot';

type SampleRow = typeof soilSamples.$inferSelect;

const VERB = { create: 'Added', edit: 'Edited', delete: 'Deleted' } as const;

export async function recordSoilSampleActivity(
  tx: Pick<Database, 'insert'>,
  actor: ActivityActor,
  action: keyof typeof VERB,
  fieldName: string,
  before: SampleRow | null,
  after: SampleRow | null,
  what = 'soil sample',
) {
  const sample = (after ?? before)!;
  await recordActivity(tx, {
    farmId: sample.farmId,
    actor,
    module: 'crops',
    action,
    recordType: 'soil_sample',
    recordId: sample.id,
    summary: `${VERB[action]} ${what} of ${fieldName} (${sample.sampledOn})`,
    before: before && rowSnapshot(before),
    after: after && rowSnapshot(after),
    at: after?.updatedAt,
  });
}
