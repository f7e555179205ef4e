// /farmer/finances/expenses: the farm's expenses, newest first, filtered by category, method, period and a search
// of the descriptions, 25 a page with the filtered set's totals; add, edit (with the receipt) and delete for those
// whose role allows them (docs/product/expenses.md). ?expense=<id> opens that expense, as the cash book links it.
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Paperclip, Plus } from 'lucide-react';
import type { Expense, ExpenseListQuery } from '@/shared/api/expenses';
import { PAYMENT_METHODS } from '@/shared/contracts/money-enums';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { categoryName, methodName } from '../category-names';
import { localToday, useDisplay } from '../hooks/use-display';
import { useDeleteExpense, useExpense, useExpenseCategories, useExpenseList } from '../hooks/use-expenses';
import { expensesText } from '../i18n';
import { ExpenseDialog } from './expense-dialog';
import { Pager } from './pager';

const t = expensesText.t;
const PER_PAGE = 25;

interface Filters {
  category_id: string;
  payment_method: string;
  from: string;
  to: string;
  q: string;
}
const NO_FILTERS: Filters = { category_id: '', payment_method: '', from: '', to: '', q: '' };

export interface ExpensesPageProps {
  farmId: string;
  farmName: string;
  toolbar?: ReactNode;
}

export function ExpensesPage({ farmId, farmName, toolbar }: ExpensesPageProps) {
  useDocumentTitle(t('expenses'));
  const can = useFarmCan();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const q = useDeferredValue(filters.q);
  const categories = useExpenseCategories(farmId);
  const opened = params.get('expense');
  const openedExpense = useExpense(farmId, opened);
  const mayAdd = can(farmId, 'finances.create');
  const mayEdit = can(farmId, 'finances.edit');
  const mayDelete = can(farmId, 'finances.delete');
  const query: ExpenseListQuery = {
    category_id: filters.category_id || undefined,
    payment_method: (filters.payment_method || undefined) as ExpenseListQuery['payment_method'],
    from: filters.from || undefined,
    to: filters.to || undefined,
    q: q.trim() || undefined,
    page,
    per_page: PER_PAGE,
  };
  const setFilter = (key: keyof Filters, value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  const open = (expense: Expense) => setParams({ expense: expense.id });
  const close = () => setParams({});
  const filtered = Object.values(filters).some(Boolean);

  return (
    <>
      <PageHeader
        title={t('expenses')}
        description={t('expensesDescription', { farmName })}
        actions={
          <>
            {toolbar}
            {mayAdd && (
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)}>
                <Plus className="h-4 w-4" aria-hidden="true" /> {t('addExpense')}
              </button>
            )}
          </>
        }
      />
      <div className="mb-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-5" role="search">
        <label className="form-control">
          <span className="label-text">{t('category')}</span>
          <select
            className="select select-bordered select-sm"
            value={filters.category_id}
            onChange={(e) => setFilter('category_id', e.target.value)}
          >
            <option value="">{t('allCategories')}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {categoryName(c)}
              </option>
            ))}
          </select>
        </label>
        <label className="form-control">
          <span className="label-text">{t('paymentMethod')}</span>
          <select
            className="select select-bordered select-sm"
            value={filters.payment_method}
            onChange={(e) => setFilter('payment_method', e.target.value)}
          >
            <option value="">{t('allMethods')}</option>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {methodName(m)}
              </option>
            ))}
          </select>
        </label>
        <label className="form-control">
          <span className="label-text">{t('from')}</span>
          <input
            type="date"
            className="input input-bordered input-sm"
            value={filters.from}
            onChange={(e) => setFilter('from', e.target.value)}
          />
        </label>
        <label className="form-control">
          <span className="label-text">{t('to')}</span>
          <input
            type="date"
            className="input input-bordered input-sm"
            value={filters.to}
            onChange={(e) => setFilter('to', e.target.value)}
          />
        </label>
        <label className="form-control">
          <span className="label-text">{t('search')}</span>
          <input
            type="search"
            className="input input-bordered input-sm"
            placeholder={t('searchPlaceholder')}
            value={filters.q}
            onChange={(e) => setFilter('q', e.target.value)}
          />
        </label>
      </div>
      <ExpenseList
        farmId={farmId}
        query={query}
        filtered={filtered}
        onClear={() => setFilters(NO_FILTERS)}
        onPage={setPage}
        onOpen={mayEdit ? open : undefined}
        mayDelete={mayDelete}
      />
      {adding && <ExpenseDialog farmId={farmId} today={localToday()} onClose={() => setAdding(false)} />}
      {opened && openedExpense.data && (
        <ExpenseDialog
          key={openedExpense.data.id}
          farmId={farmId}
          today={localToday()}
          expense={openedExpense.data}
          onClose={close}
        />
      )}
    </>
  );
}

