// /farmer/notifications/monitor: the user's own delivery log per channel — in-app, realtime, e-mail,
// SMS and push — with status and failures.
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { DeliveryLogSection } from '../components/delivery-log-section';
import { PageHeader } from '@/web/components/page-header';
import { notificationsText } from '@/web/features/notifications/i18n';

export function DeliveryMonitorPage() {
  useDocumentTitle(notificationsText.t('notificationMonitor'));
  return (
    <>
      <PageHeader
        title={notificationsText.t('notificationMonitor')}
        description={notificationsText.t('everyNotificationSentToYou')}
      />
      <DeliveryLogSection scope="mine" />
    </>
  );
}
