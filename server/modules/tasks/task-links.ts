// What a task may point at: a person or team, field, crop, stage and items of the SAME farm. Anything else is a
// 422 on the field that named it, so an id of another farm can neither be linked nor probed.
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { TaskInputInput } from '@/shared/contracts/tasks';
import type { Database } from '@/server/db/client';
import { crops, cropStages } from '@/server/db/schema/crops';
import { farmMembers } from '@/server/db/schema/farms';
import { fields } from '@/server/db/schema/fields';
import { inventoryItems } from '@/server/db/schema/inventory';
import { teams } from '@/server/db/schema/staff';
import { fieldError } from '@/server/lib/http-error';
import { TASK_MESSAGES } from './task-messages';

export interface TaskLinks {
  assignee_user_id?: string | null;
  assignee_team_id?: string | null;
  field_id?: string | null;
  crop_id?: string | null;
  crop_stage_id?: string | null;
  item_id?: string | null;
}

/** Checks every link that is set; `cropId` is the crop the stage must belong to (the task's, after the change). */
export async function checkLinks(db: Database, farmId: string, links: TaskLinks, cropId: string | null) {
  const one = async (found: Promise<unknown[]>, field: string, message: string) => {
    if ((await found).length === 0) throw fieldError(field, message);
  };
  if (links.assignee_user_id) {
    await one(
      db
        .select({ id: farmMembers.userId })
        .from(farmMembers)
        .where(and(eq(farmMembers.farmId, farmId), eq(farmMembers.userId, links.assignee_user_id))),
      'assignee_user_id',
      TASK_MESSAGES.assigneeNotMember,
    );
  }
  if (links.assignee_team_id) {
    await one(
      db
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.farmId, farmId), eq(teams.id, links.assignee_team_id))),
      'assignee_team_id',
      TASK_MESSAGES.teamNotOfFarm,
    );
  }
  if (links.field_id) {
    await one(
      db
        .select({ id: fields.id })
        .from(fields)
        .where(and(eq(fields.farmId, farmId), eq(fields.id, links.field_id))),
      'field_id',
      TASK_MESSAGES.fieldNotOfFarm,
    );
  }
  if (links.crop_id) {
    await one(
      db
        .select({ id: crops.id })
        .from(crops)
        .where(and(eq(crops.farmId, farmId), eq(crops.id, links.crop_id))),
      'crop_id',
      TASK_MESSAGES.cropNotOfFarm,
    );
  }
  if (links.crop_stage_id) {
    const found = cropId
      ? db
          .select({ id: cropStages.id })
          .from(cropStages)
          .where(
            and(
              eq(cropStages.farmId, farmId),
              eq(cropStages.cropId, cropId),
              eq(cropStages.id, links.crop_stage_id),
            ),
          )
      : Promise.resolve([]);
    await one(found, 'crop_stage_id', TASK_MESSAGES.stageNotOfCrop);
  }
  if (links.item_id) {
    await one(
      db
        .select({ id: inventoryItems.id })
        .from(inventoryItems)
        .where(and(eq(inventoryItems.farmId, farmId), eq(inventoryItems.id, links.item_id))),
      'item_id',
      TASK_MESSAGES.itemNotOfFarm,
    );
  }
}

export interface NewTaskInput {
  itemId: string | null;
  inputName: string;
  quantity: string;
  unit: string;
}

type InputLine = z.output<typeof TaskInputInput>;

/**
 * The inputs as rows to store: each linked item must be of this farm and the quantity given in the unit the item
 * is counted in (the ledger consumes in that unit); a line without an item keeps its name until it is linked.
 */
export async function resolveInputs(
  db: Database,
  farmId: string,
  lines: InputLine[],
): Promise<NewTaskInput[]> {
  const ids = [...new Set(lines.flatMap((line) => (line.item_id ? [line.item_id] : [])))];
  const items = ids.length
    ? await db
        .select({ id: inventoryItems.id, name: inventoryItems.name, unit: inventoryItems.unit })
        .from(inventoryItems)
        .where(and(eq(inventoryItems.farmId, farmId), inArray(inventoryItems.id, ids)))
    : [];
  const byId = new Map(items.map((item) => [item.id, item]));
  return lines.map((line, index) => {
    if (!line.item_id) {
      return {
        itemId: null,
        inputName: line.input_name!,
        quantity: line.quantity.toFixed(2),
        unit: line.unit,
      };
    }
    const item = byId.get(line.item_id);
    if (!item) throw fieldError(`inputs.${index}.item_id`, TASK_MESSAGES.inputItemNotOfFarm);
    if (item.unit !== line.unit) {
      throw fieldError(`inputs.${index}.unit`, TASK_MESSAGES.inputUnitMismatch(item.name, item.unit));
    }
    return {
      itemId: item.id,
      inputName: line.input_name ?? item.name,
      quantity: line.quantity.toFixed(2),
      unit: item.unit,
    };
  });
}