function ExpenseList(props: {
  farmId: string;
  query: ExpenseListQuery;
  filtered: boolean;
  onClear: () => void;
  onPage: (page: number) => void;
  onOpen?: (expense: Expense) => void;
  mayDelete: boolean;
}) {
  const list = useExpenseList(props.farmId, props.query);
  const remove = useDeleteExpense(props.farmId);
  const show = useDisplay();
  if (list.isPending) return <LoadingState label={t('loading')} />;
  if (list.isError) return <ErrorState message={t('failedToLoad')} onRetry={() => void list.refetch()} />;
  const { data, meta } = list.data;
  if (data.length === 0)
    return props.filtered ? (
      <EmptyState
        title={t('noMatch')}
        action={
          <button type="button" className="btn btn-sm" onClick={props.onClear}>
            {t('clearFilters')}
          </button>
        }
      />
    ) : (
      <EmptyState title={t('noExpenses')}>{t('noExpensesHelp')}</EmptyState>
    );
  const pages = Math.max(1, Math.ceil(meta.total / Math.max(1, meta.per_page)));
  return (
    <>
      <p className="mb-2 text-sm text-base-content/70" aria-live="polite">
        {t('totals', {
          count: meta.total,
          amount: show.money(meta.total_amount_minor, meta.currency),
          tax: show.money(meta.total_tax_minor, meta.currency),
        })}
      </p>
      <div className="overflow-x-auto">
        <table className="table table-sm">
          <thead>
            <tr>
              <th>{t('date')}</th>
              <th>{t('description')}</th>
              <th>{t('category')}</th>
              <th>{t('supplier')}</th>
              <th>{t('paymentMethod')}</th>
              <th className="text-right">{t('amount')}</th>
              <th>
                <span className="sr-only">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((expense) => (
              <tr key={expense.id}>
                <td className="whitespace-nowrap">{show.day(expense.spent_on)}</td>
                <td>
                  {props.onOpen ? (
                    <button type="button" className="link" onClick={() => props.onOpen!(expense)}>
                      {expense.description}
                    </button>
                  ) : (
                    expense.description
                  )}
                  {expense.has_receipt && (
                    <Paperclip className="ml-1 inline h-3 w-3" aria-label={t('receipt')} role="img" />
                  )}
                  {[expense.crop?.name, expense.field?.name, expense.item?.name].some(Boolean) && (
                    <span className="block text-xs text-base-content/70">
                      {[expense.crop?.name, expense.field?.name, expense.item?.name]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  )}
                </td>
                <td>{categoryName(expense.category)}</td>
                <td>{expense.supplier?.name ?? ''}</td>
                <td>
                  {methodName(expense.payment_method)}
                  {expense.reference && <span className="block text-xs">{expense.reference}</span>}
                </td>
                <td className="text-right tabular-nums">
                  {show.money(expense.amount_minor, expense.currency)}
                </td>
                <td className="whitespace-nowrap text-right">
                  {props.mayDelete && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      aria-label={`${t('delete')}: ${expense.description}`}
                      disabled={remove.isPending}
                      onClick={() => {
                        if (window.confirm(t('deleteConfirm'))) remove.mutate(expense.id);
                      }}
                    >
                      {t('delete')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={meta.page} pages={pages} onPage={props.onPage} />
    </>
  );
}
