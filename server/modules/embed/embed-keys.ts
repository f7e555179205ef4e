// Embed keys of a farmer (docs/decisions/021): create for a farm they may share, list their own,
// revoke. A key is the creator's: another user — even of the same farm — gets 404 for it. Keys are part of a
// farm's settings: settings.create to make one, settings.view to list, settings.delete to revoke
// (docs/product/roles-and-permissions.md).
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { CreateEmbedKeyInput, EmbedKey, EmbedScope } from '@/shared/contracts/embed';
import type { Database } from '@/server/db/client';
import { embedKeys, widgetSessions } from '@/server/db/schema/embed';
import { farms } from '@/server/db/schema/farms';
import { HttpError } from '@/server/lib/http-error';
import type { Clock } from '@/server/lib/clock';
import {
  assertPermission,
  farmIdsWithPermission,
  isUuid,
  requireFarmPermission,
} from '@/server/modules/farms/farm-access';
import { recordActivity, type PersonActor } from '@/server/modules/activity/record';

export const EMBED_KEY_NOT_FOUND = 'We could not find that embed key.';

type KeyRow = typeof embedKeys.$inferSelect;

export const toEmbedKey = (row: KeyRow, farmName: string): EmbedKey => ({
  id: row.id,
  name: row.name,
  farm_id: row.farmId,
  farm_name: farmName,
  publishable_key: row.publishableKey,
  allowed_origins: row.allowedOrigins,
  scopes: row.scopes as EmbedScope[],
  created_at: row.createdAt.toISOString(),
  revoked_at: row.revokedAt?.toISOString() ?? null,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/** Publishable, like a Stripe pk_: it names the key and proves nothing on its own (the origin list does). */
const newPublishableKey = () => `pk_${randomBytes(18).toString('base64url')}`;

/** The farm role must itself allow what the key would let a partner site do (widget-sessions.ts). */
export const SCOPE_PERMISSIONS = {
  'inventory:read': 'inventory.view',
  'inventory:write': 'inventory.edit',
} as const;

/** The key as the log keeps it: what it shares and with whom (the entry has the id, farm and time). */
const keySnapshot = ({ id: _id, farm_id: _farm, farm_name: _farmName, created_at: _at, ...kept }: EmbedKey) =>
  kept;

/** A key created or revoked, in the farm's activity log (docs/product/activity-log.md). */
async function recordKeyActivity(
  tx: Pick<Database, 'insert'>,
  actor: PersonActor,
  action: 'create' | 'revoke',
  before: EmbedKey | null,
  after: EmbedKey,
) {
  await recordActivity(tx, {
    farmId: after.farm_id,
    actor,
    module: 'settings',
    action,
    recordType: 'embed_key',
    recordId: after.id,
    summary: `${action === 'create' ? 'Created' : 'Revoked'} embed key ${after.name}`,
    before: before && keySnapshot(before),
    after: keySnapshot(after),
  });
}

/** `actor`: who creates it and from where, for the farm's activity log. */
export async function createEmbedKey(
  db: Database,
  clock: Clock,
  actor: PersonActor,
  input: CreateEmbedKeyInput,
): Promise<EmbedKey> {
  const access = await requireFarmPermission(db, actor.id, input.farm_id, 'settings.create');
  for (const scope of input.scopes) {
    if (scope !== 'notifications:read') assertPermission(access, SCOPE_PERMISSIONS[scope]);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(embedKeys)
      .values({
        farmId: access.farm.id,
        userId: actor.id,
        name: input.name,
        publishableKey: newPublishableKey(),
        allowedOrigins: input.allowed_origins,
        scopes: input.scopes,
        createdAt: clock.now(),
      })
      .returning();
    const key = toEmbedKey(row!, access.farm.name);
    await recordKeyActivity(tx, actor, 'create', null, key);
    return key;
  });
}

/** The caller's keys of one farm (404/403 like every farm route), or of every farm whose settings they may see. */
export async function listEmbedKeys(db: Database, userId: string, farmId?: string): Promise<EmbedKey[]> {
  const farmIds =
    farmId !== undefined
      ? [(await requireFarmPermission(db, userId, farmId, 'settings.view')).farm.id]
      : await farmIdsWithPermission(db, userId, 'settings.view');
  if (farmIds.length === 0) return [];
  const rows = await db
    .select({ key: embedKeys, farmName: farms.name })
    .from(embedKeys)
    .innerJoin(farms, eq(farms.id, embedKeys.farmId))
    .where(and(eq(embedKeys.userId, userId), inArray(embedKeys.farmId, farmIds)))
    .orderBy(desc(embedKeys.createdAt), desc(embedKeys.id));
  return rows.map((r) => toEmbedKey(r.key, r.farmName));
}

/**
 * Revokes at once: the key and every widget session made from it stop answering in the same transaction
 * (sessions are looked up with their key on every call, so no cache can outlive this).
 */
export async function revokeEmbedKey(
  db: Database,
  clock: Clock,
  actor: PersonActor,
  id: string,
): Promise<EmbedKey> {
  const userId = actor.id;
  const notFound = () => new HttpError(404, EMBED_KEY_NOT_FOUND, { code: 'embed_key_not_found' });
  if (!isUuid(id)) throw notFound();
  const [own] = await db
    .select({ farmId: embedKeys.farmId })
    .from(embedKeys)
    .where(and(eq(embedKeys.id, id), eq(embedKeys.userId, userId)));
  if (!own) throw notFound();
  // A creator who has left the farm no longer sees the key at all; one whose role lost settings.delete gets 403.
  await requireFarmPermission(db, userId, own.farmId, 'settings.delete').catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404 ? notFound() : error;
  });
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ key: embedKeys, farmName: farms.name })
      .from(embedKeys)
      .innerJoin(farms, eq(farms.id, embedKeys.farmId))
      .where(and(eq(embedKeys.id, id), eq(embedKeys.userId, userId)));
    if (!found) throw notFound();
    const [row] = await tx
      .update(embedKeys)
      .set({ revokedAt: found.key.revokedAt ?? clock.now() })
      .where(and(eq(embedKeys.id, id), isNull(embedKeys.revokedAt)))
      .returning();
    await tx.delete(widgetSessions).where(eq(widgetSessions.keyId, id));
    // Revoking a revoked key again changes nothing, so it records nothing.
    if (row) {
      const before = toEmbedKey(found.key, found.farmName);
      await recordKeyActivity(tx, actor, 'revoke', before, toEmbedKey(row, found.farmName));
    }
    return toEmbedKey(row ?? found.key, found.farmName);
  });
}
