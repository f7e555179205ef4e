// The activity log cannot be rewritten (docs/decisions/035): the database itself refuses to change or remove an
// entry while its farm exists, and deleting the farm still takes its log with it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '@/server/db/schema/activity';
import { farms } from '@/server/db/schema/farms';
import { users } from '@/server/db/schema/auth';
import { createTestApp, type TestApp } from '@/server/test/app';
import { createTestFarm } from '@/server/modules/inventory/inventory-fixtures';
import { activityOf, seedActivity } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the database said when it refused (Drizzle wraps the error and keeps it as the cause). */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  throw new Error('the database accepted the query');
}

async function farmWithEntries() {
  const owner = await createTestFarm(t);
  const farm = { id: owner.farmId };
  const [entry] = await seedActivity(t.db, farm.id, [{ actorId: owner.userId, actorName: 'Wanjiku' }]);
  return { owner, farm, entry: entry! };
}

describe('activity log is append-only', () => {
  it('refuses to change an entry', async () => {
    const { entry } = await farmWithEntries();
    expect(
      await refusal(
        t.db.update(activityLog).set({ summary: 'Nothing happened' }).where(eq(activityLog.id, entry.id)),
      ),
    ).toMatch(/cannot be changed/);
    // Not even the actor column to anything but null (the foreign key's own change, tested below).
    expect(
      await refusal(
        t.db.update(activityLog).set({ actorName: 'Someone else' }).where(eq(activityLog.id, entry.id)),
      ),
    ).toMatch(/cannot be changed/);
    const [kept] = await t.db.select().from(activityLog).where(eq(activityLog.id, entry.id));
    expect(kept!.summary).toBe(entry.summary);
  });

  it('refuses to remove an entry while its farm exists, and to empty the table', async () => {
    const { farm, entry } = await farmWithEntries();
    expect(await refusal(t.db.delete(activityLog).where(eq(activityLog.id, entry.id)))).toMatch(
      /cannot be deleted while their farm exists/,
    );
    expect(await refusal(t.db.execute(sql`truncate activity_log`))).toMatch(/cannot be emptied/);
    expect(await activityOf(t.db, farm.id)).not.toHaveLength(0);
  });

  it("removes the farm's entries with the farm", async () => {
    const { farm } = await farmWithEntries();
    await t.db.delete(farms).where(eq(farms.id, farm.id));
    expect(await activityOf(t.db, farm.id)).toHaveLength(0);
  });

  it('keeps the entry and the name when the account of the person who acted is removed', async () => {
    const { owner, farm } = await farmWithEntries();
    // Entries of this person on a farm they do not own, so removing the account leaves the farm standing.
    const other = await createTestFarm(t);
    const otherFarm = { id: other.farmId };
    await seedActivity(t.db, otherFarm.id, [{ actorId: owner.userId, actorName: 'Wanjiku' }]);
    await t.db.delete(farms).where(eq(farms.id, farm.id));
    await t.db.delete(users).where(eq(users.id, owner.userId));
    const [entry] = await activityOf(t.db, otherFarm.id, eq(activityLog.actorName, 'Wanjiku'));
    expect(entry).toMatchObject({ actorId: null, actorName: 'Wanjiku' });
  });
});
