// docs/product/notifications.md notification bell: a badge (99+ above 99, none at 0), a dropdown of unread notifications only, Mark
// all as read, a settings gear opening the preferences, View all notifications, and the detail dialog.
// docs/product/notifications.md: a failed mark shows its message in the panel with a Try Again button that clears it.
import { useEffect, useRef, useState } from 'react';
import { Bell } from 'lucide-react';
import { unreadOnly } from '@/shared/notifications/inbox';
import type { NotificationView } from '@/shared/notifications/notification-view';
import { badgeText } from '@/shared/notifications/rules';
import { paths } from '@/shared/routes/paths';
import { normalizeUserType } from '@/shared/session/dashboard';
import { useSession } from '@/web/lib/session';
import { markAllError, markReadError } from '../lib/messages';
import { useNotifications } from '../lib/notifications-context';
import { BellPanel } from './bell-panel';
import { NotificationDetailDialog } from './notification-detail-dialog';
import { PreferencesModal } from './preferences/preferences-modal';
import { notificationsText } from '@/web/features/notifications/i18n';

export function NotificationBell() {
  const notifications = useNotifications();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [detail, setDetail] = useState<NotificationView | null>(null);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const modalOpen = detail !== null || preferencesOpen;

  // A click outside, or Escape, closes the dropdown; not while one of its dialogs is on top of it.
  useEffect(() => {
    if (!open || modalOpen) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, modalOpen]);

  // docs/product/notifications.md: only an authenticated user gets notifications.
  if (!notifications) return null;
  const badge = badgeText(notifications.inbox.unreadCount);

  const openNotification = (n: NotificationView) => {
    setDetail(n);
    if (!n.read) notifications.markRead(n.id).catch(() => setError(markReadError()));
  };
  const markAll = () => {
    notifications.markAllRead().catch(() => setError(markAllError()));
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        className="btn btn-ghost btn-circle relative"
        aria-label={notificationsText.t('notifications')}
        aria-haspopup="dialog"
        aria-expanded={open}
        title={
          badge
            ? notificationsText.t('unreadcountUnread', { unreadCount: notifications.inbox.unreadCount })
            : notificationsText.t('noUnreadNotifications')
        }
        onClick={() => setOpen((value) => !value)}
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        {badge && (
          <span
            data-testid="notification-badge"
            className="badge badge-error badge-xs absolute -right-0.5 -top-0.5 h-5 min-w-5 px-1 text-[0.65rem] font-bold"
          >
            {badge}
          </span>
        )}
      </button>
      {open && (
        <BellPanel
          unread={unreadOnly(notifications.inbox.items)}
          unreadCount={notifications.inbox.unreadCount}
          loading={notifications.loading}
          error={error}
          onClearError={() => setError(null)}
          onOpen={openNotification}
          onMarkAll={markAll}
          onSettings={() => setPreferencesOpen(true)}
          onNavigate={() => setOpen(false)}
          viewAllTo={
            normalizeUserType(user?.user_type) === 'superadmin'
              ? paths.admin.notifications
              : paths.farmer.notifications
          }
        />
      )}
      {detail && <NotificationDetailDialog notification={detail} onClose={() => setDetail(null)} />}
      {preferencesOpen && <PreferencesModal onClose={() => setPreferencesOpen(false)} />}
    </div>
  );
}
