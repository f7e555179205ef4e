// Embed keys of a farmer (docs/decisions/021): create for a farm they may share, list their own,
// revoke. A key is the creator's: another user — even of the same farm — gets 404 for it.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CreateEmbedKeyInput, EmbedKey, EmbedScope } from '@/shared/contracts/embed';
import type { Database } from '@/server/db/client';
import { embedKeys, widgetSessions } from '@/server/db/schema/embed';
import { farms } from '@/server/db/schema/farms';
import { HttpError } from '@/server/lib/http-error';
import type { Clock } from '@/server/lib/clock';
import { isUuid, requireFarmAccess } from '@/server/modules/farms/farm-access';

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

/** The farm role must itself allow what the key would let a partner site do. */
const levelNeeded = (scopes: EmbedScope[]) =>
  scopes.includes('inventory:write') ? 'write' : ('read' as const);

export async function createEmbedKey(
  db: Database,
  clock: Clock,
  actorId: string,
  input: CreateEmbedKeyInput,
): Promise<EmbedKey> {
  const access = await requireFarmAccess(db, actorId, input.farm_id, 'inventory', levelNeeded(input.scopes));
  const [row] = await db
    .insert(embedKeys)
    .values({
      farmId: access.farm.id,
      userId: actorId,
      name: input.name,
      publishableKey: newPublishableKey(),
      allowedOrigins: input.allowed_origins,
      scopes: input.scopes,
      createdAt: clock.now(),
    })
    .returning();
  return toEmbedKey(row!, access.farm.name);
}

export async function listEmbedKeys(db: Database, userId: string, farmId?: string): Promise<EmbedKey[]> {
  if (farmId !== undefined && !isUuid(farmId)) return [];
  const rows = await db
    .select({ key: embedKeys, farmName: farms.name })
    .from(embedKeys)
    .innerJoin(farms, eq(farms.id, embedKeys.farmId))
    .where(and(eq(embedKeys.userId, userId), farmId ? eq(embedKeys.farmId, farmId) : undefined))
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
  userId: string,
  id: string,
): Promise<EmbedKey> {
  const notFound = () => new HttpError(404, EMBED_KEY_NOT_FOUND, { code: 'embed_key_not_found' });
  if (!isUuid(id)) throw notFound();
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
    return toEmbedKey(row ?? found.key, found.farmName);
  });
}
