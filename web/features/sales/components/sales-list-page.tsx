// /farmer/sales and /farmer/finances/sales (docs/product/sales.md): the farm's sales filtered and paged on the
// server, with the totals of the filtered set; in the finances area the period's figures by status and payment
// method come first.
import { useDeferredValue, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Plus, ShoppingCart } from 'lucide-react';
import type { SaleListQuery } from '@/shared/api/sales';
import { SALE_PAGE_DEFAULT } from '@/shared/contracts/sales';
import { paths } from '@/shared/routes/paths';
import { formatMoney } from '@/shared/settings/format';
import { ExportMenu } from '@/web/components/export-menu';
import { listExportPaths } from '@/shared/api/exports';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useFarmCan } from '@/web/lib/farm-permissions';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useMomentFormat } from '../hooks/use-moment-format';
import { useCustomerOptions, useSaleList } from '../hooks/use-sales';
import { salesText } from '../i18n';
import { NO_FILTERS, SaleFiltersBar, type SaleFilters } from './sale-filters';
import { SalePeriodPanel } from './sale-period-panel';
import { SalesPager } from './sales-pager';
import { SalesTable } from './sales-table';

export interface SalesListPageProps {
  farmId: string;
  farmName: string;
  toolbar?: ReactNode;
  /** Framed for the books (Finances → Sales), with the period's figures first. */
  inFinances?: boolean;
}

export function toSaleQuery(filters: SaleFilters, page: number): SaleListQuery {
  return {
    status: filters.status || undefined,
    customer_id: filters.customer_id || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    q: filters.q.trim() || undefined,
    page,
    per_page: SALE_PAGE_DEFAULT,
  };
}

export function SalesListPage({ farmId, farmName, toolbar, inFinances = false }: SalesListPageProps) {
  const finances = inFinances;
  const title = finances ? salesText.t('financeSales') : salesText.t('sales');
  useDocumentTitle(title);
  const can = useFarmCan();
  const moment = useMomentFormat();
  const [filters, setFilters] = useState<SaleFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(filters);
  const query = toSaleQuery(deferred, page);
  const list = useSaleList(farmId, query);
  const customers = useCustomerOptions(farmId);
  const filtered = Object.values(filters).some(Boolean);
  const mayAdd = can(farmId, 'sales.create');

  const change = (next: SaleFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title={title}
        description={salesText.t(finances ? 'financeSalesDescription' : 'salesDescription', { farmName })}
        actions={
          <>
            {toolbar}
            <ExportMenu url={listExportPaths.sales(farmId)} query={query} fileLabel={title} />
            {mayAdd && (
              <>
                <Link className="btn btn-sm" to={paths.farmer.pos}>
                  <ShoppingCart className="h-4 w-4" aria-hidden="true" />
                  {salesText.t('openPos')}
                </Link>
                <Link className="btn btn-primary btn-sm" to={paths.farmer.salesAdd}>
                  <Plus className="h-4 w-4" aria-hidden="true" />
                  {salesText.t('addSale')}
                </Link>
              </>
            )}
          </>
        }
      />
      <SaleFiltersBar filters={filters} customers={customers.data ?? []} onChange={change} />
      {finances && <SalePeriodPanel farmId={farmId} from={deferred.from} to={deferred.to} />}
      {list.isPending ? (
        <LoadingState label={salesText.t('sales')} />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.meta.total === 0 ? (
        <EmptyState title={filtered ? salesText.t('noMatches') : salesText.t('noSales')}>
          {!filtered && salesText.t('noSalesHint')}
        </EmptyState>
      ) : (
        <>
          <section
            aria-label={salesText.t('filteredTotals')}
            className="stats stats-vertical mb-4 w-full border border-base-300 sm:stats-horizontal"
          >
            <div className="stat">
              <div className="stat-title">{salesText.t('salesCount', { count: list.data.meta.total })}</div>
              <div className="stat-value text-xl tabular-nums">
                {formatMoney(list.data.totals.total_minor, list.data.currency)}
              </div>
            </div>
            <div className="stat">
              <div className="stat-title">{salesText.t('paid')}</div>
              <div className="stat-value text-xl tabular-nums">
                {formatMoney(list.data.totals.paid_minor, list.data.currency)}
              </div>
            </div>
            <div className="stat">
              <div className="stat-title">{salesText.t('balance')}</div>
              <div className="stat-value text-xl tabular-nums">
                {formatMoney(list.data.totals.balance_minor, list.data.currency)}
              </div>
            </div>
          </section>
          <SalesTable sales={list.data.data} moment={moment} />
          <SalesPager
            page={page}
            pages={Math.ceil(list.data.meta.total / list.data.meta.per_page)}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}
