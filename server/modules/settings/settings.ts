// Per-user settings (docs/product/settings.md User settings): only the user's overrides are stored; reads merge them over the
// defaults of docs/product/settings.md, so a default changed later reaches everyone who never chose otherwise.
import { eq } from 'drizzle-orm';
import {
  DEFAULT_USER_SETTINGS,
  UserSettingsSchema,
  type UserSettings,
  type UserSettingsUpdate,
} from '@/shared/contracts/settings';
import type { Database } from '@/server/db/client';
import { userSettings } from '@/server/db/schema/user-settings';
import type { Clock } from '@/server/lib/clock';

type Stored = Record<string, unknown>;
const isObject = (v: unknown): v is Stored => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Merges objects key by key; arrays and scalars in `over` replace those in `base`. */
export function deepMerge(base: Stored, over: Stored): Stored {
  const out: Stored = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined) continue;
    out[key] = isObject(value) && isObject(base[key]) ? deepMerge(base[key] as Stored, value) : value;
  }
  return out;
}

/**
 * The stored overrides over the defaults. A stored value that no longer passes the schema (an option removed
 * since) falls back to the defaults rather than breaking the settings page.
 */
function resolve(stored: Stored): UserSettings {
  const merged = UserSettingsSchema.safeParse(deepMerge(DEFAULT_USER_SETTINGS, stored));
  return merged.success ? merged.data : DEFAULT_USER_SETTINGS;
}

export async function getSettings(db: Database, userId: string): Promise<UserSettings> {
  const [row] = await db
    .select({ settings: userSettings.settings })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return resolve(row?.settings ?? {});
}

/** Saves a partial update; answers the settings now and those before, so a caller can tell what changed. */
export async function updateSettings(
  db: Database,
  clock: Clock,
  userId: string,
  update: UserSettingsUpdate,
): Promise<{ settings: UserSettings; previous: UserSettings }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ settings: userSettings.settings })
      .from(userSettings)
      .where(eq(userSettings.userId, userId))
      .for('update');
    const settings = deepMerge(row?.settings ?? {}, update);
    await tx
      .insert(userSettings)
      .values({ userId, settings, updatedAt: clock.now() })
      .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt: clock.now() } });
    return { settings: resolve(settings), previous: resolve(row?.settings ?? {}) };
  });
}
