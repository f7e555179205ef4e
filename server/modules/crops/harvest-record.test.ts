// recordHarvest as the harvest task's completion calls it: inside the caller's transaction, into stock through
// the ledger, with its lot and grade, the domain event and an activity entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityLog } from '@/server/db/schema/activity';
import { harvests } from '@/server/db/schema/crops';
import { inventoryItems, stockMovements } from '@/server/db/schema/inventory';
import { domainEventsOfFarm } from '@/server/lib/domain-events';
import { HttpError } from '@/server/lib/http-error';
import { createTestApp, type TestApp } from '@/server/test/app';
import { insertItem } from '@/server/modules/farms/farm-fixtures';
import { recordHarvest, type HarvestInput } from './harvest-record';
import { makeWrite, seedCrop, seedCropFarm, type CropFarm } from './test-support';

let t: TestApp;
let farm: CropFarm;
let cropId: string;

beforeAll(async () => {
  t = await createTestApp();
  farm = await seedCropFarm(t);
  cropId = (await seedCrop(t.db, farm)).id;
});
afterAll(() => t.close());

const input = (overrides: Partial<HarvestInput> = {}): HarvestInput => ({
  cropId,
  taskId: null,
  quantity: 250.5,
  unit: 'kg',
  lot: 'LR-2026-01',
  qualityGrade: 'grade_1',
  harvestedOn: '2026-08-02',
  itemId: null,
  locationId: farm.locations[0],
  ...overrides,
});

const inTransaction = <T>(work: (w: ReturnType<typeof makeWrite>) => Promise<T>) =>
  t.db.transaction((tx) => work(makeWrite(tx, farm)));

async function refusal(work: Promise<unknown>) {
  const error = await work.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('recordHarvest', () => {
  it('creates a product item "<crop> <variety>" and puts the harvest into it through the ledger', async () => {
    const harvest = await inTransaction((w) => recordHarvest(w, input({ category: 'Grains' })));
    expect(harvest).toMatchObject({
      quantity: '250.50',
      unit: 'kg',
      lot: 'LR-2026-01',
      qualityGrade: 'grade_1',
    });
    const [item] = await t.db.select().from(inventoryItems).where(eq(inventoryItems.id, harvest.itemId));
    expect(item).toMatchObject({
      name: 'Maize H614',
      itemType: 'product',
      category: 'Grains',
      quantity: '250.50',
    });
    const [movement] = await t.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.id, harvest.movementId));
    expect(movement).toMatchObject({ type: 'harvest', quantityChange: '250.50', itemId: item!.id });
    const events = await domainEventsOfFarm(t.db, farm.farmId);
    const event = events.find((e) => e.type === 'crop.harvest_recorded');
    expect(event?.payload).toMatchObject({ crop_id: cropId, harvest_id: harvest.id, lot: 'LR-2026-01' });
    const entries = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.farmId, farm.farmId), eq(activityLog.recordType, 'harvest')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ module: 'crops', action: 'harvest', recordId: harvest.id });
  });

  it('adds to an existing product item and keeps the task that recorded it on the movement', async () => {
    const itemId = await insertItem(t.db, {
      farmId: farm.farmId,
      locationId: farm.locations[1],
      unit: 'bags',
      quantity: '10',
      name: 'Maize bags',
    }).then((row) => row.id);
    await t.db.update(inventoryItems).set({ itemType: 'product' }).where(eq(inventoryItems.id, itemId));
    const harvest = await inTransaction((w) =>
      recordHarvest(w, input({ itemId, unit: 'bags', quantity: 5, locationId: null, qualityGrade: null })),
    );
    const [item] = await t.db.select().from(inventoryItems).where(eq(inventoryItems.id, itemId));
    expect(item!.quantity).toBe('15.00');
    expect(harvest.qualityGrade).toBeNull();
  });

  it('asks where a new product item is stored', async () => {
    const error = await refusal(inTransaction((w) => recordHarvest(w, input({ locationId: null }))));
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe('Choose where the harvest is stored.');
  });

  it('refuses an item in another unit, a non-product, another farm’s crop and nothing harvested', async () => {
    const input_ = await insertItem(t.db, {
      farmId: farm.farmId,
      locationId: farm.locations[0],
      unit: 'kg',
      quantity: '1',
      name: 'Seed maize',
    });
    const notProduct = await refusal(inTransaction((w) => recordHarvest(w, input({ itemId: input_.id }))));
    expect(notProduct.options.errors).toHaveProperty('item_id');
    await t.db.update(inventoryItems).set({ itemType: 'product' }).where(eq(inventoryItems.id, input_.id));
    const wrongUnit = await refusal(
      inTransaction((w) => recordHarvest(w, input({ itemId: input_.id, unit: 'bags' }))),
    );
    expect(wrongUnit.message).toBe('Seed maize is counted in kg: record the harvest in kg.');
    const other = await seedCropFarm(t, { name: 'Other farm' });
    const otherCrop = await seedCrop(t.db, other);
    const missing = await refusal(inTransaction((w) => recordHarvest(w, input({ cropId: otherCrop.id }))));
    expect(missing.statusCode).toBe(404);
    const zero = await refusal(inTransaction((w) => recordHarvest(w, input({ quantity: 0 }))));
    expect(zero.statusCode).toBe(422);
  });

  it('rolls back with the caller: no harvest, item or movement is left behind', async () => {
    const before = await t.db.select().from(harvests).where(eq(harvests.farmId, farm.farmId));
    await t.db
      .transaction(async (tx) => {
        await recordHarvest(makeWrite(tx, farm), input({ itemName: 'Rolled back maize' }));
        throw new Error('caller failed');
      })
      .catch(() => undefined);
    const after = await t.db.select().from(harvests).where(eq(harvests.farmId, farm.farmId));
    expect(after).toHaveLength(before.length);
    const items = await t.db
      .select()
      .from(inventoryItems)
      .where(eq(inventoryItems.name, 'Rolled back maize'));
    expect(items).toHaveLength(0);
  });
});
