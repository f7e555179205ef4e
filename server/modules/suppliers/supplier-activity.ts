// What supplier writes put in the farm's activity log (docs/product/activity-log.md).
import type { Database } from '@/server/db/client';
import type { suppliers } from '@/server/db/schema/storage';
import { recordActivity, type ActivityActor } from '@/server/modules/activity/record';
import { rowSnapshot } from '@/server/modules/activity/snapshot';

type SupplierRow = typeof suppliers.$inferSelect;

const VERB = { create: 'Added', edit: 'Edited', delete: 'Deleted' } as const;

export async function recordSupplierActivity(
  tx: Pick<Database, 'insert'>,
  actor: ActivityActor,
  action: 'create' | 'edit' | 'delete',
  before: SupplierRow | null,
  after: SupplierRow | null,
) {
  const supplier = (after ?? before)!;
  await recordActivity(tx, {
    farmId: supplier.farmId,
    actor,
    module: 'inventory',
    action,
    recordType: 'supplier',
    recordId: supplier.id,
    summary: `${VERB[action]} supplier ${supplier.name}`,
    before: before && rowSnapshot(before),
    after: after && rowSnapshot(after),
    at: after?.updatedAt,
  });
}
