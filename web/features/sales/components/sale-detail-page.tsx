// /farmer/sales/:saleId (docs/product/sales.md "A sale's page"): its lines, payments and refunds, status and what
// is owed; record a payment, a return or refund, open its invoice, print the receipt.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { ArrowLeft, FileText, Printer, Undo2 } from 'lucide-react';
import type { Sale } from '@/shared/api/sales';
import { paths } from '@/shared/routes/paths';
import { formatMoney } from '@/shared/settings/format';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useMomentFormat } from '../hooks/use-moment-format';
import { useSale, useSaleOptions } from '../hooks/use-sales';
import { salesText } from '../i18n';
import { STATUS_BADGE, methodLabel, statusLabel } from '../sale-labels';
import { PaymentForm } from './payment-form';
import { ReturnDialog } from './return-dialog';

export function SaleDetailPage({ farmId, saleId }: { farmId: string; saleId: string }) {
  const sale = useSale(farmId, saleId);
  useDocumentTitle(
    sale.data ? salesText.t('receiptNumber', { number: sale.data.receipt_number }) : salesText.t('sale'),
  );
  if (sale.isPending) return <LoadingState label={salesText.t('sale')} />;
  if (sale.isError) return <ErrorState message={sale.error.message} onRetry={() => void sale.refetch()} />;
  return <SaleView farmId={farmId} sale={sale.data} />;
}

function SaleView({ farmId, sale }: { farmId: string; sale: Sale }) {
  const can = useFarmCan();
  const moment = useMomentFormat();
  const mayEdit = can(farmId, 'sales.edit');
  const options = useSaleOptions(farmId);
  const [returning, setReturning] = useState(false);
  const money = (minor: number) => formatMoney(minor, sale.currency);
  const kept = sale.paid_minor - sale.refunded_minor;
  const mayReturn = sale.lines.some((l) => Number(l.returned_quantity) < Number(l.quantity)) || kept > 0;

  return (
    <>
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            {salesText.t('receiptNumber', { number: sale.receipt_number })}
            <span className={clsx('badge', STATUS_BADGE[sale.status])}>{statusLabel(sale.status)}</span>
          </span>
        }
        description={`${sale.customer_name ?? salesText.t('walkIn')} · ${moment(sale.sold_at)} · ${
          sale.channel === 'pos' ? salesText.t('channelPos') : salesText.t('channelManual')
        }`}
        actions={
          <div className="flex flex-wrap gap-2 print:hidden">
            <Link className="btn btn-ghost btn-sm" to={paths.farmer.sales}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              {salesText.t('backToSales')}
            </Link>
            {sale.invoice && (
              <a
                className="btn btn-sm"
                href={paths.invoice(sale.invoice.id)}
                target="_blank"
                rel="noreferrer"
              >
                <FileText className="h-4 w-4" aria-hidden="true" />
                {salesText.t('invoice', { number: sale.invoice.number_text })}
              </a>
            )}
            <button type="button" className="btn btn-sm" onClick={() => window.print()}>
              <Printer className="h-4 w-4" aria-hidden="true" />
              {salesText.t('printReceipt')}
            </button>
            {mayEdit && mayReturn && (
              <button type="button" className="btn btn-sm" onClick={() => setReturning(true)}>
                <Undo2 className="h-4 w-4" aria-hidden="true" />
                {salesText.t('returnOrRefund')}
              </button>
            )}
          </div>
        }
      />

      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
        <table className="table table-sm">
          <thead>
            <tr>
              <th>{salesText.t('description')}</th>
              <th className="text-right">{salesText.t('quantity')}</th>
              <th className="text-right">{salesText.t('unitPrice')}</th>
              <th className="text-right">{salesText.t('discount')}</th>
              <th>{salesText.t('tax')}</th>
              <th className="text-right">{salesText.t('lineTotal')}</th>
              <th className="text-right">{salesText.t('returned')}</th>
            </tr>
          </thead>
          <tbody>
            {sale.lines.map((line) => (
              <tr key={line.id}>
                <td>{line.description}</td>
                <td className="text-right tabular-nums">
                  {line.quantity} {line.unit}
                </td>
                <td className="text-right tabular-nums">{money(line.unit_price_minor)}</td>
                <td className="text-right tabular-nums">{money(line.discount_minor)}</td>
                <td>{line.tax_name ? `${line.tax_name} (${line.tax_basis_points / 100}%)` : '—'}</td>
                <td className="text-right tabular-nums">{money(line.total_minor)}</td>
                <td className="text-right tabular-nums">
                  {Number(line.returned_quantity) > 0 ? line.returned_quantity : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <section className="rounded-box border border-base-300 bg-base-100 p-4">
          <dl className="grid grid-cols-2 gap-1 tabular-nums">
            <dt>{salesText.t('subtotal')}</dt>
            <dd className="text-right">{money(sale.subtotal_minor)}</dd>
            <dt>{salesText.t('discounts')}</dt>
            <dd className="text-right">{money(sale.discount_minor)}</dd>
            <dt>{salesText.t('taxes')}</dt>
            <dd className="text-right">{money(sale.tax_minor)}</dd>
            <dt className="font-semibold">{salesText.t('total')}</dt>
            <dd className="text-right font-semibold">{money(sale.total_minor)}</dd>
            <dt>{salesText.t('paid')}</dt>
            <dd className="text-right">{money(sale.paid_minor)}</dd>
            {sale.refunded_minor > 0 && (
              <>
                <dt>{salesText.t('refunded')}</dt>
                <dd className="text-right">{money(sale.refunded_minor)}</dd>
              </>
            )}
            {sale.change_minor > 0 && (
              <>
                <dt>{salesText.t('change')}</dt>
                <dd className="text-right">{money(sale.change_minor)}</dd>
              </>
            )}
            <dt className="font-semibold">{salesText.t('balance')}</dt>
            <dd className="text-right font-semibold" data-testid="sale-balance">
              {money(sale.balance_minor)}
            </dd>
          </dl>
          {sale.note && <p className="mt-3 text-sm text-base-content/70">{sale.note}</p>}
          {sale.created_by_name && (
            <p className="mt-1 text-sm text-base-content/60">
              {salesText.t('soldBy', { name: sale.created_by_name })}
            </p>
          )}
        </section>

        <section className="rounded-box border border-base-300 bg-base-100 p-4">
          <h2 className="mb-2 font-semibold">{salesText.t('payments')}</h2>
          {sale.payments.length === 0 ? (
            <p className="text-sm text-base-content/70">{salesText.t('noPayments')}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {sale.payments.map((p) => (
                <li key={p.id} className="flex justify-between gap-2">
                  <span>
                    {p.kind === 'refund' ? salesText.t('kindRefund') : salesText.t('kindPayment')} ·{' '}
                    {methodLabel(p.method)}
                    {p.reference ? ` · ${p.reference}` : ''} · {moment(p.received_at)}
                  </span>
                  <span className="tabular-nums">
                    {money(p.kind === 'refund' ? -p.amount_minor : p.amount_minor)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {mayEdit && sale.balance_minor > 0 && options.data && (
            <div className="mt-4 print:hidden">
              <h3 className="mb-2 text-sm font-semibold">{salesText.t('recordPayment')}</h3>
              <PaymentForm farmId={farmId} sale={sale} methods={options.data.payment_methods} />
            </div>
          )}
        </section>
      </div>
      {returning && <ReturnDialog farmId={farmId} sale={sale} onClose={() => setReturning(false)} />}
    </>
  );
}
