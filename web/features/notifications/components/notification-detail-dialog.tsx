// docs/product/notifications.md notification detail: View Crop, View Task and Open Link when the notification has them, and Close.
import { useNavigate } from 'react-router-dom';
import { ExternalLink } from 'lucide-react';
import { detailActionLabel, typeLabel, SEVERITY_LABELS } from '@/shared/notifications/labels';
import { detailActions, type NotificationView } from '@/shared/notifications/notification-view';
import { relativeTime } from '@/shared/notifications/rules';
import { formatDateTime } from '@/shared/i18n/format';
import { Badge } from '@/shared/ui/badge';
import { SEVERITY_STYLE } from '@/shared/ui/notifications/severity-style';
import { Modal } from './modal';
import { notificationsText } from '@/web/features/notifications/i18n';

export function NotificationDetailDialog({
  notification,
  onClose,
}: {
  notification: NotificationView;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const actions = detailActions(notification);

  return (
    <Modal
      title={notification.title}
      onClose={onClose}
      aside={
        <Badge variant={SEVERITY_STYLE[notification.severity].badge} size="sm" className="mt-1">
          {SEVERITY_LABELS[notification.severity]}
        </Badge>
      }
      footer={
        <>
          {actions.map((action) =>
            action.external ? (
              <a
                key={action.label}
                href={action.to}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-sm btn-outline"
                onClick={onClose}
              >
                {detailActionLabel(action.label)}
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
              </a>
            ) : (
              <button
                key={action.label}
                type="button"
                className="btn btn-sm btn-outline"
                onClick={() => {
                  onClose();
                  navigate(action.to);
                }}
              >
                {detailActionLabel(action.label)}
              </button>
            ),
          )}
          <button type="button" className="btn btn-sm btn-primary" onClick={onClose}>
            {notificationsText.t('close')}
          </button>
        </>
      }
    >
      <p className="whitespace-pre-line leading-relaxed">{notification.message}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-base-content/70">{notificationsText.t('type')}</dt>
        <dd>{typeLabel(notification.type)}</dd>
        {notification.farmName && (
          <>
            <dt className="text-base-content/70">{notificationsText.t('farm')}</dt>
            <dd>{notification.farmName}</dd>
          </>
        )}
        {notification.cropName && (
          <>
            <dt className="text-base-content/70">{notificationsText.t('crop')}</dt>
            <dd>{notification.cropName}</dd>
          </>
        )}
        <dt className="text-base-content/70">{notificationsText.t('received')}</dt>
        <dd>
          <time
            dateTime={notification.createdAt}
            title={formatDateTime(notification.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          >
            {relativeTime(notification.createdAt)}
          </time>
        </dd>
      </dl>
      {notification.recommendations.length > 0 && (
        <section className="mt-4">
          <h3 className="mb-1 text-sm font-semibold">{notificationsText.t('recommendations')}</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {notification.recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </section>
      )}
    </Modal>
  );
}
