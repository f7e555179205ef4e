// Writes notifications and their delivery plan in the caller's transaction: the in-app row always, and one
// delivery row per channel (pending ones are sent after commit by fan-out.ts). A dedupe key makes a retry a no-op.
import { and, eq } from 'drizzle-orm';
import type { Channels, PreferenceType } from '@/shared/contracts/notifications';
import type { NotificationType, Severity } from '@/shared/notifications/rules';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { notificationDeliveries, notifications } from '@/server/db/schema/notifications';
import { userSettings } from '@/server/db/schema/user-settings';
import type { Clock } from '@/server/lib/clock';
import type { NotificationRow } from './payloads';
import { masterSwitches, planDeliveries, type ExternalChannel } from './plan';
import { channelsByType } from './preferences';

export interface NotifyInput {
  userId: string;
  farmId?: string | null;
  type?: NotificationType;
  category?: string;
  title: string;
  message: string;
  severity?: Severity;
  actionUrl?: string | null;
  /** docs/product/notifications.md data extras: farm_name, crop_name, crop_id, task_id, recommendations, actions. */
  data?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
  /** Which per-type choice of docs/product/notifications.md governs e-mail, SMS and push; null for system messages. */
  preferenceType?: PreferenceType | null;
  /** The same key for the same user never creates a second notification (e.g. `domain_event:<id>`). */
  dedupeKey?: string | null;
  only?: readonly ExternalChannel[];
}

export interface CreatedNotification {
  row: NotificationRow;
  /** False when the dedupe key matched an existing notification: nothing new to deliver. */
  created: boolean;
}

export interface CreateDeps {
  clock: Clock;
  pushEnabled: boolean;
}

async function insertOne(tx: Database, deps: CreateDeps, input: NotifyInput): Promise<CreatedNotification> {
  const values = {
    userId: input.userId,
    farmId: input.farmId ?? null,
    type: input.type ?? 'system',
    category: input.category ?? 'general',
    title: input.title,
    message: input.message,
    severity: input.severity ?? 'info',
    actionUrl: input.actionUrl ?? null,
    data: input.data ?? {},
    metadata: {
      ...input.metadata,
      ...(input.preferenceType ? { preference_type: input.preferenceType } : {}),
    },
    dedupeKey: input.dedupeKey ?? null,
    createdAt: deps.clock.now(),
  };
  const [row] = await tx.insert(notifications).values(values).onConflictDoNothing().returning();
  if (row) return { row, created: true };
  const [existing] = await tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, input.userId), eq(notifications.dedupeKey, values.dedupeKey ?? '')));
  if (!existing) throw new Error('notification insert conflicted without a matching dedupe key');
  return { row: existing, created: false };
}

type Recipient = Pick<Parameters<typeof planDeliveries>[0], 'master' | 'contact'>;

/** Who the notification goes to, read once per user even when a batch notifies them many times. */
async function recipient(tx: Database, userId: string): Promise<Recipient> {
  const [contact] = await tx
    .select({ email: users.email, phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  const [stored] = await tx
    .select({ settings: userSettings.settings })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return {
    master: masterSwitches(stored?.settings),
    contact: { email: contact?.email ?? null, phone: contact?.phone ?? null },
  };
}

export async function createNotifications(
  tx: Database,
  deps: CreateDeps,
  inputs: readonly NotifyInput[],
): Promise<CreatedNotification[]> {
  const out: CreatedNotification[] = [];
  const recipients = new Map<string, Recipient>();
  const choices = new Map<string, Channels>();
  for (const input of inputs) {
    const result = await insertOne(tx, deps, input);
    out.push(result);
    if (!result.created) continue;
    let who = recipients.get(input.userId);
    if (!who) recipients.set(input.userId, (who = await recipient(tx, input.userId)));
    const preferenceType = input.preferenceType ?? null;
    let channels: Channels | null = null;
    if (preferenceType) {
      const key = `${input.userId}:${preferenceType}`;
      channels =
        choices.get(key) ?? (await channelsByType(tx, input.userId, [preferenceType]))[preferenceType];
      choices.set(key, channels);
    }
    const plan = planDeliveries({
      ...who,
      preferenceType,
      channels,
      pushEnabled: deps.pushEnabled,
      only: input.only,
    });
    const now = deps.clock.now();
    await tx.insert(notificationDeliveries).values(
      plan.map((p) => ({
        notificationId: result.row.id,
        userId: input.userId,
        ...p,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  return out;
}
