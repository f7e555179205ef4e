// What crop writes put in the farm's activity log (docs/product/activity-log.md): one entry per crop added,
// edited or deleted and per stage started, with the crop as it was and as it became.
import type { ActivityAction } from '@/shared/contracts/activity-log';
import { recordActivity } from '@/server/modules/activity/record';
import { rowSnapshot } from '@/server/modules/activity/snapshot';
import type { InventoryWrite } from '@/server/modules/inventory/inventory-write';
import type { crops } from '@/server/db/schema/crops';

type CropRow = typeof crops.$inferSelect;

const VERB: Record<'create' | 'edit' | 'delete', string> = {
  create: 'Added',
  edit: 'Edited',
  delete: 'Deleted',
};

export async function recordCropActivity(
  w: InventoryWrite,
  action: 'create' | 'edit' | 'delete',
  before: CropRow | null,
  after: CropRow | null,
  /** What the entry says beside the row, e.g. the template a new crop was planned from. */
  extra?: Record<string, unknown> | null,
) {
  const crop = (after ?? before)!;
  await recordActivity(w.db, {
    farmId: w.farmId,
    actor: { id: w.userId, surface: w.surface },
    module: 'crops',
    action,
    recordType: 'crop',
    recordId: crop.id,
    summary: `${VERB[action]} crop ${crop.name} (${crop.season})`,
    before: before && rowSnapshot(before),
    after: after && { ...rowSnapshot(after), ...extra },
    at: w.now,
  });
}

/** Anything else about a crop (a stage added or started, a season copied): one entry with what changed. */
export async function recordCropEvent(
  w: InventoryWrite,
  entry: {
    action: ActivityAction;
    recordType: string;
    recordId: string;
    summary: string;
    before?: unknown;
    after?: unknown;
  },
) {
  await recordActivity(w.db, {
    farmId: w.farmId,
    actor: { id: w.userId, surface: w.surface },
    module: 'crops',
    ...entry,
    at: w.now,
  });
}
