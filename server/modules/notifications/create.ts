// Writes notifications and their delivery plan in the caller's transaction: the in-app row always, and one
// delivery row per channel (pending ones are sent after commit by fan-out.ts). A dedupe key makes a retry a no-op.
import { and, eq, inArray } from 'drizzle-orm';
import type { Channels, PreferenceType } from '@/shared/contracts/notifications';
import type { NotificationType, Severity } from '@/shared/notifications/rules';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { notificationDeliveries, notifications } from '@/server/db/schema/notifications';
import { userSettings } from '@/server/db/schema/user-settings';
import type { Clock } from '@/server/lib/clock';
import { DEFAULT_LANGUAGE, languageOfSettings, type Language } from '@/server/lib/i18n';
import type { NotificationRow } from './payloads';
import { masterSwitches, planDeliveries, type ExternalChannel } from './plan';
import { channelsByType } from './preferences';

/** A text as written, or one written in the recipient's language (the row is stored in it). */
export type NotificationText = string | ((lang: Language) => string);

export interface NotifyInput {
  userId: string;
  farmId?: string | null;
  type?: NotificationType;
  category?: string;
  title: NotificationText;
  message: NotificationText;
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

const written = (text: NotificationText, lang: Language) => (typeof text === 'string' ? text : text(lang));

async function insertOne(
  tx: Database,
  deps: CreateDeps,
  input: NotifyInput,
  lang: Language,
): Promise<CreatedNotification> {
  const values = {
    userId: input.userId,
    farmId: input.farmId ?? null,
    type: input.type ?? 'system',
    category: input.category ?? 'general',
    title: written(input.title, lang),
    message: written(input.message, lang),
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

type Recipient = Pick<Parameters<typeof planDeliveries>[0], 'master' | 'contact'> & { language: Language };

/**
 * Who the notifications go to (contact, master switches, language), read in one query for every user of the
 * batch, however many members a farm has and however many times the batch notifies each.
 */
async function recipients(tx: Database, userIds: readonly string[]): Promise<Map<string, Recipient>> {
  const ids = [...new Set(userIds)];
  const rows = ids.length
    ? await tx
        .select({
          id: users.id,
          email: users.email,
          phone: users.phoneNumber,
          settings: userSettings.settings,
        })
        .from(users)
        .leftJoin(userSettings, eq(userSettings.userId, users.id))
        .where(inArray(users.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out = new Map<string, Recipient>();
  for (const id of ids) {
    const row = byId.get(id);
    out.set(id, {
      master: masterSwitches(row?.settings ?? undefined),
      contact: { email: row?.email ?? null, phone: row?.phone ?? null },
      language: row ? languageOfSettings(row.settings) : DEFAULT_LANGUAGE,
    });
  }
  return out;
}

export async function createNotifications(
  tx: Database,
  deps: CreateDeps,
  inputs: readonly NotifyInput[],
): Promise<CreatedNotification[]> {
  const out: CreatedNotification[] = [];
  const people = await recipients(
    tx,
    inputs.map((i) => i.userId),
  );
  const choices = new Map<string, Channels>();
  for (const input of inputs) {
    const { language, ...who } = people.get(input.userId)!;
    const result = await insertOne(tx, deps, input, language);
    out.push(result);
    if (!result.created) continue;
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
