// /farmer/sales/customers (docs/product/customers.md): the current farm's buyers sorted by name, searched by name,
// phone or e-mail on the server and paged there, with what each owes; add, edit, delete (archive when they have
// sales) and restore for the roles that allow it (sales module).
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { Pencil, Plus, RotateCcw, Trash2 } from 'lucide-react';
import type { Customer } from '@/shared/api/customers';
import { formatNumber } from '@/shared/i18n/format';
import { paths } from '@/shared/routes/paths';
import { formatMoney } from '@/shared/settings/format';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useCustomers, useDeleteCustomer, useSaveCustomer } from '../hooks/use-customers';
import { customersText } from '../i18n';
import { CustomerDialog } from './customer-dialog';
import { Pager } from './pager';

const PER_PAGE = 25;

export function CustomersPage({
  farmId,
  farmName,
  currency,
}: {
  farmId: string;
  farmName?: string;
  currency: string;
}) {
  useDocumentTitle(customersText.t('customers'));
  const can = useFarmCan();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [showArchived, setShowArchived] = useState(false);
  const [page, setPage] = useState(1);
  const customers = useCustomers(farmId, {
    q: q || undefined,
    include_archived: showArchived ? 'true' : undefined,
    page,
    per_page: PER_PAGE,
  });
  const save = useSaveCustomer(farmId);
  const remove = useDeleteCustomer(farmId);
  const [editing, setEditing] = useState<{ customer?: Customer } | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const mayCreate = can(farmId, 'sales.create');
  const mayEdit = can(farmId, 'sales.edit');
  const mayDelete = can(farmId, 'sales.delete');
  const money = (minor: number) => formatMoney(minor, currency);

  return (
    <>
      <PageHeader
        title={customersText.t('customers')}
        description={farmName ? customersText.t('customersDescription', { farmName }) : undefined}
        actions={
          mayCreate && (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing({})}>
              <Plus className="h-4 w-4" aria-hidden="true" /> {customersText.t('addCustomer')}
            </button>
          )
        }
      />
      <div className="mb-3 flex flex-wrap items-center gap-4">
        <label className="input input-sm w-full max-w-xs">
          <span className="sr-only">{customersText.t('search')}</span>
          <input
            type="search"
            aria-label={customersText.t('search')}
            placeholder={customersText.t('searchPlaceholder')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </label>
        <label className="label cursor-pointer gap-2">
          <input
            type="checkbox"
            className="toggle toggle-sm"
            checked={showArchived}
            onChange={(event) => {
              setShowArchived(event.target.checked);
              setPage(1);
            }}
          />
          {customersText.t('showArchived')}
        </label>
      </div>
      {customers.isPending ? (
        <LoadingState label={customersText.t('loading')} />
      ) : customers.isError ? (
        <ErrorState message={customersText.t('failedToLoad')} onRetry={() => void customers.refetch()} />
      ) : customers.data.meta.unfiltered_total === 0 ? (
        <EmptyState title={customersText.t('noCustomersYet')}>
          {customersText.t('noCustomersHelp')}
        </EmptyState>
      ) : customers.data.data.length === 0 ? (
        <p className="rounded-box border border-base-300 bg-base-100 p-4">{customersText.t('noMatches')}</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
            <table className="table">
              <thead>
                <tr>
                  <th>{customersText.t('name')}</th>
                  <th>{customersText.t('phone')}</th>
                  <th>{customersText.t('email')}</th>
                  <th className="text-right">{customersText.t('balanceOwed')}</th>
                  <th className="text-right">{customersText.t('creditLimit')}</th>
                  <th className="text-right">{customersText.t('openSales')}</th>
                  {(mayEdit || mayDelete) && <th className="sr-only">{customersText.t('actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {customers.data.data.map((customer) => (
                  <tr key={customer.id}>
                    <td>
                      <Link to={paths.farmer.customer(customer.id)} className="link link-hover font-medium">
                        {customer.name}
                      </Link>
                      {customer.archived && (
                        <span className="badge badge-ghost badge-sm ml-2">{customersText.t('archived')}</span>
                      )}
                    </td>
                    <td>{customer.phone ?? customersText.t('none')}</td>
                    <td>{customer.email ?? customersText.t('none')}</td>
                    <td className="text-right tabular-nums">{money(customer.balance_minor)}</td>
                    <td className="text-right tabular-nums">
                      {customer.credit_limit_minor === null
                        ? customersText.t('noLimit')
                        : money(customer.credit_limit_minor)}
                    </td>
                    <td className="text-right">{formatNumber(customer.open_sales)}</td>
                    {(mayEdit || mayDelete) && (
                      <td className="flex justify-end gap-1">
                        {mayEdit && customer.archived && (
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm"
                            disabled={save.isPending}
                            onClick={() => save.mutate({ id: customer.id, input: { archived: false } })}
                          >
                            <RotateCcw className="h-4 w-4" aria-hidden="true" /> {customersText.t('restore')}
                          </button>
                        )}
                        {mayEdit && (
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm btn-square"
                            aria-label={customersText.t('editName', { name: customer.name })}
                            onClick={() => setEditing({ customer })}
                          >
                            <Pencil className="h-4 w-4" aria-hidden="true" />
                          </button>
                        )}
                        {mayDelete && !customer.archived && (
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm btn-square text-error"
                            aria-label={customersText.t('deleteName', { name: customer.name })}
                            onClick={() => setDeleting(customer)}
                          >
                            <Trash2 className="h-4 w-4" aria-hidden="true" />
                          </button>
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-2 text-sm text-base-content/70">
            {customersText.t('showingCount', {
              shown: formatNumber(customers.data.data.length),
              total: formatNumber(customers.data.meta.total),
            })}
          </p>
          <Pager meta={customers.data.meta} onPage={setPage} />
        </>
      )}
      {editing && (
        <CustomerDialog
          farmId={farmId}
          currency={currency}
          customer={editing.customer}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={customersText.t('deleteQuestion', { name: deleting.name })}
          confirmLabel={customersText.t('deleteCustomer')}
          danger
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
        >
          <p>{customersText.t('deleteExplanation')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
