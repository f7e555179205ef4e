// Notification preferences (docs/product/notifications.md Notification preference): one row per
// type the user changed, the defaults of docs/product/notifications.md otherwise (e-mail and push on, SMS off).
import { and, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_CHANNELS,
  PREFERENCE_LABELS,
  PREFERENCE_TYPES,
  type Channels,
  type Preference,
  type PreferenceType,
} from '@/shared/contracts/notifications';
import type { Database } from '@/server/db/client';
import { notificationPreferences } from '@/server/db/schema/notifications';
import type { Clock } from '@/server/lib/clock';

export async function channelsByType(
  db: Database,
  userId: string,
  types: readonly PreferenceType[] = PREFERENCE_TYPES,
): Promise<Record<PreferenceType, Channels>> {
  const rows = types.length
    ? await db
        .select()
        .from(notificationPreferences)
        .where(
          and(eq(notificationPreferences.userId, userId), inArray(notificationPreferences.type, [...types])),
        )
    : [];
  const out = {} as Record<PreferenceType, Channels>;
  for (const type of types) {
    const row = rows.find((r) => r.type === type);
    out[type] = row ? { email: row.email, push: row.push, sms: row.sms } : { ...DEFAULT_CHANNELS };
  }
  return out;
}

export async function listPreferences(db: Database, userId: string): Promise<Preference[]> {
  const channels = await channelsByType(db, userId);
  return PREFERENCE_TYPES.map((type) => ({
    id: type,
    type,
    ...PREFERENCE_LABELS[type],
    channels: channels[type],
  }));
}

/** Applies each change over the current choice (a channel left out keeps its value), then answers all seven. */
export async function updatePreferences(
  db: Database,
  clock: Clock,
  userId: string,
  changes: { type: PreferenceType; channels: Partial<Channels> }[],
): Promise<Preference[]> {
  await db.transaction(async (tx) => {
    const types = [...new Set(changes.map((c) => c.type))];
    const current = await channelsByType(tx, userId, types);
    for (const change of changes) current[change.type] = { ...current[change.type], ...change.channels };
    for (const type of types) {
      const value = { ...current[type], updatedAt: clock.now() };
      await tx
        .insert(notificationPreferences)
        .values({ userId, type, ...value })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.type],
          set: value,
        });
    }
  });
  return listPreferences(db, userId);
}
