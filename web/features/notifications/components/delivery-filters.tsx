// Channel and status filters of the delivery logs.
import { DELIVERY_CHANNELS, DELIVERY_STATUSES } from '@/shared/contracts/notifications';
import type { DeliveryQuery } from '@/shared/api/notification-diagnostics';
import { CHANNEL_LABELS } from '@/shared/notifications/labels';
import { notificationsText } from '@/web/features/notifications/i18n';
import { statusLabel } from '../lib/status-badges';

export function DeliveryFilters({
  query,
  onChange,
}: {
  query: DeliveryQuery;
  onChange: (next: Pick<DeliveryQuery, 'channel' | 'status'>) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="flex items-center gap-2 text-sm">
        <span>{notificationsText.t('channel')}</span>
        <select
          className="select select-sm w-36"
          value={query.channel ?? ''}
          onChange={(e) =>
            onChange({ ...query, channel: (e.target.value || undefined) as DeliveryQuery['channel'] })
          }
        >
          <option value="">{notificationsText.t('allChannels')}</option>
          {DELIVERY_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {CHANNEL_LABELS[c]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm">
        <span>{notificationsText.t('status')}</span>
        <select
          className="select select-sm w-32"
          value={query.status ?? ''}
          onChange={(e) =>
            onChange({ ...query, status: (e.target.value || undefined) as DeliveryQuery['status'] })
          }
        >
          <option value="">{notificationsText.t('anyStatus')}</option>
          {DELIVERY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="checkbox checkbox-sm checkbox-error"
          checked={query.status === 'failed'}
          onChange={(e) => onChange({ ...query, status: e.target.checked ? 'failed' : undefined })}
        />
        {notificationsText.t('failuresOnly')}
      </label>
    </div>
  );
}
