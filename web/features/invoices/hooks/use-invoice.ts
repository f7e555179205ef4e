// One invoice for the printable page, its PDF and e-mailing it (docs/product/invoices.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { downloadInvoicePdf, emailInvoice, getInvoice, type InvoiceDetail } from '@/shared/api/invoices';
import { useApi } from '@/web/lib/api';
import { invoiceKeys } from '../invoice-keys';
import { invoicesText } from '../i18n';

export function useInvoice(invoiceId: string) {
  const api = useApi();
  return useQuery({
    queryKey: invoiceKeys.invoice(invoiceId),
    queryFn: ({ signal }) => getInvoice(api, invoiceId, signal),
    retry: false,
  });
}

export function useDownloadInvoicePdf(invoice: InvoiceDetail) {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      const blob = await downloadInvoicePdf(api, invoice.farm_id, invoice.id);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${invoice.number_text}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
    onError: () => toast.error(invoicesText.t('couldNotDownload')),
  });
}

export function useEmailInvoice(invoice: InvoiceDetail) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (to: string | null) => emailInvoice(api, invoice.farm_id, invoice.id, { to }),
    onSuccess: (body) => {
      client.setQueryData(invoiceKeys.invoice(invoice.id), body.data);
      toast.success(invoicesText.t('emailed', { to: body.data.emailed_to ?? '' }));
    },
  });
}
