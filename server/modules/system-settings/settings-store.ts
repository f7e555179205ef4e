// The four system-settings keys this module owns (docs/product/system-settings.md): `general`, `registration`,
// `maintenance` and `retention`. Each write changes only its own key in SQL, so the subscription settings page
// saving at the same moment never undoes it (docs/decisions/040 "System settings").
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { systemSettings } from '@/server/db/schema/platform-config';
import {
  GeneralSettingsSchema,
  MaintenanceSettingsSchema,
  RETENTION_BOUNDS,
  RegistrationSettingsSchema,
  RetentionSettingsSchema,
  type SystemSettings,
} from '@/shared/contracts/system-settings';

export const OWN_KEYS = ['general', 'registration', 'maintenance', 'retention'] as const;
export type OwnKey = (typeof OWN_KEYS)[number];

export const DEFAULT_SYSTEM_SETTINGS: SystemSettings = {
  general: {
    platform_name: 'Shamba',
    support_email: '',
    support_phone: '',
    default_currency: 'KES',
    default_language: 'en',
  },
  registration: { mode: 'open' },
  maintenance: { enabled: false, message: '' },
  retention: {
    read_notifications_days: RETENTION_BOUNDS.read_notifications_days.default,
    deliveries_days: RETENTION_BOUNDS.deliveries_days.default,
    outbox_days: RETENTION_BOUNDS.outbox_days.default,
    delivered_events_days: RETENTION_BOUNDS.delivered_events_days.default,
  },
};

const SCHEMAS = {
  general: GeneralSettingsSchema,
  registration: RegistrationSettingsSchema,
  maintenance: MaintenanceSettingsSchema,
  retention: RetentionSettingsSchema,
};

/** A stored group read field by field over the defaults: a field that no longer passes falls back on its own. */
function mergeGroup<K extends OwnKey>(key: K, stored: unknown): SystemSettings[K] {
  const merged: Record<string, unknown> = { ...DEFAULT_SYSTEM_SETTINGS[key] };
  if (stored && typeof stored === 'object') {
    const shape = SCHEMAS[key].shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
    for (const [field, value] of Object.entries(stored)) {
      if (shape[field]?.safeParse(value).success) merged[field] = value;
    }
  }
  return merged as SystemSettings[K];
}

/** Every group of this module, with defaults for what was never saved: one query. */
export async function readSystemSettings(db: Database): Promise<SystemSettings> {
  const [row] = await db
    .select({ settings: systemSettings.settings })
    .from(systemSettings)
    .where(eq(systemSettings.id, 1));
  const stored = row?.settings ?? {};
  return {
    general: mergeGroup('general', stored.general),
    registration: mergeGroup('registration', stored.registration),
    maintenance: mergeGroup('maintenance', stored.maintenance),
    retention: mergeGroup('retention', stored.retention),
  };
}

/** Writes the given groups, each as its own `||` merge of one key; other keys of the row are left as they are. */
export async function writeSystemSettings(
  db: Database,
  groups: Partial<SystemSettings>,
  actorId: string,
  now: Date,
): Promise<void> {
  for (const key of OWN_KEYS) {
    const value = groups[key];
    if (value === undefined) continue;
    await db
      .insert(systemSettings)
      .values({ id: 1, settings: { [key]: value }, updatedBy: actorId, updatedAt: now })
      .onConflictDoUpdate({
        target: systemSettings.id,
        set: {
          settings: sql`${systemSettings.settings} || jsonb_build_object(${key}::text, ${JSON.stringify(value)}::jsonb)`,
          updatedBy: actorId,
          updatedAt: now,
        },
      });
  }
}
