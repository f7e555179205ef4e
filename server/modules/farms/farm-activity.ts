// What farm writes put in the farm's activity log (docs/product/activity-log.md). Deleting a farm records
// nothing: its log goes with it, and only a farm without stock, locations or suppliers can be deleted at all.
import type { ActivityAction } from '@/shared/contracts/activity-log';
import type { Database } from '@/server/db/client';
import { recordActivity, type ActivityActor } from '@/server/modules/activity/record';
import { rowSnapshot } from '@/server/modules/activity/snapshot';
import type { FarmRow } from './farm-access';

const VERB: Partial<Record<ActivityAction, string>> = {
  create: 'Created farm',
  edit: 'Edited farm',
  archive: 'Archived farm',
  restore: 'Restored farm',
};

export async function recordFarmActivity(
  tx: Pick<Database, 'insert'>,
  actor: ActivityActor,
  action: 'create' | 'edit' | 'archive' | 'restore',
  before: FarmRow | null,
  after: FarmRow,
) {
  await recordActivity(tx, {
    farmId: after.id,
    actor,
    module: 'farms',
    action,
    recordType: 'farm',
    recordId: after.id,
    summary: `${VERB[action]} ${after.name}`,
    before: before && rowSnapshot(before),
    after: rowSnapshot(after),
    at: after.updatedAt,
  });
}
