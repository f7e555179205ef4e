// Copying a season's plan to the next (docs/product/crops.md "Copy a season"): every crop of the season again,
// planned, with its dates, its stages' planned dates and its open tasks' due dates shifted by the same number of
// days. No harvests, no work done. A season that already has crops is refused, so a retried or doubled request
// never copies twice.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CopySeasonInput } from '@/shared/contracts/crops';
import { crops, cropStages } from '@/server/db/schema/crops';
import { taskChecklistItems, taskInputs, tasks } from '@/server/db/schema/tasks';
import { HttpError } from '@/server/lib/http-error';
import { addDays } from '@/server/modules/farm-work-alerts/local-day';
import { recordCropEvent } from './crop-activity';
import { CROP_MESSAGES } from './crop-messages';
import type { CropWrite } from './crop-write';

const shift = (day: string | null, days: number) => (day === null ? null : addDays(day, days));
const sameSeason = (season: string) => sql`lower(${crops.season}) = lower(${season})`;

async function countIn(w: CropWrite, season: string) {
  const [row] = await w.db
    .select({ count: sql<number>`count(*)::int` })
    .from(crops)
    .where(and(eq(crops.farmId, w.farmId), sameSeason(season)));
  return row?.count ?? 0;
}

export async function copySeason(w: CropWrite, input: z.output<typeof CopySeasonInput>) {
  // Two copies into the same season at once take turns here; the second then finds the first's crops.
  await w.db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`crops-season:${w.farmId}:${input.to_season.toLowerCase()}`}))`,
  );
  const existing = await countIn(w, input.to_season);
  if (existing > 0) {
    throw new HttpError(409, CROP_MESSAGES.seasonTaken(existing, input.to_season), {
      code: 'season_not_empty',
    });
  }
  const sources = await w.db
    .select()
    .from(crops)
    .where(and(eq(crops.farmId, w.farmId), sameSeason(input.from_season)));
  if (sources.length === 0) {
    throw new HttpError(422, CROP_MESSAGES.seasonEmpty(input.from_season), {
      errors: { from_season: [CROP_MESSAGES.seasonEmpty(input.from_season)] },
    });
  }
  const days = input.shift_days;
  const created: string[] = [];
  let tasksCopied = 0;
  for (const source of sources) {
    const [copy] = await w.db
      .insert(crops)
      .values({
        farmId: w.farmId,
        fieldId: source.fieldId,
        name: source.name,
        variety: source.variety,
        season: input.to_season,
        area: source.area,
        areaUnit: source.areaUnit,
        plantingDate: shift(source.plantingDate, days)!,
        expectedHarvestDate: shift(source.expectedHarvestDate, days),
        expectedYield: source.expectedYield,
        yieldUnit: source.yieldUnit,
        status: 'planned',
        templateId: source.templateId,
        copiedFromId: source.id,
        notes: source.notes,
        createdBy: w.userId,
        createdAt: w.now,
        updatedAt: w.now,
      })
      .returning({ id: crops.id });
    created.push(copy!.id);
    const stageIds = await copyStages(w, source.id, copy!.id, days);
    tasksCopied += await copyOpenTasks(w, source.id, copy!.id, stageIds, days);
  }
  await recordCropEvent(w, {
    action: 'create',
    recordType: 'crop_season',
    recordId: created[0]!,
    summary: `Copied ${created.length} crops from ${input.from_season} to ${input.to_season}`,
    after: {
      from_season: input.from_season,
      to_season: input.to_season,
      shift_days: days,
      crops: created.length,
      tasks: tasksCopied,
    },
  });
  return { cropIds: created, tasksCopied };
}

/** The stages again, not started, their planned start (or, failing that, their actual start) shifted. */
async function copyStages(w: CropWrite, fromId: string, toId: string, days: number) {
  const stages = await w.db.select().from(cropStages).where(eq(cropStages.cropId, fromId));
  if (stages.length === 0) return new Map<string, string>();
  const rows = await w.db
    .insert(cropStages)
    .values(
      stages.map((s) => ({
        farmId: w.farmId,
        cropId: toId,
        position: s.position,
        name: s.name,
        plannedStartDate: shift(s.plannedStartDate ?? s.startedOn, days),
      })),
    )
    .returning({ id: cropStages.id, position: cropStages.position });
  const byPosition = new Map(rows.map((r) => [r.position, r.id]));
  return new Map(stages.map((s) => [s.id, byPosition.get(s.position)!]));
}

/** The open tasks again, to do, due later by the shift, with their checklists unticked and inputs unconsumed. */
async function copyOpenTasks(
  w: CropWrite,
  fromId: string,
  toId: string,
  stageIds: Map<string, string>,
  days: number,
) {
  const open = await w.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.cropId, fromId), inArray(tasks.status, ['todo', 'in_progress'])));
  for (const task of open) {
    const [copy] = await w.db
      .insert(tasks)
      .values({
        farmId: w.farmId,
        title: task.title,
        description: task.description,
        kind: task.kind,
        priority: task.priority,
        status: 'todo',
        assigneeUserId: task.assigneeUserId,
        assigneeTeamId: task.assigneeTeamId,
        fieldId: task.fieldId,
        cropId: toId,
        cropStageId: task.cropStageId ? (stageIds.get(task.cropStageId) ?? null) : null,
        itemId: task.itemId,
        templateTaskId: task.templateTaskId,
        dueDate: shift(task.dueDate, days)!,
        dueTime: task.dueTime,
        createdBy: w.userId,
        createdAt: w.now,
        updatedAt: w.now,
      })
      .returning({ id: tasks.id });
    const checklist = await w.db
      .select()
      .from(taskChecklistItems)
      .where(eq(taskChecklistItems.taskId, task.id));
    if (checklist.length) {
      await w.db
        .insert(taskChecklistItems)
        .values(checklist.map((c) => ({ taskId: copy!.id, position: c.position, text: c.text })));
    }
    const inputs = await w.db.select().from(taskInputs).where(eq(taskInputs.taskId, task.id));
    if (inputs.length) {
      await w.db.insert(taskInputs).values(
        inputs.map((i) => ({
          farmId: w.farmId,
          taskId: copy!.id,
          itemId: i.itemId,
          inputName: i.inputName,
          quantity: i.quantity,
          unit: i.unit,
        })),
      );
    }
  }
  return open.length;
}
