// A crop's growth stages (docs/product/crops.md "Stages"): added after the last, renamed or re-dated, and started
// (which ends the stage under way, moves the crop to growing and tells the farm through a domain event).
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreateStageInput, UpdateStageInput } from '@/shared/contracts/crops';
import { crops, cropStages } from '@/server/db/schema/crops';
import { farms } from '@/server/db/schema/farms';
import { recordDomainEvent } from '@/server/lib/domain-events';
import type { FarmWorkEventPayloads } from '@/server/lib/farm-work-events';
import { HttpError } from '@/server/lib/http-error';
import { isUuid } from '@/server/modules/farms/farm-access';
import { localDay } from '@/server/modules/farm-work-alerts/local-day';
import { recordCropEvent } from './crop-activity';
import { CROP_MESSAGES } from './crop-messages';
import { lockCrop, type CropWrite } from './crop-write';

export type StageRow = typeof cropStages.$inferSelect;

const stageNotFound = () => new HttpError(404, CROP_MESSAGES.stageNotFound, { code: 'stage_not_found' });

async function stageOf(w: CropWrite, cropId: string, stageId: string): Promise<StageRow> {
  const [stage] = isUuid(stageId)
    ? await w.db
        .select()
        .from(cropStages)
        .where(and(eq(cropStages.id, stageId), eq(cropStages.cropId, cropId)))
    : [];
  if (!stage) throw stageNotFound();
  return stage;
}

export async function addStage(
  w: CropWrite,
  cropId: string,
  input: z.output<typeof CreateStageInput>,
): Promise<StageRow> {
  const crop = await lockCrop(w, cropId);
  const [last] = await w.db
    .select({ position: sql<number>`coalesce(max(${cropStages.position}), -1)::int` })
    .from(cropStages)
    .where(eq(cropStages.cropId, cropId));
  const [stage] = await w.db
    .insert(cropStages)
    .values({
      farmId: w.farmId,
      cropId,
      position: (last?.position ?? -1) + 1,
      name: input.name,
      plannedStartDate: input.planned_start_date ?? null,
    })
    .returning();
  await recordCropEvent(w, {
    action: 'create',
    recordType: 'crop_stage',
    recordId: stage!.id,
    summary: `Added stage ${stage!.name} to crop ${crop.name}`,
    after: { crop_id: cropId, name: stage!.name, planned_start_date: stage!.plannedStartDate },
  });
  return stage!;
}

export async function updateStage(
  w: CropWrite,
  cropId: string,
  stageId: string,
  input: z.output<typeof UpdateStageInput>,
): Promise<StageRow> {
  const crop = await lockCrop(w, cropId);
  const before = await stageOf(w, cropId, stageId);
  const startedOn = input.started_on === undefined ? before.startedOn : input.started_on;
  const endedOn = input.ended_on === undefined ? before.endedOn : input.ended_on;
  if (startedOn && endedOn && endedOn < startedOn) {
    throw new HttpError(422, 'A stage cannot end before it starts.', {
      errors: { ended_on: ['A stage cannot end before it starts.'] },
    });
  }
  const [after] = await w.db
    .update(cropStages)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.planned_start_date !== undefined ? { plannedStartDate: input.planned_start_date } : {}),
      startedOn,
      endedOn,
    })
    .where(eq(cropStages.id, stageId))
    .returning();
  await recordCropEvent(w, {
    action: 'edit',
    recordType: 'crop_stage',
    recordId: stageId,
    summary: `Edited stage ${after!.name} of crop ${crop.name}`,
    before: {
      name: before.name,
      planned_start_date: before.plannedStartDate,
      started_on: before.startedOn,
      ended_on: before.endedOn,
    },
    after: {
      name: after!.name,
      planned_start_date: after!.plannedStartDate,
      started_on: startedOn,
      ended_on: endedOn,
    },
  });
  return after!;
}

/** Today on the farm's own calendar (farms.timezone): a stage started at 01:00 in Nairobi starts that day. */
async function farmToday(w: CropWrite) {
  const [farm] = await w.db.select({ timezone: farms.timezone }).from(farms).where(eq(farms.id, w.farmId));
  return localDay(w.now, farm?.timezone).today;
}

/** Ends the stage under way today and starts this one; the crop is growing from then on. */
export async function startStage(w: CropWrite, cropId: string, stageId: string): Promise<StageRow> {
  const crop = await lockCrop(w, cropId);
  const stage = await stageOf(w, cropId, stageId);
  if (crop.currentStageId === stage.id && stage.endedOn === null) {
    throw new HttpError(409, CROP_MESSAGES.stageAlreadyCurrent, { code: 'stage_already_current' });
  }
  const today = await farmToday(w);
  let previousName: string | null = null;
  if (crop.currentStageId) {
    const [previous] = await w.db
      .update(cropStages)
      .set({
        endedOn: sql`coalesce(${cropStages.endedOn}, greatest(${today}::date, coalesce(${cropStages.startedOn}, ${today}::date)))`,
      })
      .where(eq(cropStages.id, crop.currentStageId))
      .returning({ name: cropStages.name });
    previousName = previous?.name ?? null;
  }
  const [started] = await w.db
    .update(cropStages)
    .set({ startedOn: today, endedOn: null })
    .where(eq(cropStages.id, stage.id))
    .returning();
  await w.db
    .update(crops)
    .set({ currentStageId: stage.id, status: 'growing', updatedAt: w.now })
    .where(eq(crops.id, cropId));
  const payload: FarmWorkEventPayloads['crop.stage_changed'] = {
    crop_id: crop.id,
    crop_name: crop.name,
    stage_name: stage.name,
    previous_stage_name: previousName,
  };
  await recordDomainEvent(w.db, {
    farmId: w.farmId,
    type: 'crop.stage_changed',
    subjectId: crop.id,
    payload: { ...payload },
    dedupeKey: null,
    createdAt: w.now,
  });
  await recordCropEvent(w, {
    action: 'edit',
    recordType: 'crop_stage',
    recordId: stage.id,
    summary: `Started stage ${stage.name} of crop ${crop.name}`,
    before: { current_stage: previousName, status: crop.status },
    after: { current_stage: stage.name, status: 'growing', started_on: today },
  });
  return started!;
}
