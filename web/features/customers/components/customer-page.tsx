// /farmer/sales/customers/:customerId (docs/product/customers.md "A customer's page"): their details, what they
// owe against their credit limit, and their sales newest first, each linking to the sale's page.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, Pencil } from 'lucide-react';
import type { Customer } from '@/shared/api/customers';
import { localizeApiMessage } from '@/shared/api/i18n';
import type { SaleStatus } from '@/shared/contracts/money-enums';
import { paths } from '@/shared/routes/paths';
import { formatMoney } from '@/shared/settings/format';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useCustomer, useCustomerSales } from '../hooks/use-customers';
import { useDateFormat } from '../hooks/use-date-format';
import { customersText } from '../i18n';
import { CustomerDialog } from './customer-dialog';
import { Pager } from './pager';

const STATUS_KEYS = {
  paid: 'status_paid',
  part_paid: 'status_part_paid',
  unpaid: 'status_unpaid',
  refunded: 'status_refunded',
} as const satisfies Record<SaleStatus, string>;

const STATUS_BADGE: Record<SaleStatus, string> = {
  paid: 'badge-success',
  part_paid: 'badge-warning',
  unpaid: 'badge-error',
  refunded: 'badge-ghost',
};

export function CustomerPage({
  farmId,
  customerId,
  currency,
}: {
  farmId: string;
  customerId: string;
  currency: string;
}) {
  const customer = useCustomer(farmId, customerId);
  useDocumentTitle(customer.data?.name ?? customersText.t('customers'));
  const can = useFarmCan();
  const [editing, setEditing] = useState(false);
  const mayEdit = can(farmId, 'sales.edit');

  if (customer.isPending) return <LoadingState label={customersText.t('loading')} />;
  if (customer.isError)
    return (
      <ErrorState
        message={localizeApiMessage(customer.error.message) || customersText.t('failedToLoadCustomer')}
        onRetry={() => void customer.refetch()}
      />
    );
  const c = customer.data;
  return (
    <>
      <Link
        to={paths.farmer.customers}
        className="link link-hover mb-2 inline-flex items-center gap-1 text-sm"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {customersText.t('backToCustomers')}
      </Link>
      <PageHeader
        title={c.name}
        description={
          c.archived ? <span className="badge badge-ghost">{customersText.t('archived')}</span> : undefined
        }
        actions={
          mayEdit && (
            <button type="button" className="btn btn-sm" onClick={() => setEditing(true)}>
              <Pencil className="h-4 w-4" aria-hidden="true" />{' '}
              {customersText.t('editName', { name: c.name })}
            </button>
          )
        }
      />
      <CustomerFacts customer={c} currency={currency} />
      <CustomerSales farmId={farmId} customerId={customerId} currency={currency} />
      {editing && (
        <CustomerDialog farmId={farmId} currency={currency} customer={c} onClose={() => setEditing(false)} />
      )}
    </>
  );
}

function CustomerFacts({ customer: c, currency }: { customer: Customer; currency: string }) {
  const date = useDateFormat();
  const overLimit = c.credit_limit_minor !== null && c.balance_minor > c.credit_limit_minor;
  const fact = (label: string, value: string | null) => (
    <div>
      <dt className="text-sm text-base-content/70">{label}</dt>
      <dd>{value ?? customersText.t('none')}</dd>
    </div>
  );
  return (
    <section aria-label={customersText.t('details')} className="mb-6 grid gap-4 md:grid-cols-2">
      <div className="rounded-box border border-base-300 bg-base-100 p-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          {fact(customersText.t('phone'), c.phone)}
          {fact(customersText.t('email'), c.email)}
          {fact(customersText.t('taxId'), c.tax_id)}
          {fact(
            customersText.t('lastSale'),
            c.last_sale_at ? date(c.last_sale_at) : customersText.t('never'),
          )}
          {c.notes && <div className="sm:col-span-2">{fact(customersText.t('notes'), c.notes)}</div>}
        </dl>
      </div>
      <div className="rounded-box border border-base-300 bg-base-100 p-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-base-content/70">{customersText.t('balanceOwed')}</dt>
            <dd className={overLimit ? 'text-2xl font-bold text-error' : 'text-2xl font-bold'}>
              {formatMoney(c.balance_minor, currency)}
            </dd>
            {overLimit && <p className="text-sm text-error">{customersText.t('overLimit')}</p>}
          </div>
          {fact(
            customersText.t('creditLimit'),
            c.credit_limit_minor === null
              ? customersText.t('noLimit')
              : formatMoney(c.credit_limit_minor, currency),
          )}
          {fact(customersText.t('openSales'), String(c.open_sales))}
        </dl>
      </div>
    </section>
  );
}

function CustomerSales({
  farmId,
  customerId,
  currency,
}: {
  farmId: string;
  customerId: string;
  currency: string;
}) {
  const [page, setPage] = useState(1);
  const sales = useCustomerSales(farmId, customerId, page);
  const date = useDateFormat();
  return (
    <section aria-labelledby="customer-sales-heading">
      <h2 id="customer-sales-heading" className="mb-2 text-lg font-semibold">
        {customersText.t('theirSales')}
      </h2>
      {sales.isPending ? (
        <LoadingState label={customersText.t('loading')} />
      ) : sales.isError ? (
        <ErrorState message={customersText.t('failedToLoad')} onRetry={() => void sales.refetch()} />
      ) : sales.data.data.length === 0 ? (
        <p className="text-base-content/70">{customersText.t('noSalesYet')}</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
            <table className="table">
              <thead>
                <tr>
                  <th>{customersText.t('receipt')}</th>
                  <th>{customersText.t('date')}</th>
                  <th>{customersText.t('status')}</th>
                  <th className="text-right">{customersText.t('total')}</th>
                  <th className="text-right">{customersText.t('paid')}</th>
                  <th className="text-right">{customersText.t('balance')}</th>
                </tr>
              </thead>
              <tbody>
                {sales.data.data.map((sale) => (
                  <tr key={sale.id}>
                    <td>
                      <Link to={`${paths.farmer.sales}/${sale.id}`} className="link link-hover">
                        {customersText.t('receiptNumber', { number: sale.receipt_number })}
                      </Link>
                    </td>
                    <td>{date(sale.sold_at)}</td>
                    <td>
                      <span className={`badge badge-sm ${STATUS_BADGE[sale.status]}`}>
                        {customersText.t(STATUS_KEYS[sale.status])}
                      </span>
                    </td>
                    <td className="text-right tabular-nums">
                      {formatMoney(sale.total_minor, sale.currency || currency)}
                    </td>
                    <td className="text-right tabular-nums">
                      {formatMoney(sale.paid_minor - sale.refunded_minor, sale.currency || currency)}
                    </td>
                    <td className="text-right tabular-nums">
                      {formatMoney(sale.balance_minor, sale.currency || currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager meta={sales.data.meta} onPage={setPage} />
        </>
      )}
    </section>
  );
}
