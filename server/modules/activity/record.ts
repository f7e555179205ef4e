// Writes one entry of a farm's activity log (docs/product/activity-log.md) inside the caller's transaction, so a
// change that rolls back leaves no entry and one that commits always has its entry. Call it with the `tx` of the
// write, never with the app's database handle.
import { sql } from 'drizzle-orm';
import type { ActivityAction, ActivitySurface } from '@/shared/contracts/activity-log';
import type { FarmModule } from '@/shared/contracts/farm-permissions';
import type { Database } from '@/server/db/client';
import { activityLog } from '@/server/db/schema/activity';
import { users } from '@/server/db/schema/auth';
import { withoutSecrets } from './snapshot';

/** Who acted and from where: services receive this with the actor's id, routes build it (surface.ts). */
export interface ActivityActor {
  /** Null for the platform's own jobs. */
  id: string | null;
  surface: ActivitySurface;
}

export interface ActivityRecord {
  farmId: string;
  actor: ActivityActor;
  module: FarmModule;
  action: ActivityAction;
  /** What kind of record changed, in snake case: farm, inventory_item, storage_location, supplier, embed_key… */
  recordType: string;
  recordId?: string | null;
  /** A short English sentence for search and export; screens translate from action and module instead. */
  summary: string;
  /** The record as it was and as it became, as plain JSON (secrets are dropped here). */
  before?: unknown;
  after?: unknown;
  /** When the change happened (the write's clock); the database's now() otherwise. */
  at?: Date;
}

/** A signed-in person acting (every route's actor; only jobs act without one). */
export type PersonActor = ActivityActor & { id: string };

/** The platform's own jobs (the daily expiry check). */
export const SYSTEM_ACTOR: ActivityActor = { id: null, surface: 'system' };

type Executor = Pick<Database, 'insert'>;

const rowOf = (entry: ActivityRecord) => {
  const actorId = entry.actor.id;
  return {
    farmId: entry.farmId,
    actorId,
    // The name as it is now, kept with the entry so the log still reads right after a rename or removal.
    actorName:
      actorId === null ? null : sql`(select ${users.name} from ${users} where ${users.id} = ${actorId})`,
    surface: entry.actor.surface,
    module: entry.module,
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId ?? null,
    summary: entry.summary,
    before: withoutSecrets(entry.before),
    after: withoutSecrets(entry.after),
    ...(entry.at ? { createdAt: entry.at } : {}),
  };
};

export async function recordActivity(tx: Executor, entry: ActivityRecord): Promise<void> {
  await tx.insert(activityLog).values(rowOf(entry));
}

/** The INSERT of several entries of one write, for a caller that sends it with other statements at once. */
export const activityInsert = (tx: Executor, entries: readonly ActivityRecord[]) =>
  tx.insert(activityLog).values(entries.map(rowOf));
