// recordActivity writes in the caller's transaction: the entry commits or rolls back with the change it describes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/server/test/app';
import { createTestFarm } from '@/server/modules/inventory/inventory-fixtures';
import { recordActivity, SYSTEM_ACTOR } from './record';
import { activityOf } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('recordActivity', () => {
  it("keeps the actor's name, the surface and the record without its secrets", async () => {
    const farm = await createTestFarm(t);
    await t.db.transaction((tx) =>
      recordActivity(tx, {
        farmId: farm.farmId,
        actor: { id: farm.userId, surface: 'extension' },
        module: 'settings',
        action: 'create',
        recordType: 'embed_key',
        recordId: 'key-1',
        summary: 'Created embed key "Shop"',
        after: {
          name: 'Shop',
          created_at: new Date('2026-11-24T08:00:00Z'),
          token_hash: 'abc',
          nested: { password: 'x', kept: 1 },
        },
      }),
    );
    const [entry] = await activityOf(t.db, farm.farmId);
    expect(entry).toMatchObject({
      actorId: farm.userId,
      actorName: 'Wanjiku Kamau',
      surface: 'extension',
      module: 'settings',
      action: 'create',
      recordType: 'embed_key',
      recordId: 'key-1',
      before: null,
      after: { name: 'Shop', created_at: '2026-11-24T08:00:00.000Z', nested: { kept: 1 } },
    });
  });

  it("records the platform's own jobs without a person", async () => {
    const farm = await createTestFarm(t);
    await t.db.transaction((tx) =>
      recordActivity(tx, {
        farmId: farm.farmId,
        actor: SYSTEM_ACTOR,
        module: 'inventory',
        action: 'expire',
        recordType: 'inventory_item',
        summary: 'Marked expired',
      }),
    );
    const [entry] = await activityOf(t.db, farm.farmId);
    expect(entry).toMatchObject({ actorId: null, actorName: null, surface: 'system' });
  });

  it('leaves no entry when the change rolls back', async () => {
    const farm = await createTestFarm(t);
    await expect(
      t.db.transaction(async (tx) => {
        await recordActivity(tx, {
          farmId: farm.farmId,
          actor: { id: farm.userId, surface: 'web' },
          module: 'inventory',
          action: 'delete',
          recordType: 'inventory_item',
          summary: 'Deleted item',
        });
        throw new Error('the change failed after the entry was written');
      }),
    ).rejects.toThrow('the change failed');
    expect(await activityOf(t.db, farm.farmId)).toEqual([]);
  });
});
