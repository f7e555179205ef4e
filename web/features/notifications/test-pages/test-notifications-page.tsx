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
import { describeSendError, SendResultAlert, type SendResult } from './send-result';
import { localizeMessage } from '@/shared/i18n/messages';
import { TestPageFrame } from './test-page-frame';
import { notificationsText } from '@/web/features/notifications/i18n';

/** The server's answer in the current language, or "Sent." when it said nothing. */
const answered = (message: string | null | undefined) =>
  message ? localizeMessage(message) : notificationsText.t('sentShort');

export function TestNotificationsPage() {
  const api = useApi();
  const { user } = useSession();
  const { state } = useNotificationRealtime(user?.id ?? null);
  const [form, setForm] = useState<TestNotificationRequest>({
    type: 'general',
    category: 'test',
    message: notificationsText.t('testNotificationMessage'),
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
      return notificationsText
        .t('messageNotificationId', {
          message: answered(answer.message),
          id: answer.notification?.id ?? '',
        })
        .trim();
    });
  const quick = () => run(async () => answered((await sendTestNotification(api)).message));
  const eachType = () =>
    run(async () => {
      const all = await Promise.allSettled(
        TEST_NOTIFICATION_TYPES.map((type) => generateTestNotification(api, { ...payload(), type })),
      );
      const failed = all.filter((r) => r.status === 'rejected');
      if (failed.length) {
        console.error('Some test notifications failed', failed);
        throw new Error('Some test notifications failed');
      }
      return notificationsText.t('sentOneOfEachType', { count: all.length });
    });

  return (
    <TestPageFrame
      title={notificationsText.t('testNotifications')}
      realtimeState={state}
      intro={notificationsText.t('testNotificationsIntro')}
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
