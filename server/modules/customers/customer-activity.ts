// What customer writes put in the farm's activity log (docs/product/activity-log.md): module sales.
import type { Database } from '@/server/db/client';
import { recordActivity, type ActivityActor } from '@/server/modules/activity/record';
import { rowSnapshot } from '@/server/modules/activity/snapshot';
import type { CustomerRow } from './customer-read';

type CustomerAction = 'create' | 'edit' | 'delete' | 'archive' | 'restore';

const VERB: Record<CustomerAction, string> = {
  create: 'Added',
  edit: 'Edited',
  delete: 'Deleted',
  archive: 'Archived',
  restore: 'Restored',
};

export async function recordCustomerActivity(
  tx: Pick<Database, 'insert'>,
  actor: ActivityActor,
  action: CustomerAction,
  before: CustomerRow | null,
  after: CustomerRow | null,
  at: Date,
) {
  const customer = (after ?? before)!;
  await recordActivity(tx, {
    farmId: customer.farmId,
    actor,
    module: 'sales',
    action,
    recordType: 'customer',
    recordId: customer.id,
    summary: `${VERB[action]} customer ${customer.name}`,
    before: before && rowSnapshot(before),
    after: after && rowSnapshot(after),
    at,
  });
}
