// Settings → Invoice → one farm (docs/product/invoices.md "Settings").
import { useParams } from 'react-router-dom';
import { FarmInvoiceSettingsPage } from '@/web/features/invoices/components/invoice-settings-pages';

export function Component() {
  const { farmId = '' } = useParams();
  return <FarmInvoiceSettingsPage key={farmId} farmId={farmId} />;
}
