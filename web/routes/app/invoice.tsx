// /invoice/{id}: the printable invoice in the plain layout (docs/product/invoices.md "Printable invoice").
import { useParams } from 'react-router-dom';
import { localizeApiMessage } from '@/shared/api/i18n';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { PrintableInvoice } from '@/web/features/invoices/components/printable-invoice';
import { useInvoice } from '@/web/features/invoices/hooks/use-invoice';
import { invoicesText } from '@/web/features/invoices/i18n';

export function Component() {
  const { id = '' } = useParams();
  const invoice = useInvoice(id);
  if (invoice.isPending) return <LoadingState label={invoicesText.t('loadingInvoice')} />;
  if (invoice.isError) {
    return (
      <ErrorState
        message={localizeApiMessage(invoice.error.message) || invoicesText.t('invoiceNotFound')}
        onRetry={() => void invoice.refetch()}
      />
    );
  }
  return <PrintableInvoice invoice={invoice.data} />;
}
