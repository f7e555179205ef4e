// /admin/notifications (superadmin): the delivery log across users with a failures filter, and the
// browser-notification broadcast.
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { BroadcastForm } from '../components/broadcast-form';
import { DeliveryLogSection } from '../components/delivery-log-section';
import { PageHeader } from '@/web/components/page-header';
import { notificationsText } from '@/web/features/notifications/i18n';

export function AdminNotificationsPage() {
  useDocumentTitle(notificationsText.t('platformNotifications'));
  return (
    <>
      <PageHeader
        title={notificationsText.t('platformNotifications')}
        description={notificationsText.t('whatEveryUserWasSent')}
      />
      <div className="space-y-6">
        <BroadcastForm />
        <DeliveryLogSection scope="all" />
      </div>
    </>
  );
}
