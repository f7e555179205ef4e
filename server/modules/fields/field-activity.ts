// What field writes put in the farm's activity log (docs/product/activity-log.md).
import type { Database } from '@/server/db/client';
import type { fields } from '@/server/db/schema/fields';
import { recordActivity, type ActivityActor } from '@/server/modules/activity/record';
import { rowSnapshot } from '@/server/modules/activity/snapshot';

type FieldRow = typeof fields.$inferSelect;
type FieldAction = 'create' | 'edit' | 'delete' | 'archive';

const VERB: Record<FieldAction, string> = {
  create: 'Added',
  edit: 'Edited',
  delete: 'Deleted',
  archive: 'Archived',
};

export async function recordFieldActivity(
  tx: Pick<Database, 'insert'>,
  actor: ActivityActor,
  action: FieldAction,
  before: FieldRow | null,
  after: FieldRow | null,
) {
  const field = (after ?? before)!;
  await recordActivity(tx, {
    farmId: field.farmId,
    actor,
    module: 'crops',
    action,
    recordType: 'field',
    recordId: field.id,
    summary: `${VERB[action]} field ${field.name}`,
    before: before && rowSnapshot(before),
    after: after && rowSnapshot(after),
    at: after?.updatedAt,
  });
}
