// /admin/farmers/:id (docs/product/admin-farmers.md "A farmer's page"): the account, its farms, this month's usage
// against its package's limits, its subscription and payments, what administrators did to it, and the actions
// (for a role with farmers.edit; the server checks each call).
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { localizeApiMessage } from '@/shared/api/i18n';
import type { FarmerDetail } from '@/shared/contracts/admin-farmers';
import type { PackageLimit } from '@/shared/contracts/platform-enums';
import { paths } from '@/shared/routes/paths';
import { formatMoney } from '@/shared/settings/format';
import { PageHeader } from '@/web/components/page-header';
import { ErrorState, LoadingState } from '@/web/components/query-states';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useDateFormat } from '../hooks/use-date-format';
import { useFarmer, useMayEditFarmers } from '../hooks/use-admin-farmers';
import { STATUS_BADGE, actionLabel, statusLabel, subscriptionLabel, typeLabel } from '../farmer-labels';
import { adminFarmersText as text } from '../i18n';
import { FarmerActions } from './farmer-actions';

type Key = (typeof text.keys)[number];
const LIMIT_LABEL: Record<PackageLimit, Key> = {
  farms: 'limitFarms',
  items: 'limitItems',
  staff: 'limitStaff',
  sms_per_month: 'limitSms',
  ai_requests_per_month: 'limitAi',
};

/** Brand names, the same in every language. */
const PROVIDER_NAMES: Record<string, string> = { mpesa: 'M-Pesa', stripe: 'Stripe' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3">
        <h2 className="card-title text-lg">{title}</h2>
        {children}
      </div>
    </section>
  );
}

