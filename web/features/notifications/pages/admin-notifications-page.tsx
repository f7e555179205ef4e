// /admin/notifications (superadmin): the delivery log across users with a failures filter, and the
// browser-notification broadcast.
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { BroadcastForm } from '../components/broadcast-form';
import { DeliveryLogSection } from '../components/delivery-log-section';
import { PageHeader } from '@/web/components/page-header';

export function AdminNotificationsPage() {
  useDocumentTitle('Platform notifications');
  return (
    <>
      <PageHeader
        title="Platform notifications"
        description="What every user was sent, on each channel, and what failed. Filter by channel, or show failures only."
      />
      <div className="space-y-6">
        <BroadcastForm />
        <DeliveryLogSection scope="all" />
      </div>
    </>
  );
}
