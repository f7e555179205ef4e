// What storage location writes put in the farm's activity log (docs/product/activity-log.md).
import type { Database } from '@/server/db/client';
import type { storageLocations } from '@/server/db/schema/storage';
import { recordActivity, type ActivityActor } from '@/server/modules/activity/record';
import { rowSnapshot } from '@/server/modules/activity/snapshot';

type LocationRow = typeof storageLocations.$inferSelect;

const VERB = { create: 'Added', edit: 'Edited', delete: 'Deleted' } as const;

export async function recordLocationActivity(
  tx: Pick<Database, 'insert'>,
  actor: ActivityActor,
  action: 'create' | 'edit' | 'delete',
  before: LocationRow | null,
  after: LocationRow | null,
) {
  const location = (after ?? before)!;
  await recordActivity(tx, {
    farmId: location.farmId,
    actor,
    module: 'inventory',
    action,
    recordType: 'storage_location',
    recordId: location.id,
    summary: `${VERB[action]} storage location ${location.name}`,
    before: before && rowSnapshot(before),
    after: after && rowSnapshot(after),
    at: after?.updatedAt,
  });
}
