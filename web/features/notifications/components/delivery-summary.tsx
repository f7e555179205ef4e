// Deliveries per channel and status over the last 24 hours (DeliverySummarySchema), one card per channel.
import { DELIVERY_CHANNELS } from '@/shared/contracts/notifications';
import { CHANNEL_LABELS } from '@/shared/notifications/labels';
import { notificationsText } from '@/web/features/notifications/i18n';
import { statusLabel } from '../lib/status-badges';

export function DeliverySummary({ summary }: { summary: Record<string, Record<string, number>> }) {
  return (
    <section aria-label={notificationsText.t('deliveriesInTheLast24')}>
      <h2 className="mb-2 text-sm font-semibold text-base-content/70">
        {notificationsText.t('last24Hours')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {DELIVERY_CHANNELS.map((channel) => {
          const counts = summary[channel] ?? {};
          const total = Object.values(counts).reduce((a, b) => a + b, 0);
          return (
            <li key={channel} className="rounded-box border border-base-300 bg-base-100 p-3">
              <p className="text-sm font-medium">{CHANNEL_LABELS[channel]}</p>
              <p className="text-2xl font-bold tabular-nums">{total}</p>
              <p className="text-xs text-base-content/70">
                {total === 0
                  ? notificationsText.t('nothingSent')
                  : Object.entries(counts)
                      .map(([status, n]) =>
                        notificationsText.t('statusCount', { count: n, status: statusLabel(status) }),
                      )
                      .join(' · ')}
              </p>
              {(counts.failed ?? 0) > 0 && (
                <p className="mt-1 text-xs font-semibold text-error">
                  {notificationsText.t('failedFailed', { failed: counts.failed })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
