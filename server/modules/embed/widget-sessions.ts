// Widget sessions (docs/decisions/021): a page on an allowed origin presents a publishable key and
// gets a short-lived bearer token limited to the key's farm and scopes — and to what the key's creator may still
// do on that farm. Every call looks the session up with its key and the creator's membership in one query, so a
// revoked key, an expired session or a creator removed from the farm stops working on the very next call.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import {
  EMBED_SCOPES,
  KEY_NOT_VALID,
  ORIGIN_NOT_ALLOWED,
  SCOPE_LABELS,
  SESSION_NOT_VALID,
  WIDGET_SESSION_TTL_MS,
  type EmbedScope,
  type WidgetSession,
} from '@/shared/contracts/embed';
import type { FarmPermission } from '@/shared/contracts/farm-permissions';
import type { Database } from '@/server/db/client';
import { embedKeys, widgetSessions } from '@/server/db/schema/embed';
import { farmMembers, farmRoles, farms } from '@/server/db/schema/farms';
import { HttpError } from '@/server/lib/http-error';
import { getSettings } from '@/server/modules/settings/settings';
import type { Clock } from '@/server/lib/clock';
import { membershipRoleColumns, membershipRoleJoin, permissionsOf } from '@/server/modules/farms/farm-access';
import { SCOPE_PERMISSIONS } from './embed-keys';

export interface WidgetAccess {
  keyId: string;
  farmId: string;
  farmName: string;
  /** The key's creator: whose notifications the widget shows and in whose name stock changes are recorded. */
  userId: string;
  scopes: EmbedScope[];
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const keyInvalid = () => new HttpError(401, KEY_NOT_VALID, { code: 'embed_key_invalid' });
const sessionInvalid = () => new HttpError(401, SESSION_NOT_VALID, { code: 'widget_session_invalid' });

/** The key's scopes that the creator's farm role still grants (a viewer's key cannot write). */
export function effectiveScopes(scopes: string[], permissions: readonly FarmPermission[]): EmbedScope[] {
  const allowed: Record<EmbedScope, boolean> = {
    'notifications:read': true,
    'inventory:read': permissions.includes(SCOPE_PERMISSIONS['inventory:read']),
    'inventory:write': permissions.includes(SCOPE_PERMISSIONS['inventory:write']),
  };
  return EMBED_SCOPES.filter((s) => scopes.includes(s) && allowed[s]);
}

/** The key with its farm and the creator's membership: null when revoked, unknown, or the creator left the farm. */
function activeKeyQuery(db: Database) {
  return db
    .select({
      key: embedKeys,
      farmName: farms.name,
      role: membershipRoleColumns.role,
      customPermissions: membershipRoleColumns.customPermissions,
    })
    .from(embedKeys)
    .innerJoin(farms, eq(farms.id, embedKeys.farmId))
    .innerJoin(
      farmMembers,
      and(eq(farmMembers.farmId, embedKeys.farmId), eq(farmMembers.userId, embedKeys.userId)),
    )
    .leftJoin(farmRoles, membershipRoleJoin);
}

/** The allowed origins of a working key, for the CORS answer; [] for anything else. */
export async function allowedOriginsOf(db: Database, publishableKey: string): Promise<string[]> {
  const [row] = await db
    .select({ origins: embedKeys.allowedOrigins })
    .from(embedKeys)
    .where(and(eq(embedKeys.publishableKey, publishableKey), isNull(embedKeys.revokedAt)));
  return row?.origins ?? [];
}

export async function startWidgetSession(
  db: Database,
  clock: Clock,
  publishableKey: string,
  origin: string | undefined,
): Promise<WidgetSession> {
  const [row] = await activeKeyQuery(db).where(
    and(eq(embedKeys.publishableKey, publishableKey), isNull(embedKeys.revokedAt)),
  );
  if (!row) throw keyInvalid();
  if (!origin || !row.key.allowedOrigins.includes(origin)) {
    throw new HttpError(403, ORIGIN_NOT_ALLOWED, { code: 'origin_not_allowed' });
  }
  const now = clock.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + WIDGET_SESSION_TTL_MS);
  await db.transaction(async (tx) => {
    // Expired sessions of this key go as new ones come, so the table stays the size of live widgets.
    await tx
      .delete(widgetSessions)
      .where(and(eq(widgetSessions.keyId, row.key.id), lt(widgetSessions.expiresAt, now)));
    await tx.insert(widgetSessions).values({ keyId: row.key.id, tokenHash: hash(token), origin, expiresAt });
    await tx.update(embedKeys).set({ lastUsedAt: now }).where(eq(embedKeys.id, row.key.id));
  });
  return {
    token,
    expires_at: expiresAt.toISOString(),
    scopes: effectiveScopes(row.key.scopes, permissionsOf(row.role, row.customPermissions)),
    farm: { id: row.key.farmId, name: row.farmName },
    user_id: row.key.userId,
    language: (await getSettings(db, row.key.userId)).language,
  };
}

/** The session of a call: its bearer token, for this key, from the origin it was issued to, not expired. */
export async function authenticateWidget(
  db: Database,
  clock: Clock,
  input: { publishableKey: string; token: string | undefined; origin: string | undefined },
): Promise<WidgetAccess> {
  if (!input.token || !input.origin) throw sessionInvalid();
  const [row] = await activeKeyQuery(db)
    .innerJoin(widgetSessions, eq(widgetSessions.keyId, embedKeys.id))
    .where(
      and(
        eq(widgetSessions.tokenHash, hash(input.token)),
        eq(embedKeys.publishableKey, input.publishableKey),
        isNull(embedKeys.revokedAt),
        eq(widgetSessions.origin, input.origin),
        gt(widgetSessions.expiresAt, clock.now()),
      ),
    );
  if (!row) throw sessionInvalid();
  return {
    keyId: row.key.id,
    farmId: row.key.farmId,
    farmName: row.farmName,
    userId: row.key.userId,
    scopes: effectiveScopes(row.key.scopes, permissionsOf(row.role, row.customPermissions)),
  };
}

export function requireScope(access: WidgetAccess, scope: EmbedScope): void {
  if (!access.scopes.includes(scope)) {
    throw new HttpError(403, `This embed key does not allow: ${SCOPE_LABELS[scope]}.`, {
      code: 'scope_missing',
    });
  }
}
