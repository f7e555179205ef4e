// The paid / part paid / unpaid / void stamp of the printable invoice.
import clsx from 'clsx';
import type { InvoiceDetail } from '@/shared/api/invoices';
import { invoicesText, type InvoicesTextKey } from '../i18n';

export const STATUS_LABEL: Record<InvoiceDetail['status'], InvoicesTextKey> = {
  paid: 'statusPaid',
  part_paid: 'statusPartPaid',
  unpaid: 'statusUnpaid',
  refunded: 'statusRefunded',
  void: 'statusVoid',
};

const TONE: Record<InvoiceDetail['status'], string> = {
  paid: 'border-success text-success',
  part_paid: 'border-warning text-warning',
  unpaid: 'border-error text-error',
  refunded: 'border-base-content/60 text-base-content/60',
  void: 'border-error text-error',
};

export function InvoiceStamp({ status, overdue }: { status: InvoiceDetail['status']; overdue: boolean }) {
  return (
    <div className="flex flex-col items-end gap-1">
      <span
        className={clsx(
          'inline-block -rotate-6 rounded border-4 px-3 py-1 text-lg font-extrabold uppercase tracking-widest',
          TONE[status],
        )}
      >
        {invoicesText.t(STATUS_LABEL[status])}
      </span>
      {overdue && <span className="text-sm font-semibold text-error">{invoicesText.t('overdue')}</span>}
    </div>
  );
}
