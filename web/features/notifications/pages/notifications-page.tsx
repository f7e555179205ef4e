// /farmer/notifications: all or unread, by type, paged; open, mark read, delete (with a confirm), mark
// all; relative times (docs/product/notifications.md); the sound preferences of this device; the preferences modal.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { CheckCheck, Settings } from 'lucide-react';
import type { NotificationView } from '@/shared/notifications/notification-view';
import { NOTIFICATION_TYPES, type NotificationType } from '@/shared/notifications/rules';
import { paths } from '@/shared/routes/paths';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { ConfirmDialog } from '../components/confirm-dialog';
import { NotificationDetailDialog } from '../components/notification-detail-dialog';
import { NotificationFilters, type Tab } from '../components/notification-filters';
import { NotificationLog } from '../components/notification-log';
import { PanelError } from '../components/panel-error';
import { PreferencesModal } from '../components/preferences/preferences-modal';
import { SoundPreferencesCard } from '../components/sound-preferences-card';
import { useInboxActions } from '../hooks/use-inbox';
import { useMinuteTick } from '../hooks/use-minute-tick';
import { useNotificationLogs } from '../hooks/use-notification-logs';
import { deleteError, markAllError, markReadError } from '../lib/messages';
import { notificationsText } from '@/web/features/notifications/i18n';

export function NotificationsPage() {
  useDocumentTitle(notificationsText.t('notifications'));
  useMinuteTick();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('show') === 'unread' ? 'unread' : 'all';
  const rawType = params.get('type') ?? '';
  const type = (NOTIFICATION_TYPES as readonly string[]).includes(rawType)
    ? (rawType as NotificationType)
    : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setFilters = (next: { show?: Tab; type?: string; page?: number }) => {
    const merged = { show: tab, type, page, ...next };
    const search = new URLSearchParams();
    if (merged.show === 'unread') search.set('show', 'unread');
    if (merged.type) search.set('type', merged.type);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: true });
  };

  const logs = useNotificationLogs({ page, unread: tab === 'unread', type: type || undefined });
  const actions = useInboxActions();
  const [detail, setDetail] = useState<NotificationView | null>(null);
  const [deleting, setDeleting] = useState<NotificationView | null>(null);
  const [busy, setBusy] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);

  // docs/product/notifications.md: shown in the panel, with Try Again to clear it (as the bell does), not as a toast.
  const [error, setError] = useState<string | null>(null);
  const markRead = (n: NotificationView) => actions.markRead(n.id).catch(() => setError(markReadError()));
  const open = (n: NotificationView) => {
    setDetail(n);
    if (!n.read) void markRead(n);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await actions.remove(deleting.id);
      toast.success(notificationsText.t('notificationDeleted'));
      setDeleting(null);
    } catch {
      toast.error(deleteError());
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end gap-3">
        <div className="flex-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{notificationsText.t('notifications')}</h1>
          <p className="mt-1 text-sm text-base-content/70">
            {notificationsText.t('taskRemindersCropUpdatesStock')}
          </p>
        </div>
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => actions.markAllRead().catch(() => setError(markAllError()))}
        >
          <CheckCheck className="h-4 w-4" aria-hidden="true" />
          {notificationsText.t('markAllAsRead')}
        </button>
        <button type="button" className="btn btn-sm" onClick={() => setPreferencesOpen(true)}>
          <Settings className="h-4 w-4" aria-hidden="true" />
          {notificationsText.t('notificationSettings')}
        </button>
      </header>

      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <section
          aria-label={notificationsText.t('notificationList')}
          className="card min-w-0 border border-base-300 bg-base-100"
        >
          <div className="card-body gap-4 p-3 sm:p-5">
            <PanelError error={error} onClear={() => setError(null)} className="rounded-box" />
            <NotificationFilters
              tab={tab}
              type={type}
              onTab={(show) => setFilters({ show, page: 1 })}
              onType={(t) => setFilters({ type: t, page: 1 })}
            />
            <NotificationLog
              query={logs}
              tab={tab}
              filtered={Boolean(type)}
              onOpen={open}
              onMarkRead={(n) => void markRead(n)}
              onDelete={setDeleting}
              onPage={(p) => setFilters({ page: p })}
            />
          </div>
        </section>
        <aside className="space-y-4">
          <SoundPreferencesCard />
          <nav
            aria-label={notificationsText.t('moreAboutNotifications')}
            className="card border border-base-300 bg-base-100 p-4 text-sm"
          >
            <Link className="link link-hover" to={paths.farmer.notificationsMonitor}>
              {notificationsText.t('deliveryMonitorWhatWasSent')}
            </Link>
            <Link className="link link-hover mt-2" to={paths.farmer.notificationsAdmin}>
              {notificationsText.t('yourChannelsRealtimePushAnd')}
            </Link>
          </nav>
        </aside>
      </div>

      {detail && <NotificationDetailDialog notification={detail} onClose={() => setDetail(null)} />}
      {deleting && (
        <ConfirmDialog
          title={notificationsText.t('deleteThisNotification')}
          message={notificationsText.t('deleteNotificationMessage', { title: deleting.title })}
          confirmLabel={notificationsText.t('delete')}
          busy={busy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
      {preferencesOpen && <PreferencesModal onClose={() => setPreferencesOpen(false)} />}
    </div>
  );
}
