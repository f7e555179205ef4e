// The admin dashboard's figures (docs/product/administration.md "Dashboard"): every number as text, each group
// linking to the page it comes from, and two charts when the route provides the chart kit.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { getAdminDashboard, type AdminDashboard } from '@/shared/api/admin-dashboard';
import { localizeApiMessage } from '@/shared/api/i18n';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@/shared/contracts/platform-enums';
import { paths } from '@/shared/routes/paths';
import { formatMoney } from '@/shared/settings/format';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useApi } from '@/web/lib/api';
import { useChartKit } from '@/web/lib/chart-kit';
import { dashboardsText } from '../i18n';

const t = dashboardsText.t;

// Field names of the chart rows, not text people see.
const PACKAGE_NAME = 'name';
const CHANNEL = 'channel';
const COUNT_KEY = 'count';
const SENT_KEY = 'sent';
const FAILED_KEY = 'failed';

function FigureCard({ title, to, children }: { title: string; to: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3">
        <div className="flex items-baseline justify-between gap-2">
          <h3 className="font-semibold">{title}</h3>
          <Link to={to} className="link link-primary text-sm">
            {t('seeDetails')}
          </Link>
        </div>
        {children}
      </div>
    </section>
  );
}

function Counts({ rows }: { rows: [string, number | string][] }) {
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          <dt className="text-xs text-base-content/70">{label}</dt>
        </div>
      ))}
    </dl>
  );
}

