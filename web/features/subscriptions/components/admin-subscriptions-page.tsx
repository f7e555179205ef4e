// /admin/subscriptions (docs/product/subscriptions.md "For administrators"): this month's revenue, every
// account's plan with search, status and plan filters and server-side paging, and the latest payments.
import { useState } from 'react';
import { localizeApiMessage } from '@/shared/api/i18n';
import { SUBSCRIPTION_STATUSES } from '@/shared/contracts/platform-enums';
import type { AdminSubscriptionQuery } from '@/shared/contracts/subscriptions';
import { PageHeader } from '@/web/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/web/components/query-states';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useAdminPayments, useAdminSubscriptions, useAllPackages } from '../hooks/use-subscriptions';
import { subscriptionsText as text, type SubscriptionsTextKey } from '../i18n';
import { longDate, money } from './format';

const PAGE_SIZE = 25;

export function AdminSubscriptionsPage() {
  useDocumentTitle(text.t('adminTitle'));
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [packageId, setPackageId] = useState('');
  const packages = useAllPackages();
  const [page, setPage] = useState(1);
  const query: AdminSubscriptionQuery = {
    page,
    page_size: PAGE_SIZE,
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(status ? { status: status as AdminSubscriptionQuery['status'] } : {}),
    ...(packageId ? { package_id: packageId } : {}),
  };
  const list = useAdminSubscriptions(query);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeader title={text.t('adminTitle')} description={text.t('adminIntro')} />
      <div className="flex flex-col gap-6">
        {list.data && <Revenue revenue={list.data.revenue} />}
        <div className="flex flex-wrap gap-3">
          <input
            type="search"
            className="input"
            aria-label={text.t('search')}
            placeholder={text.t('search')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <select
            className="select w-auto"
            aria-label={text.t('status')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{text.t('allStatuses')}</option>
            {SUBSCRIPTION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {text.t(`status_${value}` as SubscriptionsTextKey)}
              </option>
            ))}
          </select>
          <select
            className="select w-auto"
            aria-label={text.t('package')}
            value={packageId}
            onChange={(event) => {
              setPackageId(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{text.t('allPackages')}</option>
            {(packages.data ?? []).map((pkg) => (
              <option key={pkg.id} value={pkg.id}>
                {pkg.name}
              </option>
            ))}
          </select>
        </div>
        {list.isPending ? (
          <LoadingState label={text.t('loading')} />
        ) : list.isError ? (
          <ErrorState message={localizeApiMessage(list.error.message)} onRetry={() => void list.refetch()} />
        ) : list.data.data.length === 0 ? (
          <EmptyState title={text.t('noSubscriptions')} />
        ) : (
          <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
            <table className="table">
              <thead>
                <tr>
                  <th>{text.t('account')}</th>
                  <th>{text.t('package')}</th>
                  <th>{text.t('status')}</th>
                  <th>{text.t('interval')}</th>
                  <th>{text.t('periodEnd')}</th>
                  <th className="text-right">{text.t('lastPayment')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.data.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <div className="font-medium">{row.account.name}</div>
                      <div className="text-sm text-base-content/70">{row.account.email}</div>
                    </td>
                    <td>{row.package.name}</td>
                    <td>
                      <span className="badge badge-outline">
                        {text.t(`status_${row.status}` as SubscriptionsTextKey)}
                      </span>
                    </td>
                    <td>{text.t(row.interval === 'year' ? 'yearly' : 'monthly')}</td>
                    <td>
                      {longDate(row.status === 'trialing' ? row.trial_ends_at : row.current_period_end)}
                    </td>
                    <td className="text-right">
                      {row.last_payment ? (
                        <>
                          <div>{money(row.last_payment.amount_minor, row.last_payment.currency)}</div>
                          <div className="text-xs text-base-content/70">
                            {longDate(row.last_payment.completed_at)}
                          </div>
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 && (
          <nav
            className="flex items-center gap-3"
            aria-label={text.t('pageOf', { page: String(page), pages: String(pages) })}
          >
            <button
              type="button"
              className="btn btn-sm"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {text.t('previous')}
            </button>
            <span>{text.t('pageOf', { page: String(page), pages: String(pages) })}</span>
            <button
              type="button"
              className="btn btn-sm"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              {text.t('next')}
            </button>
          </nav>
        )}
        <RecentPayments />
      </div>
    </>
  );
}

function Revenue({
  revenue,
}: {
  revenue: NonNullable<ReturnType<typeof useAdminSubscriptions>['data']>['revenue'];
}) {
  return (
    <section aria-labelledby="revenue" className="grid gap-4 md:grid-cols-2">
      <div className="stats border border-base-300 bg-base-100">
        <div className="stat">
          <h2 id="revenue" className="stat-title">
            {text.t('revenueThisMonth')}
          </h2>
          {revenue.this_month.length === 0 ? (
            <div className="stat-value text-lg">{text.t('noRevenue')}</div>
          ) : (
            revenue.this_month.map((line) => (
              <div key={line.currency} className="stat-value text-2xl">
                {money(line.amount_minor, line.currency)}
              </div>
            ))
          )}
        </div>
      </div>
      <div className="card border border-base-300 bg-base-100">
        <div className="card-body gap-2">
          <h3 className="font-semibold">{text.t('revenueByPackage')}</h3>
          <ul className="space-y-1">
            {revenue.by_package.map((line) => {
              const top = Math.max(...revenue.by_package.map((l) => l.amount_minor), 1);
              return (
                <li key={`${line.package_id}-${line.currency}`} className="text-sm">
                  <div className="flex justify-between">
                    <span>{line.package_name}</span>
                    <span>{money(line.amount_minor, line.currency)}</span>
                  </div>
                  <progress
                    className="progress progress-primary w-full"
                    value={line.amount_minor}
                    max={top}
                    aria-hidden="true"
                  />
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}

function RecentPayments() {
  const payments = useAdminPayments();
  if (!payments.data || payments.data.data.length === 0) return null;
  return (
    <section aria-labelledby="recent-payments" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3">
        <h2 id="recent-payments" className="text-lg font-semibold">
          {text.t('recentPayments')}
        </h2>
        <div className="overflow-x-auto">
          <table className="table table-sm">
            <thead>
              <tr>
                <th>{text.t('date')}</th>
                <th>{text.t('account')}</th>
                <th>{text.t('package')}</th>
                <th>{text.t('method')}</th>
                <th className="text-right">{text.t('amount')}</th>
                <th>{text.t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {payments.data.data.map((payment) => (
                <tr key={payment.id}>
                  <td>{longDate(payment.completed_at ?? payment.created_at)}</td>
                  <td>{payment.account.name}</td>
                  <td>{payment.package.name}</td>
                  <td>{text.t(payment.provider === 'mpesa' ? 'mpesa' : 'card')}</td>
                  <td className="text-right">{money(payment.amount_minor, payment.currency)}</td>
                  <td>{text.t(`payment_${payment.status}` as SubscriptionsTextKey)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
