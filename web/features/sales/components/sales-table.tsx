// One row a sale: receipt (a link to the sale), day, buyer, items, status, total, paid and balance.
import { Link } from 'react-router-dom';
import clsx from 'clsx';
import type { SaleSummary } from '@/shared/api/sales';
import { paths } from '@/shared/routes/paths';
import { formatMoney } from '@/shared/settings/format';
import { salesText } from '../i18n';
import { STATUS_BADGE, statusLabel } from '../sale-labels';

export function SalesTable({
  sales,
  moment,
}: {
  sales: readonly SaleSummary[];
  moment: (iso: string) => string;
}) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table table-sm">
        <thead>
          <tr>
            <th>{salesText.t('receipt')}</th>
            <th>{salesText.t('date')}</th>
            <th>{salesText.t('customer')}</th>
            <th>{salesText.t('items')}</th>
            <th>{salesText.t('status')}</th>
            <th className="text-right">{salesText.t('total')}</th>
            <th className="text-right">{salesText.t('paid')}</th>
            <th className="text-right">{salesText.t('balance')}</th>
          </tr>
        </thead>
        <tbody>
          {sales.map((sale) => (
            <tr key={sale.id}>
              <td>
                <Link className="link link-hover font-medium" to={paths.farmer.sale(sale.id)}>
                  {salesText.t('receiptNumber', { number: sale.receipt_number })}
                </Link>
              </td>
              <td className="whitespace-nowrap">{moment(sale.sold_at)}</td>
              <td>{sale.customer_name ?? salesText.t('walkIn')}</td>
              <td className="max-w-xs truncate">{sale.items_text}</td>
              <td>
                <span className={clsx('badge badge-sm', STATUS_BADGE[sale.status])}>
                  {statusLabel(sale.status)}
                </span>
              </td>
              <td className="text-right tabular-nums">{formatMoney(sale.total_minor, sale.currency)}</td>
              <td className="text-right tabular-nums">
                {formatMoney(sale.paid_minor - sale.refunded_minor, sale.currency)}
              </td>
              <td className="text-right tabular-nums">{formatMoney(sale.balance_minor, sale.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
