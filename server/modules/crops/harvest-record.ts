// Records a harvest into stock (docs/decisions/038, docs/product/crops.md "Harvests"): a 'harvest' movement into a
// product item through the stock ledger, the harvests row with its lot and grade, the domain event and an activity
// entry, all in the caller's transaction. The crops route and the harvest task's completion both call it.
import { and, eq } from 'drizzle-orm';
import { CATEGORIES_BY_TYPE } from '@/shared/contracts/inventory-enums';
import { UNITS } from '@/shared/contracts/inventory';
import type { QualityGrade } from '@/shared/contracts/farm-work-enums';
import { crops, harvests } from '@/server/db/schema/crops';
import { inventoryItems } from '@/server/db/schema/inventory';
import { recordDomainEvent } from '@/server/lib/domain-events';
import type { FarmWorkEventPayloads } from '@/server/lib/farm-work-events';
import { fieldError, HttpError } from '@/server/lib/http-error';
import { recordActivity } from '@/server/modules/activity/record';
import { isUuid } from '@/server/modules/farms/farm-access';
import { createItem } from '@/server/modules/inventory/inventory-create';
import type { InventoryWrite } from '@/server/modules/inventory/inventory-write';
import { changeStock } from '@/server/modules/inventory/stock-movements';
import { fromCents, toCents } from '@/server/modules/inventory/stock-quantity';
import { HARVEST_MESSAGES } from './crop-messages';

export type HarvestRow = typeof harvests.$inferSelect;
type ProductCategory = (typeof CATEGORIES_BY_TYPE.product)[number];
type Unit = (typeof UNITS)[number];

export interface HarvestInput {
  cropId: string;
  taskId: string | null;
  quantity: number;
  unit: string;
  lot: string | null;
  qualityGrade: QualityGrade | null;
  harvestedOn: string;
  /** The product item the harvest goes into; null creates one named "<crop> <variety>". */
  itemId: string | null;
  /** Where a new product item is stored (required when itemId is null). */
  locationId: string | null;
  /** The new item's name instead of "<crop> <variety>". */
  itemName?: string;
  /** The new item's category (Grains, Vegetables, Fruits, Processed, Other); 'Other' when left out. */
  category?: string | null;
}

const cropNotFound = () => new HttpError(404, HARVEST_MESSAGES.cropNotFound, { code: 'crop_not_found' });

/** The product item the harvest goes into: the one named (a product of this farm in the harvest's unit) or a new one. */
async function harvestItem(w: InventoryWrite, crop: typeof crops.$inferSelect, input: HarvestInput) {
  if (input.itemId !== null) {
    const [item] = isUuid(input.itemId)
      ? await w.db
          .select()
          .from(inventoryItems)
          .where(and(eq(inventoryItems.id, input.itemId), eq(inventoryItems.farmId, w.farmId)))
      : [];
    if (!item) throw fieldError('item_id', HARVEST_MESSAGES.itemNotOfFarm);
    if (item.itemType !== 'product') throw fieldError('item_id', HARVEST_MESSAGES.itemNotProduct);
    if (item.unit !== input.unit) {
      throw fieldError('unit', HARVEST_MESSAGES.unitMismatch(item.name, item.unit));
    }
    return item;
  }
  if (!input.locationId) throw fieldError('location_id', HARVEST_MESSAGES.chooseLocation);
  if (!(UNITS as readonly string[]).includes(input.unit)) {
    throw fieldError('unit', HARVEST_MESSAGES.chooseUnit);
  }
  const category = (CATEGORIES_BY_TYPE.product as readonly string[]).includes(input.category ?? '')
    ? (input.category as ProductCategory)
    : 'Other';
  const name = input.itemName?.trim() || [crop.name, crop.variety].filter(Boolean).join(' ');
  return createItem(w, {
    farm_id: w.farmId,
    item_type: 'product',
    name,
    category,
    unit: input.unit as Unit,
    quantity: 0,
    storage_location_id: input.locationId,
    supplier_id: null,
    description: null,
    unit_cost: null,
  } as Parameters<typeof createItem>[1]);
}

export async function recordHarvest(w: InventoryWrite, input: HarvestInput): Promise<HarvestRow> {
  if (!(input.quantity > 0)) throw fieldError('quantity', HARVEST_MESSAGES.quantityPositive);
  const [crop] = isUuid(input.cropId)
    ? await w.db
        .select()
        .from(crops)
        .where(and(eq(crops.id, input.cropId), eq(crops.farmId, w.farmId)))
    : [];
  if (!crop) throw cropNotFound();
  const item = await harvestItem(w, crop, input);
  const quantity = fromCents(toCents(input.quantity));
  const { movementId } = await changeStock(w, item.id, {
    type: 'harvest',
    quantity: input.quantity,
    note: input.lot ? `Harvest of ${crop.name}, lot ${input.lot}` : `Harvest of ${crop.name}`,
    taskId: input.taskId,
  });
  const [harvest] = await w.db
    .insert(harvests)
    .values({
      farmId: w.farmId,
      cropId: crop.id,
      taskId: input.taskId,
      itemId: item.id,
      movementId,
      quantity,
      unit: input.unit,
      lot: input.lot,
      qualityGrade: input.qualityGrade,
      harvestedOn: input.harvestedOn,
      createdBy: w.userId,
      createdAt: w.now,
    })
    .returning();
  const payload: FarmWorkEventPayloads['crop.harvest_recorded'] = {
    crop_id: crop.id,
    crop_name: crop.name,
    harvest_id: harvest!.id,
    item_id: item.id,
    quantity,
    unit: input.unit,
    lot: input.lot,
    quality_grade: input.qualityGrade,
    task_id: input.taskId,
  };
  await recordDomainEvent(w.db, {
    farmId: w.farmId,
    type: 'crop.harvest_recorded',
    subjectId: crop.id,
    payload: { ...payload },
    dedupeKey: `harvest_recorded:${harvest!.id}`,
    createdAt: w.now,
  });
  await recordActivity(w.db, {
    farmId: w.farmId,
    actor: { id: w.userId, surface: w.surface },
    module: 'crops',
    action: 'harvest',
    recordType: 'harvest',
    recordId: harvest!.id,
    summary: `Harvested ${quantity} ${input.unit} of ${crop.name} into ${item.name}`,
    after: { ...payload, item_name: item.name },
    at: w.now,
  });
  return harvest!;
}
