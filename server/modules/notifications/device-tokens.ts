// Device push tokens (docs/product/notifications.md Device push-token record): one row per device. A token
// registered again by another account moves to it (the browser profile changed hands); push goes to the last
// account that registered it.
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { deviceTokens } from '@/server/db/schema/notifications';
import type { Clock } from '@/server/lib/clock';

export async function saveDeviceToken(
  db: Database,
  clock: Clock,
  input: { userId: string; token: string; platform: 'web' | 'extension'; userAgent?: string },
) {
  const now = clock.now();
  const userAgent = input.userAgent?.slice(0, 500) ?? null;
  await db
    .insert(deviceTokens)
    .values({ ...input, userAgent, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: deviceTokens.token,
      set: { userId: input.userId, platform: input.platform, userAgent, lastSeenAt: now },
    });
}

/** Only the caller's own token is removed; answers whether there was one. */
export async function deleteDeviceToken(db: Database, userId: string, token: string): Promise<boolean> {
  const removed = await db
    .delete(deviceTokens)
    .where(and(eq(deviceTokens.userId, userId), eq(deviceTokens.token, token)))
    .returning({ id: deviceTokens.id });
  return removed.length > 0;
}

export async function listDeviceTokens(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(deviceTokens)
    .where(eq(deviceTokens.userId, userId))
    .orderBy(desc(deviceTokens.lastSeenAt));
  return rows.map((r) => ({
    id: r.id,
    token: r.token,
    platform: r.platform === 'extension' ? ('extension' as const) : ('web' as const),
    created_at: r.createdAt.toISOString(),
    last_seen_at: r.lastSeenAt.toISOString(),
  }));
}
