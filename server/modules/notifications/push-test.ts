// POST /api/notifications/fcm-test: a notification sent on push only, answering what the push channel did, so
// the test page can say "push is off on this server" instead of failing silently.
import { and, eq } from 'drizzle-orm';
import { notificationDeliveries } from '@/server/db/schema/notifications';
import { notificationText } from './i18n';
import type { NotificationService } from './service';

export async function sendPushTest(service: NotificationService, userId: string) {
  const { row } = await service.notify({
    userId,
    type: 'system',
    category: 'test',
    title: (lang) => notificationText.tIn(lang, 'pushTestTitle'),
    message: (lang) => notificationText.tIn(lang, 'pushTestMessage'),
    only: ['push'],
  });
  const [delivery] = await service.deps.db
    .select({ status: notificationDeliveries.status, detail: notificationDeliveries.detail })
    .from(notificationDeliveries)
    .where(
      and(eq(notificationDeliveries.notificationId, row.id), eq(notificationDeliveries.channel, 'push')),
    );
  const status = delivery?.status ?? 'failed';
  const detail = delivery?.detail ?? null;
  const message =
    status === 'sent'
      ? 'Test push notification sent.'
      : status === 'off'
        ? 'Push notifications are not configured on this server.'
        : `The push notification was not sent: ${detail ?? 'unknown reason'}`;
  return { success: status === 'sent', message, notification: { id: row.id }, push: { status, detail } };
}