function Table({ headers, rows }: { headers: string[]; rows: (string | number)[][] }) {
  return (
    <table className="table table-sm">
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header}>{header}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((cell, i) => (
              <td key={i} className={i > 0 ? 'tabular-nums' : ''}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const KNOWN_STATUSES: readonly string[] = SUBSCRIPTION_STATUSES;
const statusLabel = (status: string) =>
  KNOWN_STATUSES.includes(status) ? t(`status_${status as SubscriptionStatus}`) : status;
const usd = (micro: number) => formatMoney(Math.round(micro / 10_000), 'USD');

export function FiguresView({ data }: { data: AdminDashboard }) {
  const charts = useChartKit();
  const count = (n: number) => n.toLocaleString();
  return (
    <div className="grid gap-4">
      <p className="text-sm text-base-content/70">
        {t('figuresThisMonth', { date: data.month_start.slice(0, 10) })}
      </p>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <FigureCard title={t('farmersFigure')} to={paths.admin.farmers}>
          <Counts
            rows={[
              [t('totalLabel'), count(data.farmers.total)],
              [t('newThisMonth'), count(data.farmers.new_this_month)],
              [t('active30Days'), count(data.farmers.active_30_days)],
            ]}
          />
        </FigureCard>
        <FigureCard title={t('farmsFigure')} to={paths.admin.farmers}>
          <Counts
            rows={[
              [t('totalLabel'), count(data.farms.total)],
              [t('newThisMonth'), count(data.farms.new_this_month)],
              [t('active30Days'), count(data.farms.active_30_days)],
            ]}
          />
        </FigureCard>
        <FigureCard title={t('revenueThisMonth')} to={paths.admin.subscriptions}>
          {data.revenue_this_month.length === 0 ? (
            <p className="text-sm text-base-content/70">{t('noRevenue')}</p>
          ) : (
            <ul className="grid gap-1">
              {data.revenue_this_month.map((row) => (
                <li key={row.currency} className="flex justify-between gap-2">
                  <strong className="text-xl tabular-nums">
                    {formatMoney(row.amount_minor, row.currency)}
                  </strong>
                  <span className="text-sm text-base-content/70">
                    {t('paymentsCount', { count: row.payments })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </FigureCard>
        <FigureCard title={t('subscriptionsByPackage')} to={paths.admin.subscriptions}>
          {data.subscriptions_by_package.length === 0 ? (
            <p className="text-sm text-base-content/70">{t('noSubscriptions')}</p>
          ) : (
            <>
              {charts && (
                <charts.Bar
                  label={t('chartSubscriptions')}
                  height={180}
                  data={data.subscriptions_by_package.map((row) => ({
                    name: row.package_name,
                    count: row.count,
                  }))}
                  category={PACKAGE_NAME}
                  series={[{ key: COUNT_KEY, name: t('countHeader') }]}
                  format={(n) => count(n)}
                  formatAxis={(n) => count(n)}
                />
              )}
              <Table
                headers={[t('packageHeader'), t('countHeader')]}
                rows={data.subscriptions_by_package.map((row) => [row.package_name, count(row.count)])}
              />
            </>
          )}
        </FigureCard>
        <FigureCard title={t('subscriptionsByStatus')} to={paths.admin.subscriptions}>
          {data.subscriptions_by_status.length === 0 ? (
            <p className="text-sm text-base-content/70">{t('noSubscriptions')}</p>
          ) : (
            <Table
              headers={[t('statusHeader'), t('countHeader')]}
              rows={data.subscriptions_by_status.map((row) => [statusLabel(row.status), count(row.count)])}
            />
          )}
        </FigureCard>
        <FigureCard title={t('notificationsByChannel')} to={paths.admin.notifications}>
          {data.notifications_by_channel.length === 0 ? (
            <p className="text-sm text-base-content/70">{t('noNotifications')}</p>
          ) : (
            <>
              {charts && (
                <charts.Bar
                  label={t('chartChannels')}
                  height={180}
                  data={data.notifications_by_channel.map((row) => ({ ...row }))}
                  category={CHANNEL}
                  series={[
                    { key: SENT_KEY, name: t('sentHeader') },
                    { key: FAILED_KEY, name: t('failedHeader') },
                  ]}
                  format={(n) => count(n)}
                  formatAxis={(n) => count(n)}
                />
              )}
              <Table
                headers={[t('channelHeader'), t('sentHeader'), t('failedHeader')]}
                rows={data.notifications_by_channel.map((row) => [
                  row.channel,
                  count(row.sent),
                  count(row.failed),
                ])}
              />
            </>
          )}
        </FigureCard>
        <FigureCard title={t('smsThisMonth')} to={paths.admin.integrations}>
          <Counts
            rows={[
              [t('smsSent'), count(data.sms_this_month.sent)],
              [t('smsLoggedOnly'), count(data.sms_this_month.logged_only)],
              [t('smsFailed'), count(data.sms_this_month.failed)],
            ]}
          />
          <p className="text-xs text-base-content/70">{t('smsSpendUnknown')}</p>
        </FigureCard>
        <FigureCard title={t('aiThisMonth')} to={paths.admin.ai}>
          <dl className="grid grid-cols-2 gap-2 text-center">
            <div>
              <dd className="text-2xl font-bold tabular-nums">{count(data.ai_this_month.requests)}</dd>
              <dt className="text-xs text-base-content/70">{t('aiRequests')}</dt>
            </div>
            <div>
              <dd className="text-2xl font-bold tabular-nums">{usd(data.ai_this_month.cost_micro_usd)}</dd>
              <dt className="text-xs text-base-content/70">{t('aiSpend')}</dt>
            </div>
          </dl>
        </FigureCard>
      </div>
    </div>
  );
}

export function PlatformFigures() {
  const api = useApi();
  const figures = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => getAdminDashboard(api) });
  return (
    <section aria-labelledby="platform-figures" className="grid gap-3">
      <h2 id="platform-figures" className="text-xl font-semibold">
        {t('platformFigures')}
      </h2>
      {figures.isPending && <LoadingState label={t('figuresLoading')} />}
      {figures.isError && (
        <ErrorState
          message={localizeApiMessage(figures.error.message)}
          onRetry={() => void figures.refetch()}
        />
      )}
      {figures.data && <FiguresView data={figures.data} />}
    </section>
  );
}
