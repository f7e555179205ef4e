// /test-notifications (docs/product/notifications.md): generate test notifications of the types and categories of docs/product/notifications.md for
// the signed-in user, one at a time or one of each type.
import { useState } from 'react';
import {
  generateTestNotification,
  sendTestNotification,
  type TestNotificationRequest,
} from '@/shared/api/notification-diagnostics';
import { TEST_NOTIFICATION_CATEGORIES, TEST_NOTIFICATION_TYPES } from '@/shared/contracts/notifications';
import { useApi } from '@/web/lib/api';
import { useSession } from '@/web/lib/session';
import { useNotificationRealtime } from '../hooks/use-realtime';
import { describeSendError, SEND_FAILED, SendResultAlert, type SendResult } from './send-result';
import { TestPageFrame } from './test-page-frame';
import { notificationsText } from '@/web/features/notifications/i18n';

export function TestNotificationsPage() {
  const api = useApi();
  const { user } = useSession();
  const { state } = useNotificationRealtime(user?.id ?? null);
  const [form, setForm] = useState<TestNotificationRequest>({
    type: 'general',
    category: 'test',
    message: 'This is a test notification.',
    farm_id: '',
  });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SendResult | null>(null);

  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setResult(null);
    try {
      setResult({ kind: 'success', text: await action() });
    } catch (error) {
      setResult(describeSendError(error));
    } finally {
      setBusy(false);
    }
  };
  const payload = () => ({ ...form, farm_id: form.farm_id?.trim() || undefined });
  const generate = () =>
    run(async () => {
      const answer = await generateTestNotification(api, payload());
      return `${answer.message ?? 'Sent.'} Notification ${answer.notification?.id ?? ''}`.trim();
    });
  const quick = () => run(async () => (await sendTestNotification(api)).message ?? 'Sent.');
  const eachType = () =>
    run(async () => {
      const all = await Promise.allSettled(
        TEST_NOTIFICATION_TYPES.map((type) => generateTestNotification(api, { ...payload(), type })),
      );
      const failed = all.filter((r) => r.status === 'rejected');
      if (failed.length) {
        console.error('Some test notifications failed', failed);
        throw new Error(SEND_FAILED);
      }
      return `Sent ${all.length} notifications, one of each type.`;
    });

  return (
    <TestPageFrame
      title={notificationsText.t('testNotifications')}
      realtimeState={state}
      intro="Sends test notifications to your own account through every channel your preferences allow. Watch the bell."
    >
      <section className="card border border-base-300 bg-base-100">
        <div className="card-body gap-3 p-4 sm:p-5">
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="flex flex-col gap-1 text-sm">
              {notificationsText.t('type')}
              <select
                className="select select-sm w-full"
                value={form.type}
                onChange={(e) =>
                  setForm({ ...form, type: e.target.value as TestNotificationRequest['type'] })
                }
              >
                {TEST_NOTIFICATION_TYPES.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm">
              {notificationsText.t('category')}
              <select
                className="select select-sm w-full"
                value={form.category}
                onChange={(e) =>
                  setForm({ ...form, category: e.target.value as TestNotificationRequest['category'] })
                }
              >
                {TEST_NOTIFICATION_CATEGORIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm sm:col-span-2">
              {notificationsText.t('message')}
              <textarea
                className="textarea textarea-sm w-full"
                rows={2}
                value={form.message}
                onChange={(e) => setForm({ ...form, message: e.target.value })}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              {notificationsText.t('farmIdOptional')}
              <input
                className="input input-sm w-full"
                value={form.farm_id ?? ''}
                onChange={(e) => setForm({ ...form, farm_id: e.target.value })}
              />
            </label>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={!user || busy}
              onClick={generate}
            >
              {notificationsText.t('generateNotification')}
            </button>
            <button type="button" className="btn btn-sm" disabled={!user || busy} onClick={eachType}>
              {notificationsText.t('sendOneOfEachType')}
            </button>
            <button type="button" className="btn btn-sm" disabled={!user || busy} onClick={quick}>
              {notificationsText.t('quickTestNotification')}
            </button>
          </div>
          <SendResultAlert result={result} />
        </div>
      </section>
    </TestPageFrame>
  );
}
