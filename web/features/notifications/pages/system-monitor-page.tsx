// /admin/notifications/system-monitor (superadmin): deliveries per channel over the last 24 hours, the
// e-mail and SMS outbox, and the realtime connection of this browser.
import { localizeMessage } from '@/shared/i18n/messages';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { DeliverySummary } from '../components/delivery-summary';
import { OutboxSection } from '../components/outbox-section';
import { PageHeader } from '@/web/components/page-header';
import { RealtimeCard } from '../components/realtime-card';
import { useDeliveries } from '../hooks/use-deliveries';
import { useNotifications } from '../lib/notifications-context';
import { notificationsText } from '@/web/features/notifications/i18n';

export function SystemMonitorPage() {
  useDocumentTitle(notificationsText.t('notificationSystemMonitor'));
  const notifications = useNotifications();
  // One row is enough: the summary covers every delivery of the last 24 hours.
  const deliveries = useDeliveries('all', { page: 1, per_page: 1 });
  return (
    <>
      <PageHeader
        title={notificationsText.t('notificationSystemMonitor')}
        description={notificationsText.t('deliveryFiguresPerChannelThe')}
      />
      <div className="space-y-6">
        {deliveries.isError ? (
          <div role="alert" className="rounded-box bg-error/10 p-4 text-sm text-error">
            {notificationsText.t('weCouldNotLoadThe3', {
              message: localizeMessage(deliveries.error.message),
            })}
          </div>
        ) : (
          deliveries.data && <DeliverySummary summary={deliveries.data.summary} />
        )}
        <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
          <div className="min-w-0">
            <OutboxSection />
          </div>
          <div className="self-start">
            <RealtimeCard
              state={notifications?.realtimeState ?? 'disconnected'}
              realtime={notifications?.realtime ?? null}
            />
          </div>
        </div>
      </div>
    </>
  );
}
