// What a crop has cost so far (docs/decisions/038 "Consequences", docs/product/crops.md "Costs"): read, never
// stored. Inputs: the consume movements of the crop's tasks at the unit cost each movement recorded. Labour: the
// hours of the crop's tasks at the assignee's pay rate on this farm (tasks of a team or nobody have no rate).
import { and, eq, sql } from 'drizzle-orm';
import type { CropCosts } from '@/shared/contracts/crops';
import type { Database } from '@/server/db/client';
import { farmMembers } from '@/server/db/schema/farms';
import { stockMovements } from '@/server/db/schema/inventory';
import { tasks } from '@/server/db/schema/tasks';
import { labourMinor } from './crop-rules';

export async function cropCosts(db: Database, cropId: string, currency: string): Promise<CropCosts> {
  // quantity_change is negative for a consume; a consume undone later (none today) would simply add back.
  const [inputs] = await db
    .select({
      minor: sql<string>`coalesce(round(sum(-${stockMovements.quantityChange} * coalesce(${stockMovements.unitCostMinor}, 0))), 0)::bigint`,
    })
    .from(stockMovements)
    .innerJoin(tasks, eq(tasks.id, stockMovements.taskId))
    .where(and(eq(tasks.cropId, cropId), eq(stockMovements.type, 'consume')));
  const work = await db
    .select({ hours: tasks.hoursWorked, payRate: farmMembers.payRate, payPeriod: farmMembers.payPeriod })
    .from(tasks)
    .leftJoin(
      farmMembers,
      and(eq(farmMembers.farmId, tasks.farmId), eq(farmMembers.userId, tasks.assigneeUserId)),
    )
    .where(and(eq(tasks.cropId, cropId), sql`${tasks.hoursWorked} > 0`));
  const inputsMinor = Number(inputs?.minor ?? 0);
  const labour = labourMinor(work);
  return { inputs_minor: inputsMinor, labour_minor: labour, total_minor: inputsMinor + labour, currency };
}
