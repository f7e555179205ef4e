// The delivery log: one row per notification and channel, with its status and, for a failure, why.
import clsx from 'clsx';
import type { Delivery } from '@/shared/contracts/notifications';
import { CHANNEL_LABELS, typeLabel } from '@/shared/notifications/labels';
import { relativeTime } from '@/shared/notifications/rules';
import { formatDateTime } from '@/shared/i18n/format';
import { localizeMessage } from '@/shared/i18n/messages';
import { Badge } from '@/shared/ui/badge';
import { statusLabel, statusVariant } from '../lib/status-badges';
import { notificationsText } from '@/web/features/notifications/i18n';

export function DeliveryTable({ rows, showUser = false }: { rows: Delivery[]; showUser?: boolean }) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table table-sm">
        <thead>
          <tr>
            <th scope="col">{notificationsText.t('when')}</th>
            <th scope="col">{notificationsText.t('notification')}</th>
            {showUser && <th scope="col">{notificationsText.t('user')}</th>}
            <th scope="col">{notificationsText.t('channel')}</th>
            <th scope="col">{notificationsText.t('status')}</th>
            <th scope="col" className="text-right">
              {notificationsText.t('attempts')}
            </th>
            <th scope="col">{notificationsText.t('detail')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="whitespace-nowrap">
                <time
                  dateTime={row.updated_at}
                  title={formatDateTime(row.updated_at, { dateStyle: 'medium', timeStyle: 'short' })}
                >
                  {relativeTime(row.updated_at)}
                </time>
              </td>
              <td className="min-w-40">
                <span className="block font-medium">{row.notification.title}</span>
                <span className="text-xs text-base-content/60">{typeLabel(row.notification.type)}</span>
              </td>
              {showUser && <td className="font-mono text-xs">{row.user_id.slice(0, 8)}</td>}
              <td>{CHANNEL_LABELS[row.channel] ?? row.channel}</td>
              <td>
                <Badge size="sm" variant={statusVariant(row.status)}>
                  {statusLabel(row.status)}
                </Badge>
              </td>
              <td className="text-right tabular-nums">{row.attempts}</td>
              <td
                className={clsx(
                  'max-w-xs break-words text-xs',
                  row.status === 'failed' ? 'text-error' : 'text-base-content/70',
                )}
              >
                {row.detail === null ? '—' : localizeMessage(row.detail)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
