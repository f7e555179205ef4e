// /admin/farmers (docs/product/admin-farmers.md "The list"): every account with search, filters and server-side
// paging. The query lives in the address, so a filtered page can be shared, reloaded and returned to.
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { localizeApiMessage } from '@/shared/api/i18n';
import {
  FARMER_ACCOUNT_TYPES,
  FARMER_STATUSES,
  type FarmerListQuery,
} from '@/shared/contracts/admin-farmers';
import { paths } from '@/shared/routes/paths';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useDateFormat } from '../hooks/use-date-format';
import { useFarmerPage, usePackageChoices } from '../hooks/use-admin-farmers';
import { STATUS_BADGE, statusLabel, subscriptionLabel, typeLabel } from '../farmer-labels';
import { adminFarmersText as text } from '../i18n';
import { FarmersFilters } from './farmers-filters';

const FIELDS = ['q', 'type', 'status', 'package', 'signed_up_from', 'signed_up_to', 'sort', 'page'] as const;
const oneOf = <T extends string>(list: readonly T[], value: string | null) =>
  list.includes(value as T) ? (value as T) : undefined;

/** The query the address asks for; anything unknown is left out rather than sent to be refused. */
function queryFrom(params: URLSearchParams): FarmerListQuery {
  const page = Number(params.get('page'));
  return {
    q: params.get('q') || undefined,
    type: oneOf(FARMER_ACCOUNT_TYPES, params.get('type')),
    status: oneOf(FARMER_STATUSES, params.get('status')),
    package: params.get('package') || undefined,
    signed_up_from: params.get('signed_up_from') || undefined,
    signed_up_to: params.get('signed_up_to') || undefined,
    sort: params.get('sort') === 'name' ? 'name' : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

export function FarmersListPage() {
  useDocumentTitle(text.t('farmers'));
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFrom(params), [params]);
  const page = useFarmerPage(query);
  const packages = usePackageChoices();
  const formatDate = useDateFormat();

  const change = useCallback(
    (changes: Partial<FarmerListQuery>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          // A new search or filter starts again at the first page.
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  const filtered = FIELDS.some((f) => f !== 'sort' && f !== 'page' && params.get(f));

  const header = <PageHeader title={text.t('farmers')} description={text.t('farmersIntro')} />;
  const filters = <FarmersFilters query={query} packages={packages} onChange={change} onClear={clear} />;
  if (page.isPending)
    return (
      <>
        {header}
        {filters}
        <LoadingState label={text.t('loadingFarmers')} />
      </>
    );
  if (page.isError)
    return (
      <>
        {header}
        {filters}
        <ErrorState message={localizeApiMessage(page.error.message)} onRetry={() => void page.refetch()} />
      </>
    );

  const { data: rows, meta } = page.data;
  const from = (meta.page - 1) * meta.per_page + 1;
  const to = from + rows.length - 1;
  const hasNext = meta.page * meta.per_page < meta.total;
  return (
    <>
      {header}
      {filters}
      {rows.length === 0 ? (
        <EmptyState title={text.t('noFarmers')}>{filtered ? text.t('noFarmersHint') : null}</EmptyState>
      ) : (
        <>
          <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
            <table className="table table-sm">
              <thead>
                <tr>
                  <th scope="col">{text.t('name')}</th>
                  <th scope="col">{text.t('contact')}</th>
                  <th scope="col">{text.t('type')}</th>
                  <th scope="col">{text.t('status')}</th>
                  <th scope="col">{text.t('package')}</th>
                  <th scope="col" className="text-right">
                    {text.t('farms')}
                  </th>
                  <th scope="col">{text.t('signedUp')}</th>
                  <th scope="col">{text.t('lastActive')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="hover">
                    <td>
                      <Link className="link link-hover font-medium" to={paths.admin.farmer(row.id)}>
                        {row.name}
                      </Link>
                    </td>
                    <td className="text-sm">
                      <div>{row.email}</div>
                      {row.phone_number && <div className="text-base-content/70">{row.phone_number}</div>}
                    </td>
                    <td>{typeLabel(row.user_type)}</td>
                    <td>
                      <span className={`badge badge-sm ${STATUS_BADGE[row.status]}`}>
                        {statusLabel(row.status)}
                      </span>
                    </td>
                    <td className="text-sm">
                      {row.package_name ?? <span className="text-base-content/60">{text.t('none')}</span>}
                      {row.subscription_status && (
                        <div className="text-base-content/70">
                          {subscriptionLabel(row.subscription_status)}
                        </div>
                      )}
                    </td>
                    <td className="text-right tabular-nums">{row.farms_count}</td>
                    <td className="text-sm">{formatDate(row.created_at)}</td>
                    <td className="text-sm">
                      {row.last_active_at ? formatDate(row.last_active_at) : text.t('never')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="mt-4 flex items-center justify-between gap-3" aria-label={text.t('farmers')}>
            <span className="text-sm text-base-content/70">
              {text.t(meta.total_capped ? 'showingCapped' : 'showing', {
                from,
                to,
                total: meta.total.toLocaleString(),
              })}
            </span>
            <div className="join">
              <button
                type="button"
                className="btn join-item btn-sm"
                disabled={meta.page <= 1 || page.isFetching}
                onClick={() => change({ page: meta.page - 1 })}
              >
                {text.t('previous')}
              </button>
              <button
                type="button"
                className="btn join-item btn-sm"
                disabled={!hasNext || page.isFetching}
                onClick={() => change({ page: meta.page + 1 })}
              >
                {text.t('next')}
              </button>
            </div>
          </nav>
        </>
      )}
    </>
  );
}
