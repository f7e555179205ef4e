// The two system-settings keys this module owns (docs/decisions/040 "System settings"): `subscriptions`
// (grace and reminder days) and `payments` (which methods farmers are offered). Each write changes only its own
// key, so the system settings page saving at the same moment never undoes it.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { systemSettings } from '@/server/db/schema/platform-config';
import { DEFAULT_GRACE_DAYS } from '@/server/modules/entitlements/entitlements';
import {
  PaymentSettingsSchema,
  SubscriptionSettingsSchema,
  type PaymentSettings,
  type SubscriptionSettings,
} from '@/shared/contracts/subscriptions';

export const DEFAULT_REMINDER_DAYS = 3;
const DEFAULT_SUBSCRIPTION_SETTINGS: SubscriptionSettings = {
  grace_days: DEFAULT_GRACE_DAYS,
  reminder_days: DEFAULT_REMINDER_DAYS,
};
/** Both methods are offered once their provider is set up; an administrator may hold one back. */
const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { mpesa: true, stripe: true };

async function readKey(db: Database, key: 'subscriptions' | 'payments'): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ value: sql<Record<string, unknown> | null>`${systemSettings.settings}->${key}` })
    .from(systemSettings)
    .where(eq(systemSettings.id, 1));
  return row?.value && typeof row.value === 'object' ? row.value : {};
}

async function writeKey(db: Database, key: string, value: object, actorId: string, now: Date) {
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

export async function subscriptionSettings(db: Database): Promise<SubscriptionSettings> {
  const stored = SubscriptionSettingsSchema.partial().safeParse(await readKey(db, 'subscriptions'));
  return { ...DEFAULT_SUBSCRIPTION_SETTINGS, ...(stored.success ? stored.data : {}) };
}

export async function paymentSettings(db: Database): Promise<PaymentSettings> {
  const stored = PaymentSettingsSchema.partial().safeParse(await readKey(db, 'payments'));
  return { ...DEFAULT_PAYMENT_SETTINGS, ...(stored.success ? stored.data : {}) };
}

export const saveSubscriptionSettings = (
  db: Database,
  value: SubscriptionSettings,
  actorId: string,
  now: Date,
) => writeKey(db, 'subscriptions', value, actorId, now);

export const savePaymentSettings = (db: Database, value: PaymentSettings, actorId: string, now: Date) =>
  writeKey(db, 'payments', value, actorId, now);
