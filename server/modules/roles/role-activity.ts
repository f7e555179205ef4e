// What custom role changes put in the farm's activity log (docs/product/activity-log.md): who created, changed or
// deleted which role, with the role before and after (its name, description and permissions).
import type { Database } from '@/server/db/client';
import { recordActivity, type ActivityActor } from '@/server/modules/activity/record';
import { rowSnapshot } from '@/server/modules/activity/snapshot';
import type { FarmRoleRow } from './roles-query';

const VERB = { create: 'Created role', edit: 'Changed role', delete: 'Deleted role' } as const;

export async function recordRoleActivity(
  tx: Pick<Database, 'insert'>,
  actor: ActivityActor,
  action: keyof typeof VERB,
  before: FarmRoleRow | null,
  after: FarmRoleRow | null,
) {
  const role = (after ?? before)!;
  await recordActivity(tx, {
    farmId: role.farmId,
    actor,
    module: 'staff',
    action,
    recordType: 'farm_role',
    recordId: role.id,
    summary: `${VERB[action]} ${role.name}`,
    before: before && rowSnapshot(before, ['farmId']),
    after: after && rowSnapshot(after, ['farmId']),
    at: after?.updatedAt,
  });
}
