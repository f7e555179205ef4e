// Sends the pending deliveries of notifications after their transaction committed: realtime on both channels of
// docs/architecture.md "Realtime and push", then e-mail and SMS through the outbox dispatcher and push through the PushSender.
// Each channel settles on its own: one failing never holds back the others, and each ends in the delivery log.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { notificationDeliveries, notifications } from '@/server/db/schema/notifications';
import { userSettings } from '@/server/db/schema/user-settings';
import type { Clock } from '@/server/lib/clock';
import { resolveLanguage, storedLanguage, type Language } from '@/server/lib/i18n';
import type { NotificationRow } from './payloads';
import type { DeliveryStatus } from './plan';
import {
  sendEmail,
  sendPush,
  sendRealtime,
  sendSms,
  type ChannelDeps,
  type ChannelOutcome,
  type RealtimePort,
} from './channels';

export interface FanOutDeps extends ChannelDeps {
  clock: Clock;
  log: FastifyBaseLogger;
  realtime: RealtimePort;
}

export interface PendingDelivery {
  id: string;
  channel: string;
  notification: NotificationRow;
  contact: { email: string; phone: string | null };
  /** The recipient's language (their settings), for what e-mail and SMS add around the stored texts. */
  language: Language;
}

/**
 * Claims the pending deliveries of these notifications: counts the attempt and stamps updated_at, so the retry
 * job (retry.ts) leaves them alone while they are being sent.
 */
export async function claimPending(deps: Pick<FanOutDeps, 'db' | 'clock'>, notificationIds: string[]) {
  if (notificationIds.length === 0) return [];
  const rows = await deps.db
    .update(notificationDeliveries)
    .set({ attempts: sql`${notificationDeliveries.attempts} + 1`, updatedAt: deps.clock.now() })
    .where(
      and(
        inArray(notificationDeliveries.notificationId, notificationIds),
        eq(notificationDeliveries.status, 'pending'),
      ),
    )
    .returning({ id: notificationDeliveries.id });
  return rows.map((r) => r.id);
}

/** The pending deliveries with these ids, with what sending needs (recipient and language in the same query). */
export async function loadPending(db: Database, deliveryIds: string[]): Promise<PendingDelivery[]> {
  if (deliveryIds.length === 0) return [];
  const rows = await db
    .select({
      delivery: notificationDeliveries,
      notification: notifications,
      email: users.email,
      phone: users.phoneNumber,
      language: storedLanguage(),
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(users, eq(users.id, notificationDeliveries.userId))
    .leftJoin(userSettings, eq(userSettings.userId, notificationDeliveries.userId))
    .where(
      and(inArray(notificationDeliveries.id, deliveryIds), eq(notificationDeliveries.status, 'pending')),
    );
  return rows.map((r) => ({
    id: r.delivery.id,
    channel: r.delivery.channel,
    notification: r.notification,
    contact: { email: r.email, phone: r.phone },
    language: resolveLanguage(r.language),
  }));
}

async function record(deps: FanOutDeps, id: string, outcome: ChannelOutcome) {
  await deps.db
    .update(notificationDeliveries)
    .set({
      status: outcome.status satisfies DeliveryStatus,
      detail: outcome.detail.slice(0, 1000),
      updatedAt: deps.clock.now(),
    })
    .where(eq(notificationDeliveries.id, id));
}

async function sendOne(deps: FanOutDeps, delivery: PendingDelivery): Promise<ChannelOutcome> {
  switch (delivery.channel) {
    case 'in_app':
      return { status: 'sent', detail: 'Stored in the notification log.' };
    case 'realtime':
      return sendRealtime(deps.realtime, delivery.notification);
    case 'email':
      return sendEmail(deps, delivery.notification, delivery.contact.email, delivery.language);
    case 'sms':
      return sendSms(deps, delivery.notification, delivery.contact.phone, delivery.language);
    case 'push':
      return sendPush(deps, delivery.notification);
    default:
      return { status: 'failed', detail: `Unknown channel ${delivery.channel}.` };
  }
}

/** At most this many sends at once: a burst of stock alerts must not open hundreds of SMTP connections. */
const CONCURRENCY = 16;

export async function sendDeliveries(
  deps: FanOutDeps,
  deliveries: readonly PendingDelivery[],
): Promise<void> {
  for (let i = 0; i < deliveries.length; i += CONCURRENCY) {
    await Promise.all(deliveries.slice(i, i + CONCURRENCY).map((delivery) => deliverOne(deps, delivery)));
  }
}

async function deliverOne(deps: FanOutDeps, delivery: PendingDelivery): Promise<void> {
  let outcome: ChannelOutcome;
  try {
    outcome = await sendOne(deps, delivery);
  } catch (error) {
    outcome = { status: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
  if (outcome.status === 'failed') {
    deps.log.warn(
      { notification: delivery.notification.id, channel: delivery.channel, detail: outcome.detail },
      'notification delivery failed',
    );
  }
  await record(deps, delivery.id, outcome).catch((error: unknown) =>
    deps.log.error({ err: error, delivery: delivery.id }, 'could not record a delivery outcome'),
  );
}
