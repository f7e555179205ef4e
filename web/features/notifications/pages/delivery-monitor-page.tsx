// /farmer/notifications/monitor: the user's own delivery log per channel — in-app, realtime, e-mail,
// SMS and push — with status and failures.
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { DeliveryLogSection } from '../components/delivery-log-section';
import { PageHeader } from '@/web/components/page-header';

export function DeliveryMonitorPage() {
  useDocumentTitle('Notification monitor');
  return (
    <>
      <PageHeader
        title="Notification monitor"
        description="Every notification sent to you, on each channel: whether it arrived, was skipped by your preferences, or failed and why."
      />
      <DeliveryLogSection scope="mine" />
    </>
  );
}