function Usage({ usage, entitled }: { usage: FarmerDetail['usage']; entitled: string | null }) {
  const limited = usage.some((u) => u.allowed !== null);
  return (
    <>
      <p className="text-sm text-base-content/70">
        {limited || entitled
          ? text.t('usageIntro', { package: entitled ?? '—' })
          : text.t('usageUnrestricted')}
      </p>
      <ul className="flex flex-col gap-3">
        {usage.map((u) => {
          const share = u.allowed ? Math.min(100, Math.round((u.used / u.allowed) * 100)) : 0;
          const over = u.allowed !== null && u.used >= u.allowed;
          return (
            <li key={u.limit}>
              <div className="flex justify-between text-sm">
                <span>{text.t(LIMIT_LABEL[u.limit])}</span>
                <span className="tabular-nums">
                  {u.allowed === null
                    ? text.t('usedUnlimited', { used: u.used })
                    : text.t('usedOf', { used: u.used, allowed: u.allowed })}
                </span>
              </div>
              {u.allowed !== null && (
                <progress
                  className={`progress w-full ${over ? 'progress-error' : 'progress-primary'}`}
                  value={u.allowed === 0 ? 100 : share}
                  max={100}
                  aria-label={text.t(LIMIT_LABEL[u.limit])}
                />
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function FarmerPage() {
  const { id = '' } = useParams();
  const farmer = useFarmer(id);
  const mayEdit = useMayEditFarmers();
  const formatDate = useDateFormat();
  useDocumentTitle(farmer.data?.account.name ?? text.t('farmers'));
  const back = (
    <Link className="link link-hover text-sm" to={paths.admin.farmers}>
      {`← ${text.t('backToFarmers')}`}
    </Link>
  );
  if (farmer.isPending)
    return (
      <>
        {back}
        <LoadingState label={text.t('loadingFarmer')} />
      </>
    );
  if (farmer.isError)
    return (
      <>
        {back}
        <ErrorState
          message={localizeApiMessage(farmer.error.message)}
          onRetry={() => void farmer.refetch()}
        />
      </>
    );
  const { account, farms, usage, subscription, payments, history, entitled_package } = farmer.data;
  const date = (value: string | null) => (value ? formatDate(value) : '—');

  return (
    <>
      {back}
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {account.name}
            <span className={`badge ${STATUS_BADGE[account.status]}`}>{statusLabel(account.status)}</span>
          </span>
        }
        description={`${typeLabel(account.user_type)} · ${account.email}`}
        actions={mayEdit ? <FarmerActions account={account} /> : undefined}
      />
      {account.suspended_at && (
        <div role="alert" className="alert alert-error mb-6">
          {text.t('suspendedSince', {
            date: date(account.suspended_at),
            reason: account.suspended_reason ?? '',
          })}
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={text.t('account')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-base-content/70">{text.t('email')}</dt>
            <dd>
              {account.email}{' '}
              <span className="text-base-content/60">
                ({account.email_verified_at ? text.t('emailVerified') : text.t('notVerified')})
              </span>
            </dd>
            <dt className="text-base-content/70">{text.t('phone')}</dt>
            <dd>
              {account.phone_number ?? '—'}
              {account.phone_number && (
                <span className="text-base-content/60">
                  {' '}
                  ({account.phone_verified_at ? text.t('phoneVerified') : text.t('notVerified')})
                </span>
              )}
            </dd>
            <dt className="text-base-content/70">{text.t('signedUp')}</dt>
            <dd>{date(account.created_at)}</dd>
            <dt className="text-base-content/70">{text.t('lastActive')}</dt>
            <dd>{account.last_active_at ? date(account.last_active_at) : text.t('never')}</dd>
          </dl>
        </Section>

        <Section title={text.t('usage')}>
          <Usage usage={usage} entitled={entitled_package} />
        </Section>

        <Section title={text.t('farms')}>
          {farms.length === 0 ? (
            <p className="text-sm text-base-content/70">{text.t('noFarms')}</p>
          ) : (
            <table className="table table-sm">
              <thead>
                <tr>
                  <th scope="col">{text.t('name')}</th>
                  <th scope="col">{text.t('location')}</th>
                  <th scope="col" className="text-right">
                    {text.t('items')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {farms.map((f) => (
                  <tr key={f.id}>
                    <td>{f.name}</td>
                    <td>{f.location ?? '—'}</td>
                    <td className="text-right tabular-nums">{f.items_count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Section>

        <Section title={text.t('subscription')}>
          {subscription ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-base-content/70">{text.t('package')}</dt>
              <dd>
                {subscription.package_name}{' '}
                <span className="badge badge-sm">{subscriptionLabel(subscription.status)}</span>
              </dd>
              <dt className="text-base-content/70">{text.t('billing')}</dt>
              <dd>
                {text.t(subscription.interval === 'year' ? 'intervalYear' : 'intervalMonth', {
                  currency: subscription.currency,
                })}
              </dd>
              {subscription.trial_ends_at && (
                <>
                  <dt className="text-base-content/70">{text.t('trialEnds')}</dt>
                  <dd>{date(subscription.trial_ends_at)}</dd>
                </>
              )}
              <dt className="text-base-content/70">{text.t('periodEnds')}</dt>
              <dd>
                {date(subscription.current_period_end)}
                {subscription.cancel_at_period_end && (
                  <span className="text-base-content/60"> · {text.t('cancelsAtPeriodEnd')}</span>
                )}
              </dd>
            </dl>
          ) : (
            <p className="text-sm text-base-content/70">{text.t('noSubscription')}</p>
          )}
        </Section>
      </div>

      <div className="mt-6 grid gap-6">
        <Section title={text.t('payments')}>
          {payments.length === 0 ? (
            <p className="text-sm text-base-content/70">{text.t('noPayments')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="table table-sm">
                <thead>
                  <tr>
                    <th scope="col">{text.t('date')}</th>
                    <th scope="col">{text.t('package')}</th>
                    <th scope="col">{text.t('method')}</th>
                    <th scope="col">{text.t('status')}</th>
                    <th scope="col" className="text-right">
                      {text.t('amount')}
                    </th>
                    <th scope="col">{text.t('receipt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {payments.map((p) => (
                    <tr key={p.id}>
                      <td>{date(p.created_at)}</td>
                      <td>{p.package_name ?? '—'}</td>
                      <td>{PROVIDER_NAMES[p.provider] ?? p.provider}</td>
                      <td title={p.failure_reason ?? undefined}>{p.status}</td>
                      <td className="text-right tabular-nums">{formatMoney(p.amount_minor, p.currency)}</td>
                      <td>{p.receipt_number ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Section>

        <Section title={text.t('history')}>
          {history.length === 0 ? (
            <p className="text-sm text-base-content/70">{text.t('noHistory')}</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {history.map((h) => (
                <li key={h.id} className="flex flex-wrap gap-x-2">
                  <span className="font-medium">{actionLabel(h.action)}</span>
                  {h.actor_name && <span>{text.t('by', { name: h.actor_name })}</span>}
                  <span className="text-base-content/60">{date(h.created_at)}</span>
                  {typeof h.details?.reason === 'string' && <span>“{h.details.reason}”</span>}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </>
  );
}
