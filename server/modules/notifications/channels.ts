// One send per channel, each answering what the delivery log records.
import { eq, inArray } from 'drizzle-orm';
import { deviceTokens } from '@/server/db/schema/notifications';
import { farms } from '@/server/db/schema/farms';
import type { Database } from '@/server/db/client';
import type { BatchItem, PublishResult } from '@/server/realtime/publisher';
import type { MessageDispatcher } from '@/server/lib/messages';
import type { PushSender } from '@/server/lib/push';
import { DEFAULT_LANGUAGE, type Language } from '@/server/lib/i18n';
import { UNREAD_COUNT_EVENT } from '@/shared/notifications/realtime-payload';
import {
  absoluteLink,
  inAppPayload,
  notificationsChannel,
  pushMessage,
  pushPayload,
  userChannel,
  type NotificationRow,
} from './payloads';
import {
  farmNotificationsChannel,
  NEW_NOTIFICATION_EVENT,
  NOTIFICATION_EVENT,
} from '@/shared/contracts/realtime-channels';
import { notificationText } from './i18n';

export interface ChannelDeps {
  db: Database;
  messages: MessageDispatcher;
  /** The kinds of the mail and SMS transports ('outbox' when only stored and logged). */
  transports: { mailer: string; sms: string };
  push: PushSender;
  appUrl: string | null;
}

export interface ChannelOutcome {
  status: 'sent' | 'failed' | 'skipped';
  detail: string;
}

/** The realtime publisher as fan-out sees it; `unavailable` says why nothing can be published right now. */
export interface RealtimePort {
  unavailable(): string | null;
  publish(channels: readonly string[], event: string, payload: unknown): Promise<PublishResult>;
  publishBatch(items: readonly BatchItem[]): Promise<PublishResult>;
}

export async function sendRealtime(realtime: RealtimePort, row: NotificationRow): Promise<ChannelOutcome> {
  const reason = realtime.unavailable();
  if (reason) return { status: 'skipped', detail: reason };
  const result = await realtime.publishBatch([
    { channel: userChannel(row.userId), event: NOTIFICATION_EVENT, payload: inAppPayload(row) },
    { channel: notificationsChannel(row.userId), event: NEW_NOTIFICATION_EVENT, payload: pushPayload(row) },
    // The widgets of the person's embed keys for this farm hear this channel only (docs/product/widgets.md).
    ...(row.farmId
      ? [
          {
            channel: farmNotificationsChannel(row.farmId, row.userId),
            event: NOTIFICATION_EVENT,
            payload: inAppPayload(row),
          },
        ]
      : []),
  ]);
  return result.ok
    ? {
        status: 'sent',
        detail: `Published on ${userChannel(row.userId)} and ${notificationsChannel(row.userId)}.`,
      }
    : { status: 'failed', detail: result.error };
}

/**
 * After a mark read, mark all or delete: the user's other screens (another tab, the extension's badge, a widget)
 * learn the new unread count at once instead of at their next poll. On the user channel, and on the farm channel
 * of each farm the change touched with that farm's count (what the widgets of that farm show); the notifications
 * channel carries new notifications alone (docs/product/notifications.md). Best effort: the change is saved whether
 * or not anyone hears.
 */
export async function publishUnreadCount(
  realtime: RealtimePort,
  userId: string,
  unreadCount: number,
  farmCounts: ReadonlyMap<string, number> = new Map(),
) {
  if (realtime.unavailable()) return;
  await realtime.publishBatch([
    { channel: userChannel(userId), event: UNREAD_COUNT_EVENT, payload: { unread_count: unreadCount } },
    ...[...farmCounts].map(([farmId, count]) => ({
      channel: farmNotificationsChannel(farmId, userId),
      event: UNREAD_COUNT_EVENT,
      payload: { unread_count: count },
    })),
  ]);
}

/** The stored row is already in the recipient's language; what the e-mail adds around it is written in it too. */
export async function sendEmail(
  deps: ChannelDeps,
  row: NotificationRow,
  to: string,
  lang: Language = DEFAULT_LANGUAGE,
): Promise<ChannelOutcome> {
  const link = absoluteLink(deps.appUrl, row.actionUrl);
  const text = [
    row.message,
    link ? notificationText.tIn(lang, 'emailOpenLink', { link }) : null,
    notificationText.tIn(lang, 'emailFooter'),
  ]
    .filter(Boolean)
    .join('\n\n');
  await deps.messages.sendEmail({ to, subject: row.title, text });
  return deps.transports.mailer === 'outbox'
    ? { status: 'sent', detail: 'No SMTP_URL: stored in the outbox and written to the server log.' }
    : { status: 'sent', detail: `Sent by ${deps.transports.mailer} to ${to}.` };
}

/** One SMS segment where possible: the title, the message, and the link when there is room. */
export function smsBody(
  row: NotificationRow,
  link: string | null,
  lang: Language = DEFAULT_LANGUAGE,
): string {
  const base = notificationText.tIn(lang, 'smsText', { title: row.title, message: row.message });
  const withLink = link ? `${base} ${link}` : base;
  if (withLink.length <= 320) return withLink;
  return `${base.slice(0, 300 - (link ? link.length + 1 : 0))}…${link ? ` ${link}` : ''}`;
}

export async function sendSms(
  deps: ChannelDeps,
  row: NotificationRow,
  to: string | null,
  lang: Language = DEFAULT_LANGUAGE,
): Promise<ChannelOutcome> {
  if (!to) return { status: 'skipped', detail: 'No phone number on the account.' };
  // The package that pays for the SMS (docs/product/integrations.md): the farm owner's, else the recipient's.
  const [farm] = row.farmId
    ? await deps.db.select({ ownerId: farms.ownerId }).from(farms).where(eq(farms.id, row.farmId))
    : [];
  const { kind } = await deps.messages.sendSms({
    to,
    body: smsBody(row, absoluteLink(deps.appUrl, row.actionUrl), lang),
    accountId: farm?.ownerId ?? row.userId,
    purpose: 'notification',
  });
  return kind === 'outbox'
    ? { status: 'sent', detail: 'No SMS provider: stored in the outbox and written to the server log.' }
    : { status: 'sent', detail: `Sent by ${kind} to ${to}.` };
}

/** Push to every device of the user; tokens the provider rejects for good are deleted (pruned). */
export async function sendPush(deps: ChannelDeps, row: NotificationRow): Promise<ChannelOutcome> {
  const rows = await deps.db
    .select({ token: deviceTokens.token })
    .from(deviceTokens)
    .where(eq(deviceTokens.userId, row.userId));
  const tokens = rows.map((r) => r.token);
  if (tokens.length === 0) return { status: 'skipped', detail: 'No device registered for push.' };
  const result = await deps.push.send(tokens, pushMessage(row, deps.appUrl));
  if (result.invalidTokens.length > 0) {
    await deps.db.delete(deviceTokens).where(inArray(deviceTokens.token, result.invalidTokens));
  }
  const pruned = result.invalidTokens.length
    ? ` Removed ${result.invalidTokens.length} rejected device token(s).`
    : '';
  if (result.sent > 0)
    return { status: 'sent', detail: `Sent to ${result.sent} of ${tokens.length} device(s).${pruned}` };
  return { status: 'failed', detail: `${result.error ?? 'No device accepted the message.'}${pruned}` };
}
