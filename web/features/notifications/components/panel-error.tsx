// docs/product/notifications.md: "Failed to mark notification as read" and "Failed to mark all notifications as read" are shown in the
// panel with a Try Again button that clears the error. One piece for the bell and the notifications page.
import clsx from 'clsx';
import { notificationsText } from '@/web/features/notifications/i18n';

export function PanelError({
  error,
  onClear,
  className,
}: {
  error: string | null;
  onClear: () => void;
  className?: string;
}) {
  if (!error) return null;
  return (
    <div
      role="alert"
      className={clsx('flex items-center gap-2 bg-error/10 px-4 py-2 text-sm text-error', className)}
    >
      <span className="flex-1">{error}</span>
      <button type="button" className="btn btn-xs btn-outline btn-error" onClick={onClear}>
        {notificationsText.t('tryAgain')}
      </button>
    </div>
  );
}
