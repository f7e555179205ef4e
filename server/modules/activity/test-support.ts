// Helpers for tests that check what a write recorded in the farm's activity log.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { activityLog } from '@/server/db/schema/activity';

export type ActivityRow = typeof activityLog.$inferSelect;

/** Every entry of a farm, oldest first; `where` narrows (a record, an action). */
export async function activityOf(db: Database, farmId: string, where?: SQL): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.farmId, farmId), where))
    .orderBy(asc(activityLog.id));
}

/** The farm's entries with a given action, oldest first. */
export const activityWithAction = (db: Database, farmId: string, action: string) =>
  activityOf(db, farmId, eq(activityLog.action, action));

/** Entries written straight into the table: many rows at once, without going through the API. */
export async function seedActivity(
  db: Database,
  farmId: string,
  rows: Array<Partial<typeof activityLog.$inferInsert>>,
): Promise<ActivityRow[]> {
  return db
    .insert(activityLog)
    .values(
      rows.map((row, index) => ({
        farmId,
        surface: 'web',
        module: 'inventory',
        action: 'create',
        recordType: 'inventory_item',
        recordId: `item-${index}`,
        summary: `Seeded entry ${index}`,
        ...row,
      })),
    )
    .returning();
}
